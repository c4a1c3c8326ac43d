"""The three validation families of paper 000 (Baghsorkhi et al., PPoPP'10, section 4) as
plain data: matrix multiply (Fig. 3 and 4), FFT (Fig. 6 and 7) and prefix-sum scan
(Fig. 5 and 8), each variant a *program*: the buffers, the list of kernel launches that
compute the result, which of those launches are timed (and given to the model), the
inputs and the NumPy reference. The GPU runner (``benchmarks/model_runner.py``), the report
(``benchmarks/model_report.py``) and the tests all read the same description.

Kernels (``corpus/model/``, our own CUDA C):

* ``matmul.cu``: ``matmul_naive`` (Fig. 4(a)) and ``matmul_tiled`` with ``-D TILE_X=16, 32,
  64, 128, 192`` (16 x TILE_X tiles of C, 256 threads in 16 x 16, TILE_X / 16 results per
  thread). The paper's 4K x 4K is run as **4224 x 4224** (the smallest size near 4096 that
  every tile width divides; the kernels have no bounds guards, like the paper's).
* ``fft.cu``: Stockham radix 2, 4, 16 over 1024 transforms of 256 points, global-memory
  version (one launch per step, ``Ns`` passed by the host, ping-pong between two buffers)
  and shared-memory version (one launch).
* ``scan.cu``: Blelloch's work-efficient scan per block (Init, Div, Init_Bank, Div_Bank) at
  block sizes 64, 128, 256, 512 over 4M elements; only the first, per-block kernel is timed
  and modelled (as in the paper), the rest of the hierarchical scan (the same kernel over
  the block sums, then ``scan_add``) is run to check the whole result. Bank padding is
  ``PAD(x) = x + x / NUM_BANKS``: 32 banks on sm_90, 16 for the paper's GeForce 8800
  (:func:`program` ``banks=16``).

Data is chosen so that every float32 result is exact in any order of operations (matrix
multiply and scan: small integers, all partial sums below 2**24), so those compare exactly;
FFT compares within ``atol`` (relative to the largest magnitude) of ``np.fft.fft``.

Sizes: ``"paper"`` (the paper's, as above) and ``"ci"`` (small enough for the simulator).
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

import numpy as np

__all__ = ["FAMILIES", "FIGURES", "Buffer", "KernelLaunch", "Program", "VariantDef",
           "variants", "variant", "program", "programs", "simulate_program", "check_outputs",
           "MATMUL_TILES", "FFT_RADICES", "SCAN_KINDS", "SCAN_BLOCKS", "SIZES"]

FAMILIES = ("matmul", "fft", "scan")
#: the paper's figure for each family (predicted vs measured bars)
FIGURES = {"matmul": "Fig. 3", "fft": "Fig. 7", "scan": "Fig. 8"}
SIZES = ("ci", "paper")

MATMUL_TILES = (16, 32, 64, 128, 192)
FFT_RADICES = (2, 4, 16)
SCAN_KINDS = ("Init", "Div", "Init_Bank", "Div_Bank")
SCAN_BLOCKS = (64, 128, 256, 512)

_SCAN_KERNEL = {"Init": "scan_init", "Div": "scan_div", "Init_Bank": "scan_init_bank",
                "Div_Bank": "scan_div_bank"}

#: problem sizes per family and size
DIMS = {
    "matmul": {"paper": {"M": 4224, "N": 4224, "K": 4224}, "ci": {"M": 32, "N": 384, "K": 48}},
    "fft": {"paper": {"batch": 1024, "points": 256}, "ci": {"batch": 3, "points": 256}},
    # ci: three sections of the block (the length depends on the block size)
    "scan": {"paper": {"len": 4 * 1024 * 1024}, "ci": {"sections": 3}},
}


def _corpus_dir() -> Path:
    return Path(__file__).resolve().parent


@dataclass(frozen=True)
class Buffer:
    """A device buffer of a program: ``count`` elements of ``dtype`` (a float2 buffer of n
    values is 2n float32). ``role``: ``input`` (made by the family's input generator),
    ``output`` (checked; a pure output, poisoned before a checked GPU run) or ``scratch``
    (zero-filled before every run, e.g. the padded block sums of the scan)."""

    name: str
    dtype: str
    count: int
    role: str

    def zeros(self) -> np.ndarray:
        """A zero-filled host array of this buffer's shape."""
        return np.zeros(self.count, np.dtype(self.dtype))


@dataclass(frozen=True)
class KernelLaunch:
    """One kernel launch of a program.

    ``buffers`` maps the kernel's pointer parameters to program buffer names, ``params``
    the scalar parameters to their (integer) values, ``defines`` are the ``-D`` values the
    file is read (and compiled) with; ``grid`` and ``block`` are 3-tuples."""

    file: str  # relative to the corpus directory, e.g. "model/scan.cu"
    kernel: str
    grid: tuple[int, int, int]
    block: tuple[int, int, int]
    buffers: dict
    params: dict = field(default_factory=dict)
    defines: dict = field(default_factory=dict)

    @property
    def path(self) -> Path:
        return _corpus_dir() / self.file

    @property
    def threads(self) -> int:
        """Threads in the whole launch."""
        return math.prod(self.grid) * math.prod(self.block)

    def model_tuple(self) -> tuple:
        """``(source, kernel, grid, block, params, defines)`` as
        :func:`warpsmith.model.predict.predict_launches` takes a launch."""
        return (str(self.path), self.kernel, tuple(self.grid), tuple(self.block),
                dict(self.params), dict(self.defines))

    def as_json(self) -> dict:
        """The launch as plain JSON values."""
        return {"file": self.file, "kernel": self.kernel, "grid": list(self.grid),
                "block": list(self.block), "buffers": dict(self.buffers),
                "params": dict(self.params), "defines": dict(self.defines)}


@dataclass(frozen=True)
class Program:
    """One variant of one family at one size: everything needed to run, check and model it.

    ``timed``: indices into ``launches`` of the launches that are timed on the GPU and given
    to the model (all of them, except for the scan where the paper times the first,
    per-block kernel). ``inputs(seed)`` makes the input buffers, ``expected(inputs)`` the
    outputs after the whole program and ``expected_timed(inputs)`` after the timed launches
    alone (each ``{buffer: array}``, compared with the buffer's first ``len(array)``
    elements by :func:`check_outputs`, within ``rtol``/``atol`` as in
    :func:`warpsmith.corpus.compare_outputs`)."""

    family: str
    variant: str
    size: str
    dims: dict
    buffers: tuple[Buffer, ...]
    launches: tuple[KernelLaunch, ...]
    timed: tuple[int, ...]
    make_inputs: Callable[[np.random.Generator, "Program"], dict] = field(repr=False)
    reference: Callable[[dict, "Program"], dict] = field(repr=False)
    reference_timed: Callable[[dict, "Program"], dict] = field(repr=False)
    rtol: float = 0.0
    atol: float = 0.0
    banks: int = 32
    description: str = ""

    @property
    def name(self) -> str:
        return f"{self.family}/{self.variant}"

    def buffer(self, name: str) -> Buffer:
        """The buffer called ``name``."""
        for b in self.buffers:
            if b.name == name:
                return b
        raise KeyError(f"{self.name}: no buffer {name!r}")

    def timed_launches(self) -> list[KernelLaunch]:
        """The launches that are timed and modelled, in order."""
        return [self.launches[i] for i in self.timed]

    def model_launches(self) -> list[tuple]:
        """What the model is given: the timed launches as
        ``(source, kernel, grid, block, params, defines)`` for ``predict_launches``."""
        return [L.model_tuple() for L in self.timed_launches()]

    def inputs(self, seed: int = 0) -> dict:
        """The input buffers (seeded, reproducible)."""
        return self.make_inputs(np.random.default_rng(seed), self)

    def initial_buffers(self, inputs: dict) -> dict:
        """Every buffer of the program before a run: the inputs (copied), zeros elsewhere."""
        out = {}
        for b in self.buffers:
            if b.role == "input":
                arr = np.ascontiguousarray(inputs[b.name], dtype=np.dtype(b.dtype)).reshape(-1)
                if arr.size != b.count:
                    raise ValueError(f"{self.name}: input {b.name} has {arr.size} elements, "
                                     f"not {b.count}")
                out[b.name] = arr.copy()
            else:
                out[b.name] = b.zeros()
        return out

    def expected(self, inputs: dict) -> dict:
        """The checked buffers after the whole program."""
        return self.reference(inputs, self)

    def expected_timed(self, inputs: dict) -> dict:
        """The checked buffers after the timed launches alone."""
        return self.reference_timed(inputs, self)

    def outputs(self) -> list[str]:
        """Names of the output buffers (poisoned before a checked GPU run)."""
        return [b.name for b in self.buffers if b.role == "output"]

    def as_json(self) -> dict:
        """The program's geometry as plain JSON values (no data)."""
        return {"family": self.family, "variant": self.variant, "size": self.size,
                "dims": dict(self.dims), "banks": self.banks,
                "buffers": [{"name": b.name, "dtype": b.dtype, "count": b.count,
                             "role": b.role} for b in self.buffers],
                "launches": [L.as_json() for L in self.launches], "timed": list(self.timed),
                "rtol": self.rtol, "atol": self.atol}


@dataclass(frozen=True)
class VariantDef:
    """One variant of a family: its name (as the report and the figures show it) and the
    function that builds its :class:`Program` at a size."""

    family: str
    name: str
    build: Callable[..., Program] = field(repr=False)
    description: str = ""


# ============================================================================ matrix multiply

def _mm_inputs(rng, p: Program) -> dict:
    M, N, K = p.dims["M"], p.dims["N"], p.dims["K"]
    # integers in [-4, 4]: products <= 16, every partial sum below 2**24 for K <= 2**20
    return {"A": rng.integers(-4, 5, M * K).astype(np.float32),
            "B": rng.integers(-4, 5, K * N).astype(np.float32)}


def _mm_ref(inputs: dict, p: Program) -> dict:
    M, N, K = p.dims["M"], p.dims["N"], p.dims["K"]
    A = np.asarray(inputs["A"], np.float32).reshape(M, K)
    B = np.asarray(inputs["B"], np.float32).reshape(K, N)
    return {"C": (A @ B).astype(np.float32).reshape(-1)}


def _matmul(tile: int | None, size: str, banks: int = 32, dims: dict | None = None) -> Program:
    d = dict(dims or DIMS["matmul"][size])
    M, N, K = d["M"], d["N"], d["K"]
    width = tile or 16
    if M % 16 or K % 16 or N % width:
        raise ValueError(f"matrix multiply {M}x{K} * {K}x{N}: M and K must be multiples of 16 "
                         f"and N of {width} (the kernels have no bounds guards)")
    if tile is None:
        L = KernelLaunch("model/matmul.cu", "matmul_naive", (N // 16, M // 16, 1), (16, 16, 1),
                         {"A": "A", "B": "B", "C": "C"}, {"M": M, "N": N, "K": K})
        name, desc = "naive", "Fig. 4(a): one thread per element of C, A row and B column from global memory"
    else:
        L = KernelLaunch("model/matmul.cu", "matmul_tiled", (N // tile, M // 16, 1), (16, 16, 1),
                         {"A": "A", "B": "B", "C": "C"}, {"M": M, "N": N, "K": K},
                         {"TILE_X": tile})
        name = f"16x{tile}"
        desc = (f"16x{tile} tile of C per block of 16x16 threads, {tile // 16} result(s) per "
                f"thread, A and B tiles in shared memory")
    bufs = (Buffer("A", "float32", M * K, "input"), Buffer("B", "float32", K * N, "input"),
            Buffer("C", "float32", M * N, "output"))
    return Program("matmul", name, size, d, bufs, (L,), (0,), _mm_inputs, _mm_ref, _mm_ref,
                   banks=banks, description=desc)


# ============================================================================ FFT

FFT_ATOL = 2e-5  # relative to the largest magnitude; float32 FFTs of 256 points err ~3e-7


def _fft_inputs(rng, p: Program) -> dict:
    n = p.dims["batch"] * p.dims["points"]
    z = rng.standard_normal(2 * n).astype(np.float32)  # interleaved re, im (float2)
    return {"x": z}


def _fft_ref(inputs: dict, p: Program) -> dict:
    b, n = p.dims["batch"], p.dims["points"]
    x = np.asarray(inputs["x"], np.float32).reshape(b, n, 2)
    z = x[..., 0].astype(np.float64) + 1j * x[..., 1].astype(np.float64)
    f = np.fft.fft(z, axis=1)
    out = np.empty((b, n, 2), np.float32)
    out[..., 0], out[..., 1] = f.real, f.imag
    return {"y": out.reshape(-1)}


def _fft_steps(points: int, radix: int) -> list[int]:
    """The sub-transform lengths Ns = 1, R, R^2, ..., points / R of the Stockham steps."""
    steps, ns = [], 1
    while ns < points:
        steps.append(ns)
        ns *= radix
    if ns != points:
        raise ValueError(f"FFT of {points} points: not a power of the radix {radix}")
    return steps


def _fft(kind: str, radix: int, size: str, banks: int = 32, dims: dict | None = None) -> Program:
    d = dict(dims or DIMS["fft"][size])
    batch, points = d["batch"], d["points"]
    steps = _fft_steps(points, radix)
    defines = {"RADIX": radix, "N_POINTS": points}
    grid, block = (batch, 1, 1), (points // radix, 1, 1)
    bufs = [Buffer("x", "float32", 2 * batch * points, "input"),
            Buffer("y", "float32", 2 * batch * points, "output")]
    if kind == "global":
        # ping-pong so that the last step writes y: step s writes y when an even number of
        # steps follows it, else tmp
        launches, src = [], "x"
        for s, ns in enumerate(steps):
            dst = "y" if (len(steps) - 1 - s) % 2 == 0 else "tmp"
            launches.append(KernelLaunch("model/fft.cu", "fft_global", grid, block,
                                         {"x": src, "y": dst}, {"Ns": ns}, defines))
            src = dst
        if len(steps) > 1:
            bufs.append(Buffer("tmp", "float32", 2 * batch * points, "scratch"))
        desc = f"Fig. 6(a): radix {radix}, {len(steps)} launches (one per step) through global memory"
    else:
        launches = [KernelLaunch("model/fft.cu", "fft_shared", grid, block, {"x": "x", "y": "y"},
                                 {}, defines)]
        desc = f"Fig. 6(b): radix {radix}, one launch, {len(steps)} steps exchanged through shared memory"
    return Program("fft", f"{kind}_r{radix}", size, d, tuple(bufs), tuple(launches),
                   tuple(range(len(launches))), _fft_inputs, _fft_ref, _fft_ref,
                   atol=FFT_ATOL, banks=banks, description=desc)


# ============================================================================ scan

def _scan_inputs(rng, p: Program) -> dict:
    # integers 0..3: a section's and the whole array's sums stay below 2**24 (4M * 3)
    return {"in": rng.integers(0, 4, p.dims["len"]).astype(np.float32)}


def _scan_ref(inputs: dict, p: Program) -> dict:
    x = np.asarray(inputs["in"], np.float32)
    S = p.dims["section"]
    sec = x.reshape(-1, S).astype(np.float64)
    total = np.cumsum(x.astype(np.float64))
    return {"out": (total - x).astype(np.float32), "sums0": sec.sum(axis=1).astype(np.float32)}


def _scan_ref_timed(inputs: dict, p: Program) -> dict:
    """After the per-block kernel alone: each section's exclusive scan (np.cumsum per
    block) and the sections' totals."""
    x = np.asarray(inputs["in"], np.float32)
    S = p.dims["section"]
    sec = x.reshape(-1, S).astype(np.float64)
    excl = np.cumsum(sec, axis=1) - sec
    return {"out": excl.astype(np.float32).reshape(-1),
            "sums0": sec.sum(axis=1).astype(np.float32)}


def scan_levels(length: int, section: int) -> list[int]:
    """Lengths scanned at each level of the hierarchical scan: the data, then its block
    sums padded with zeros to a multiple of ``section``, ... down to one block."""
    if length <= 0 or length % section:
        raise ValueError(f"scan of {length} elements: must be a positive multiple of the "
                         f"section ({section} elements; the kernels have no bounds guards)")
    levels = [length]
    while levels[-1] > section:
        nb = levels[-1] // section
        levels.append(-(-nb // section) * section)
    return levels


def _scan(kind: str, block: int, size: str, banks: int = 32, dims: dict | None = None) -> Program:
    S = 2 * block
    d = dict(dims or DIMS["scan"][size])
    if "len" not in d:
        d["len"] = d["sections"] * S
    d["section"], d["block"] = S, block
    n = d["len"]
    levels = scan_levels(n, S)
    kernel = _SCAN_KERNEL[kind]
    defines = {"BLOCK_SIZE": block}
    if kind.endswith("_Bank"):
        defines["NUM_BANKS"] = banks
    file = "model/scan.cu"
    bufs = [Buffer("in", "float32", n, "input"), Buffer("out", "float32", n, "output")]
    launches = []
    outs = ["out"]
    src = "in"
    for lvl, length in enumerate(levels):
        nb = length // S
        nxt = levels[lvl + 1] if lvl + 1 < len(levels) else nb
        sums = f"sums{lvl}"
        # zero-filled: its padding is the next level's input beyond the real sums
        bufs.append(Buffer(sums, "float32", nxt, "scratch"))
        launches.append(KernelLaunch(file, kernel, (nb, 1, 1), (block, 1, 1),
                                     {"in": src, "out": outs[lvl], "sums": sums}, {}, defines))
        if lvl + 1 < len(levels):
            o = f"out{lvl + 1}"
            bufs.append(Buffer(o, "float32", nxt, "scratch"))
            outs.append(o)
            src = sums
    for lvl in range(len(levels) - 2, -1, -1):
        launches.append(KernelLaunch(file, "scan_add", (levels[lvl] // S, 1, 1), (block, 1, 1),
                                     {"out": outs[lvl], "offsets": outs[lvl + 1]}, {},
                                     {"BLOCK_SIZE": block}))
    desc = (f"{kind}, {block} threads per block ({S} elements per block); the per-block "
            f"kernel {kernel} is timed, {len(launches) - 1} more launch(es) complete the scan")
    return Program("scan", f"{kind}/{block}", size, d, tuple(bufs), tuple(launches), (0,),
                   _scan_inputs, _scan_ref, _scan_ref_timed, banks=banks, description=desc)


# ============================================================================ registry

def _defs() -> list[VariantDef]:
    out = [VariantDef("matmul", "naive", lambda size, banks=32, dims=None:
                      _matmul(None, size, banks, dims), "Fig. 4(a)")]
    for t in MATMUL_TILES:
        out.append(VariantDef("matmul", f"16x{t}", lambda size, banks=32, dims=None, t=t:
                              _matmul(t, size, banks, dims), f"tiled 16x{t}"))
    for kind in ("global", "shared"):
        for r in FFT_RADICES:
            out.append(VariantDef("fft", f"{kind}_r{r}",
                                  lambda size, banks=32, dims=None, kind=kind, r=r:
                                  _fft(kind, r, size, banks, dims),
                                  f"Fig. 6({'a' if kind == 'global' else 'b'}), radix {r}"))
    for kind in SCAN_KINDS:
        for b in SCAN_BLOCKS:
            out.append(VariantDef("scan", f"{kind}/{b}",
                                  lambda size, banks=32, dims=None, kind=kind, b=b:
                                  _scan(kind, b, size, banks, dims), f"{kind}, block {b}"))
    return out


_DEFS = _defs()


def variants(family: str | None = None) -> list[VariantDef]:
    """Every variant (of ``family`` when given), in the order of the paper's figures."""
    if family is not None and family not in FAMILIES:
        raise KeyError(f"no family {family!r} (families: {', '.join(FAMILIES)})")
    return [v for v in _DEFS if family is None or v.family == family]


def variant(family: str, name: str) -> VariantDef:
    """The variant ``name`` of ``family``."""
    for v in variants(family):
        if v.name == name:
            return v
    names = ", ".join(v.name for v in variants(family))
    raise KeyError(f"no variant {name!r} in family {family} (variants: {names})")


def program(family: str, name: str, size: str = "ci", *, banks: int = 32,
            dims: dict | None = None) -> Program:
    """The :class:`Program` of a variant at ``size`` (``"ci"`` or ``"paper"``).

    ``banks``: the target's shared-memory bank count, used by the scan's bank-padded
    variants (32 on sm_90; 16 for the paper's GeForce 8800). ``dims`` overrides the
    size's problem dimensions (tests)."""
    if size not in SIZES:
        raise ValueError(f"size must be one of {SIZES}, not {size!r}")
    return variant(family, name).build(size, banks=banks, dims=dims)


def programs(size: str = "ci", family: str | None = None, *, banks: int = 32) -> list[Program]:
    """Every variant's program at ``size``."""
    return [v.build(size, banks=banks) for v in variants(family)]


# ============================================================================ running

def launch_arguments(launch: KernelLaunch, buffers: dict) -> dict:
    """The argument dict of one launch (kernel parameter name -> array or int32 scalar),
    from the program's ``buffers`` (name -> array)."""
    args = {}
    for param, buf in launch.buffers.items():
        if buf not in buffers:
            raise KeyError(f"{launch.kernel}: no buffer {buf!r} for parameter {param!r}")
        args[param] = buffers[buf]
    for param, value in launch.params.items():
        args[param] = np.int32(value)
    return args


def simulate_program(prog: Program, inputs: dict, *, only_timed: bool = False,
                     modules: dict | None = None) -> dict:
    """Run ``prog`` (all launches, or the timed ones) on the CPU simulator; returns every
    buffer after the run. ``modules`` caches the read files by (file, defines)."""
    from warpsmith.backends.simulator import simulate
    from warpsmith.frontend import read_module

    cache = modules if modules is not None else {}
    bufs = prog.initial_buffers(inputs)
    todo = prog.timed_launches() if only_timed else list(prog.launches)
    for L in todo:
        key = (L.file, tuple(sorted(L.defines.items())))
        if key not in cache:
            cache[key] = read_module(L.path, dialect="cuda", defines=dict(L.defines))
        res = simulate(cache[key], L.kernel, L.grid, L.block, launch_arguments(L, bufs))
        for param, buf in L.buffers.items():
            bufs[buf] = res.outputs[param]
    return bufs


def check_outputs(prog: Program, got: dict, want: dict) -> list[str]:
    """Mismatch messages (empty when every expected buffer agrees): each expected array
    against the first ``len`` elements of the buffer of that name, within the program's
    tolerances."""
    from . import compare_outputs

    trimmed = {}
    for name, w in want.items():
        g = np.asarray(got[name]).reshape(-1)
        w = np.asarray(w).reshape(-1)
        if g.size < w.size:
            return [f"{name}: {g.size} elements, expected at least {w.size}"]
        trimmed[name] = g[:w.size]
    return compare_outputs(trimmed, {k: np.asarray(v).reshape(-1) for k, v in want.items()},
                           list(want), prog.rtol, prog.atol)
