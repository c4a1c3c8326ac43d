"""The stream compiler's entry points: read a program (a ``.str`` file, its text, or a
builder stream), schedule it, lay out its working set and run it on a backend.

Backends: ``c`` (the sequential C program, ``cc -O3``), ``cpu`` (the same program lowered
into warpsmith's IR and run by the simulator), ``cuda`` (paper 004's mapping through CuPy,
W/S/F from the Section VI heuristic).
"""

from __future__ import annotations

import time
from pathlib import Path

import numpy as np

from ..ir.errors import BackendUnavailable, LaunchError
from . import ast as A
from .backend_c import DTYPE, run_c, run_source
from .builder import Stream, program_text
from .graph import Graph, build_graph
from .layout import algorithm1, buffers, exact_layout, paper_sizes
from .lower import run_simulator
from .parser import parse, parse_file
from .schedule import Schedule, schedule

BACKENDS = ("c", "cpu", "cuda")
# W/S/F: Section VI's heuristic as published, its H100 adaptation (heuristics.
# choose_occupancy), or a short tuning run (which also times the naive mapping)
CHOOSERS = ("paper", "occupancy", "tuned")


def read_program(source) -> A.Program:
    """Parse a ``.str`` path, StreamIt text, or a builder :class:`~.builder.Stream`."""
    if isinstance(source, Stream):
        return parse(program_text(source), "<builder>")
    if isinstance(source, Path) or (isinstance(source, str) and "\n" not in source
                                    and source.endswith(".str")):
        p = Path(source)
        if not p.exists():
            raise LaunchError(f"{p}: no such file")
        return parse_file(p)
    return parse(str(source), "<string>")


class StreamProgram:
    """A scheduled stream program; call it on an input array to get the output stream."""

    def __init__(self, program: A.Program, backend: str = "c", device: str = "h100",
                 top: str | None = None, chooser: str = "occupancy", guard: bool = True):
        if backend not in BACKENDS:
            raise LaunchError(f"backend {backend!r}: one of {', '.join(BACKENDS)}")
        if chooser not in CHOOSERS:
            raise LaunchError(f"chooser {chooser!r}: one of {', '.join(CHOOSERS)}")
        self.chooser = chooser
        self.guard = guard  # cuda: time the naive mapping too and run it when faster
        self.program = program
        self.graph: Graph = build_graph(program, top)
        self.schedule: Schedule = schedule(self.graph)
        self.backend = backend
        self.device = device
        self.timing: dict = {}
        self.mapping: dict = {}

    # ---------------------------------------------------------------- inputs
    def default_input(self, iterations: int) -> np.ndarray:
        """The source filter's first items for ``iterations`` steady states (or zeros)."""
        g, s = self.graph, self.schedule
        n = s.init[0] + iterations * s.input_per_steady(g)
        if g.source is None:
            raise LaunchError("the program has no source filter: pass an input stream")
        return run_source(g, s, n)

    def steady_states(self, inputs: np.ndarray) -> int:
        """How many whole steady states ``inputs`` feeds."""
        g, s = self.graph, self.schedule
        return max(0, (len(inputs) - s.init[0]) // s.input_per_steady(g))

    # ---------------------------------------------------------------- running
    def __call__(self, inputs=None, iterations: int | None = None):
        """The output stream for ``inputs`` (NumPy or CuPy array; default: the source's
        items for ``iterations`` steady states, 16 unless given)."""
        g, s = self.graph, self.schedule
        cupy_in = inputs is not None and type(inputs).__module__.startswith("cupy")
        if inputs is None:
            inputs = self.default_input(iterations or 16)
        inputs = np.asarray(inputs.get() if cupy_in else inputs, dtype=DTYPE[g.input_type])
        n = self.steady_states(inputs) if iterations is None else iterations
        if n * s.input_per_steady(g) + s.init[0] > len(inputs):
            raise LaunchError(f"{iterations} steady states need "
                              f"{n * s.input_per_steady(g) + s.init[0]} input items, "
                              f"{len(inputs)} given")
        t0 = time.perf_counter()
        if self.backend == "c":
            r = run_c(g, s, inputs, n)
            out = r.output
            self.timing = {"steady_seconds": r.seconds}
        elif self.backend == "cpu":
            out = run_simulator(g, s, inputs, n)
        else:
            out = self._cuda(inputs, n)
        self.timing["wall_seconds"] = time.perf_counter() - t0
        if cupy_in:
            import cupy as cp
            return cp.asarray(out)
        return out

    def _cuda(self, inputs: np.ndarray, n: int) -> np.ndarray:
        from ..backends import cuda as cuda_backend
        from ..hw.descriptions import load_device
        from .heuristics import candidates, choose, choose_occupancy
        from .runtime import CupyNaive, CupyPaper, Prepared, median_seconds, refuse_paper, tune

        if not cuda_backend.available():
            raise BackendUnavailable("the cuda backend needs a CUDA GPU and CuPy")
        g, s = self.graph, self.schedule
        host = run_c(g, s, inputs, n, dump=True)
        dev = load_device(self.device)
        rule = choose if self.chooser == "paper" else choose_occupancy
        params, details = rule(g, s, host.fields, dev)
        pr = Prepared(g, s, host)
        naive_s = None
        if self.chooser == "tuned":  # a short tuning run from the adapted rule's choice on
            params, rows = tune(pr, inputs, n, dev, [params] + candidates(g, s, host.fields, dev))
            details = {**details, "chooser": "tuned", "tuning": rows}
            naive_s = _time_naive(pr, inputs, n)
            details["naive_seconds"] = naive_s
        run = CupyPaper(pr, params, inputs, n, dev)
        paper_s = min((r["seconds"] for r in details.get("tuning", []) if r.get("correct")),
                      default=None)
        if self.guard and naive_s is None:  # the guard: both mappings timed on these inputs
            run.launch()
            paper_s = median_seconds(run.cp, run.launch, 3)
            naive_s = _time_naive(pr, inputs, n)
            details = {**details, "guard": {"naive_seconds": naive_s, "paper_seconds": paper_s}}
        refusal = refuse_paper(run, dev, naive_s, paper_s)
        self.mapping = {**params.as_json(), **details, "inline_note": run.inline_note}
        if refusal is not None:  # the model (or the measurement) says it loses: naive
            self.mapping = {**self.mapping, "mapping": "naive", "refusal": refusal.as_json()}
            run = CupyNaive(pr, inputs, n)
        run.launch()
        run.cp.cuda.Device().synchronize()
        return run.output()

    # ---------------------------------------------------------------- reports
    def layout_report(self, exact: bool = True) -> dict:
        """Algorithm 1's layout against L_B (and the exact layout's size)."""
        g, s = self.graph, self.schedule
        bufs = buffers(g, s)
        a1 = algorithm1(bufs, len(s.order))
        out = {**a1.as_json(), **paper_sizes(g, s, a1)}
        if exact:
            ex = exact_layout(bufs, len(s.order), time_limit=5.0)
            out["exact"] = {"L_W": ex.size, "optimal": ex.optimal}
        return out


def read_input(path) -> np.ndarray:
    """An input stream from a file: ``.npy``, or numbers separated by white space."""
    p = Path(path)
    if not p.exists():
        raise LaunchError(f"{path}: no such input file")
    if p.suffix == ".npy":
        return np.load(p)
    try:
        return np.array([float(x) for x in p.read_text().split()])
    except ValueError as e:
        raise LaunchError(f"{path}: the input must be numbers separated by white space "
                          f"({e})") from None


def compile(source, backend: str = "c", *, device: str = "h100",  # noqa: A001 - API name
            top: str | None = None, chooser: str = "occupancy",
            guard: bool = True) -> StreamProgram:
    """Compile a StreamIt program (path, text or builder stream) for ``backend``; the
    result is a callable from an input array to the output stream. ``chooser`` (cuda):
    ``paper`` (Section VI's W/S/F as published), ``occupancy`` (its adaptation to GPUs
    whose SM holds several blocks, :func:`.heuristics.choose_occupancy`) or ``tuned`` (a
    short tuning run on the GPU, the naive mapping timed too). The naive mapping runs
    instead when the paper mapping is refused (:func:`.runtime.refuse_paper`): its kernel
    spills past L1, or, with ``guard`` (default), the naive mapping timed on the same
    inputs (median of three launches each) was faster than the chosen paper mapping (the
    W/S/F rules' cost models cannot see every cost: every searched paper mapping of
    ChannelVocoder ran slower than its naive mapping on the H100,
    ``benchmarks/results/stream-check-h100-2026-11-27/vocoder/``)."""
    return StreamProgram(read_program(source), backend, device, top, chooser, guard)


def _time_naive(pr, inputs: np.ndarray, n: int) -> float:
    """Median of three launches of the naive mapping (seconds, CUDA events)."""
    from .runtime import CupyNaive, median_seconds

    r = CupyNaive(pr, inputs, n)
    r.launch()
    return median_seconds(r.cp, r.launch, 3)


class StreamRun(dict):
    """What :func:`run` gives: ``graph``, ``schedule``, ``layout``, ``mapping``, ``output``,
    ``timing``; ``str()`` is the command's text, :meth:`as_json` its ``--json`` object."""

    def as_json(self) -> dict:
        """The plain dict."""
        return dict(self)

    def __str__(self) -> str:
        g, s, lay = self["graph"], self["schedule"], self["layout"]
        lines = [f"graph: {len(g['nodes'])} nodes, {len(g['channels'])} channels"
                 + (f", source {g['source']} (run on the host)" if g["source"] else "")]
        lines.append("steady state: " + ", ".join(f"{n} x{r}" for n, r in s["steady"]))
        if s["init"]:
            lines.append("initialization: " + ", ".join(f"{n} x{r}" for n, r in s["init"]))
        lines.append(f"layout: L_W {lay['L_W']} words (Algorithm 1), L_B {lay['L_B']}, "
                     f"exact {lay.get('exact', {}).get('L_W', '-')}, Lambda {lay['Lambda']}")
        if self["mapping"]:
            m = self["mapping"]
            lines.append(f"mapping: W {m['W']}, S {m['S']}, F {m['F']} ({m['sync']} barriers)"
                         if m.get("mapping") != "naive" else
                         f"mapping: naive (paper mapping refused: {m['refusal']['reason']})")
        out = self["output"]
        shown = " ".join(f"{v:.6g}" if isinstance(v, float) else str(v) for v in out[:64])
        lines.append(f"output ({len(out)} items): {shown}{' ...' if len(out) > 64 else ''}")
        lines.append("timing: " + ", ".join(f"{k} {v:.6g}" for k, v in self["timing"].items()))
        return "\n".join(lines)


def run(source, backend: str = "c", *, inputs=None, iterations: int | None = None,
        device: str = "h100", chooser: str = "occupancy") -> "StreamRun":
    """Compile and run (``inputs``: an array, a file name, or None for the source filter's
    items); everything the ``warpsmith stream`` command prints, as a dict
    with ``graph``, ``schedule``, ``layout``, ``mapping``, ``output`` and ``timing``."""
    prog = compile(source, backend, device=device, chooser=chooser)
    if isinstance(inputs, (str, Path)):
        inputs = read_input(inputs)
    if inputs is None and iterations is None:
        iterations = 16
    out = prog(inputs, iterations)
    return StreamRun(
        graph=prog.graph.as_json(), schedule=prog.schedule.as_json(prog.graph),
        layout=prog.layout_report(), mapping=prog.mapping,
        output=[float(x) if prog.graph.output_type == "float" else int(x) for x in out],
        timing=prog.timing)


__all__ = ["compile", "run", "StreamRun", "StreamProgram", "read_program", "BACKENDS",
           "CHOOSERS"]
