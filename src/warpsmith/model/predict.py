"""Predicted execution time of a kernel launch: the analytical model of paper 000, end to end.

:func:`predict_kernel` reads the kernel, builds its weighted PDG
(:mod:`warpsmith.analysis.pdg`), resolves the thread-dependent conditions
(:mod:`warpsmith.model.predict_resolve`: symbolic evaluation, replay or bounds), costs every
memory access (sectors, bank conflicts, the launch's footprint), builds the string model
(:mod:`warpsmith.model.string_model`), and runs the per-warp latency algorithm for the warps
resident on an SM, wave after wave of blocks on the busiest SM:

    time = sum over the waves of  max(N_wave x issue cycles per warp + exposed waits per warp,
                                      one warp's critical path)
           (at least the blocks' dispatch time) + the launch overhead

at the device's timing clock, ``N_wave`` the resident warps of the wave (from
:mod:`warpsmith.hw.occupancy`; the last wave may be partial). Registers per thread come
from the compiler passed in (``compiler``: ``backends.cuda_compile.local_compiler()``, NVRTC)
for GPUs of compute capability 7 and newer, else from an estimate (the prediction says
which, in ``resources``). The model imports no backend and no frontend: it takes a Module,
and the compiler and the block replay (``replay``: ``backends.block_replay.run_block``) are
arguments; ``warpsmith.pipeline_predict`` wires them for a file.
:func:`predict_launches` sums the launches of a program. Fields a description lacks
(launch overhead, block dispatch rate, L1 size) are left out with a note, never guessed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

import numpy as np

from ..ir.errors import LaunchError, WarpsmithError
from ..ir import nodes as N
from ..ir.types import AddressSpace, ScalarType
from . import string_model as SM
from .predict_resolve import MODES, Resolver, footprints, request_bytes, shared_cycles

BOTTLENECKS = ("memory bandwidth", "memory latency", "issue", "shared memory",
               "synchronization", "occupancy")
#: mechanisms :func:`predict_kernel` can turn off (``ablate``), each a section of
#: docs/model.md: the barrier as a blocking point with a block-size-dependent latency
#: ("barrier": instead its latency shared out as issue cycles of the block's warps), the
#: data pipe beside the issue ("pipe": shared wavefronts serialized with the issue, as on
#: the G80), the one-wave critical path ("critical-path"), L1 reuse of global loads and L1
#: wavefronts ("l1"), the launch overhead ("launch"), SASS-derived builtin costs ("sass"),
#: thread-dependent ``if`` bodies that the compiled SASS shows if-converted, issued by
#: every warp ("predication", rule 10), the wait of a wave's warps for their first loads
#: ("fill", rule 18), the split requests of divergent constant-memory loads ("constant",
#: rule 19).
ABLATIONS = ("barrier", "pipe", "critical-path", "l1", "launch", "sass", "predication",
             "icache", "clamp", "unroll", "hoist", "fill", "constant", "chunks", "datatrips")
#: mechanisms that are off unless ``enable`` names them: judged on held-out data and not
#: kept there (docs/model.md: rule 20 worsened the fourth frozen suite's MdAPE)
OFF_BY_DEFAULT = ("chunks",)


class ModelError(WarpsmithError):
    """The model cannot predict this launch (a kernel that cannot run, a missing value)."""

    category = "model error"


@dataclass
class Prediction:
    """One launch's prediction. ``bounds``: (low, high) ms with unknown conditions weighted 0
    and 1 (equal to ``predicted_ms`` when every condition was resolved); ``terms``: per-SM
    cycles of the busiest wave by cause; ``resources``: registers, shared memory, spills,
    occupancy and where they came from; ``notes``: approximations used."""

    kernel: str
    device: str
    predicted_ms: float
    bottleneck: str
    string_model: str
    tokens: list
    cc: float
    cs: float
    cr: float
    n_warps: int
    nbc_avg: float
    bounds: tuple
    warp_latency_cycles: float
    terms: dict = field(default_factory=dict)
    resources: dict = field(default_factory=dict)
    methods: dict = field(default_factory=dict)
    notes: list = field(default_factory=list)
    cycles: float = 0.0
    launch_ms: float = 0.0  # the launch overhead included in predicted_ms
    critical_path_cycles: float = 0.0  # one warp's latency with nothing hiding it

    def as_json(self) -> dict:
        """The issue's JSON object (finite numbers; NBC_avg without blocking tokens is null)."""
        return {"kernel": self.kernel, "device": self.device,
                "predicted_ms": _r(self.predicted_ms), "bottleneck": self.bottleneck,
                "string_model": self.string_model, "cc": _r(self.cc), "cs": _r(self.cs),
                "cr": _r(self.cr), "n_warps": int(self.n_warps), "nbc_avg": _r(self.nbc_avg),
                "bounds": [_r(self.bounds[0]), _r(self.bounds[1])]}

    def details_json(self) -> dict:
        """Everything: the issue's keys plus tokens, terms, resources, methods and notes."""
        return {**self.as_json(), "tokens": self.tokens, "warp_latency_cycles":
                _r(self.warp_latency_cycles), "critical_path_cycles":
                _r(self.critical_path_cycles), "launch_ms": _r(self.launch_ms),
                "terms": {k: _r(v) for k, v in self.terms.items()},
                "resources": self.resources, "methods": self.methods, "notes": self.notes}


def _r(x):
    if x is None or not math.isfinite(float(x)):
        return None
    return round(float(x), 6)


# ----------------------------------------------------------------------------- inputs


def _device(device):
    from ..hw.descriptions import Device, load_device

    if isinstance(device, Device):
        return device
    try:
        return load_device(str(device))
    except KeyError as err:
        raise ModelError(str(err).strip("'\"")) from None


def _kernel(module, kernel) -> N.Function:
    """Kernel ``kernel`` (its name, as the module has it, or the Function) of ``module``."""
    if not isinstance(module, N.Module):
        raise ModelError(f"the model predicts a Module, not {type(module).__name__} (read a file "
                         "with warpsmith.frontend.read_module or use warpsmith.pipeline_predict)")
    if isinstance(kernel, N.Function):
        return kernel
    for f in module.functions:
        if f.name == kernel and f.is_kernel:
            return f
    names = ", ".join(k.name for k in module.kernels) or "none"
    raise LaunchError(f"no kernel '{kernel}' in {module.file} (kernels: {names})",
                      N.SourceLoc(module.file, 0, 0))


def _params(fn: N.Function, params: dict | None) -> dict:
    known = {p.name: p for p in fn.params}
    out = {}
    for k, v in (params or {}).items():
        p = known.get(k)
        if p is None:
            raise LaunchError(f"kernel {fn.name} has no parameter {k} (parameters: "
                              f"{', '.join(known) or 'none'})", fn.loc)
        if isinstance(p.type, ScalarType) and p.type.is_integer:
            try:
                out[k] = int(v)
            except (TypeError, ValueError):
                raise LaunchError(f"parameter {k} of kernel {fn.name} is an integer; "
                                  f"got {v!r}", fn.loc) from None
    return out


# ----------------------------------------------------------------------------- resources


def _sass_notes(pdg, dev, ops, notes: list, compiler):
    """Say which builtins / divisions were costed by their compiled SASS, or why they count
    one instruction (docs/model.md, instruction counting rule 8)."""
    from .predict_sass import op_cost

    if pdg.expanded:
        notes.append("SASS fast-path instructions (compiled for " + dev.arch + "): " + ", ".join(
            f"{k} {op_cost(dev.arch, k, compiler):g}" for k in sorted(pdg.expanded)))
        return
    if ops is not None and compiler is not None or not _has_expanding(pdg):
        return  # derived, and nothing here expands (e.g. divisors constant once unrolled)
    notes.append("math builtins and divisions by a variable count one instruction "
                 f"({dev.key}: " + ("not sm_70+: " if dev.cc_major < 7 else "no compiler: ")
                 + "no SASS cost derived)")


def _has_expanding(pdg) -> bool:
    from ..ir.builtins import BUILTINS
    from ..ir.visit import walk

    for n in walk(pdg.fn.body):
        if isinstance(n, N.Call) and getattr(BUILTINS.get(n.name), "kind", "") == "math":
            return True
        if isinstance(n, N.Binary) and n.op in ("/", "%") and not isinstance(n.rhs, N.Const):
            return True
    return False



def resources(module: N.Module, fn: N.Function, device, registers: int | None = None,
              compiler=None) -> dict:
    """Registers per thread, static shared bytes, spill bytes and their source: ``compiler``
    (a :class:`~warpsmith.hw.compiled.KernelCompiler`) for compute capability 7+ when
    given, else an estimate (module doc)."""
    shared = _static_shared(module, fn)
    out = {"registers": registers, "shared_static_bytes": shared, "spill_load_bytes": 0,
           "spill_store_bytes": 0, "local_bytes": 0, "registers_source": "given"}
    if registers is not None:
        return out
    if device.cc_major >= 7:
        try:
            if compiler is not None:
                rep = compiler.kernel(module, fn, device.arch)
                out.update(registers=rep.registers, shared_static_bytes=rep.shared_static_bytes,
                           spill_load_bytes=rep.spill_load_bytes,
                           spill_store_bytes=rep.spill_store_bytes, local_bytes=rep.local_bytes,
                           registers_source=f"{rep.compiler} ({device.arch})")
                return out
        except WarpsmithError as err:
            out["compile_error"] = err.message.splitlines()[0]
    out["registers"] = _estimate_registers(fn, device)
    out["registers_source"] = "estimate"
    return out


def _fit_registers(res: dict, device, threads: int, dynamic_shared: int) -> None:
    """An estimated register count that would keep a block from running is capped at the
    largest that lets one block fit (what the compiler does by limiting or spilling)."""
    from ..hw.occupancy import occupancy

    if res.get("registers_source") != "estimate":
        return
    regs = int(res["registers"])
    while regs > 1 and occupancy(device, regs, int(res["shared_static_bytes"]), threads,
                                 dynamic_shared).active_blocks_per_sm < 1:
        regs -= 1
    if regs != res["registers"]:
        res["registers_estimated"] = res["registers"]
        res["registers"] = regs
        res["registers_source"] = "estimate (capped so that a block fits)"


def _static_shared(module: N.Module, fn: N.Function) -> int:
    from ..ir.visit import walk

    total = 0
    for n in walk(fn.body):
        if isinstance(n, N.Decl) and n.space == AddressSpace.SHARED and not n.extern:
            total += int(n.type.size)
    for g in module.globals:
        if g.space == AddressSpace.SHARED and not g.extern:
            total += int(g.type.size)
    return total


def _estimate_registers(fn: N.Function, device) -> int:
    """A rough register count without a compiler: 8 (indices, addresses) plus the private
    scalars and private array elements of the kernel (each 4 bytes one register)."""
    from ..ir.visit import walk

    regs = 8
    for n in walk(fn.body):
        if isinstance(n, N.Decl) and n.space == AddressSpace.PRIVATE:
            regs += max(1, int(getattr(n.type, "size", 4) or 4) // 4)
    return int(min(regs, device.max_registers_per_thread))


# ----------------------------------------------------------------------------- prediction


def predict_kernel(module: N.Module, kernel, grid, block, *, params: dict | None = None,
                   device="h100", mode: str = "auto",
                   registers: int | None = None, dynamic_shared: int = 0,
                   args: dict | None = None, ablate=(), compiler=None,
                   replay=None, enable=()) -> Prediction:
    """Predict one launch (module doc). ``module``: the IR Module; ``kernel``: the name of
    one of its kernels (or the Function); ``params``: integer scalar arguments by name (trip
    counts and conditions use them); ``mode``: auto, symbolic, replay or bounds;
    ``registers``: override the register count; ``args``: real buffers for the replay of a
    block (default: buffers sized from the access ranges); ``enable``: mechanisms of
    :data:`OFF_BY_DEFAULT` to turn on; ``ablate``: mechanisms of
    docs/model.md to turn off, for evaluating them (names in :data:`ABLATIONS`; e.g.
    ``benchmarks/model_heldout.py`` compares with all of them off). ``compiler``: a
    :class:`~warpsmith.hw.compiled.KernelCompiler` (``backends.cuda_compile.local_compiler()``)
    for the resources, the SASS costs, if-conversion and the code size; None: estimated and
    left out, as without a CUDA compiler. ``replay``: the block runner
    (``backends.block_replay.run_block``); None: no replay (bounds where symbolic evaluation
    does not apply)."""
    from ..analysis.pdg import build_pdg
    from ..ir.launch import dim3
    from ..hw.descriptions import timing_of
    from ..hw.occupancy import occupancy

    if mode not in MODES:
        raise ModelError(f"mode {mode!r}: choose one of {', '.join(MODES)}")
    ablate = frozenset(ablate or ())
    if ablate - set(ABLATIONS):
        raise ModelError(f"cannot turn off {', '.join(sorted(ablate - set(ABLATIONS)))}: the "
                         f"mechanisms are {', '.join(ABLATIONS)}")
    enable = frozenset(enable or ())
    if enable - set(OFF_BY_DEFAULT):
        raise ModelError(f"cannot turn on {', '.join(sorted(enable - set(OFF_BY_DEFAULT)))}: "
                         f"the mechanisms off by default are {', '.join(OFF_BY_DEFAULT)}")
    ablate = ablate | (frozenset(OFF_BY_DEFAULT) - enable)
    dev = _device(device)
    tm = timing_of(dev)
    fn = _kernel(module, kernel)
    grid, block = dim3(grid), dim3(block)
    vals = _params(fn, params)
    threads = int(np.prod(block))
    if threads > dev.max_threads_per_block:
        raise LaunchError(f"block of {threads} threads: {dev.name} allows at most "
                          f"{dev.max_threads_per_block}")
    res = resources(module, fn, dev, registers, compiler)
    _fit_registers(res, dev, threads, dynamic_shared)
    occ = occupancy(dev, int(res["registers"]), int(res["shared_static_bytes"]), threads,
                    dynamic_shared)
    if occ.active_blocks_per_sm < 1:
        raise ModelError(f"kernel {fn.name} cannot run on {dev.name} with block {list(block)}: "
                         f"{occ.limiting} ({res['registers']} registers, "
                         f"{res['shared_static_bytes']} bytes of shared memory)", fn.loc)
    res.update(active_blocks_per_sm=occ.active_blocks_per_sm, limiting=occ.limiting,
               occupancy=round(occ.occupancy, 4))
    # a barrier's latency is a blocking point of Table 1 (string_model.warp_latency), not part
    # of a segment's dependence chain
    from .predict_sass import cost_function

    ops = cost_function(dev.arch, compiler) if dev.cc_major >= 7 and "sass" not in ablate \
        else None
    pdg = build_pdg(module, fn, grid, block, vals, latency={
        "alu": tm.pipeline_latency_cycles, "shared": tm.shared_latency_cycles,
        "barrier": tm.barrier_cycles if "barrier" in ablate else 0.0, "ops": ops})
    notes = list(pdg.notes)
    if "clamp" not in ablate:
        from .predict_clamp import relax_clamped

        relax_clamped(pdg, notes)
    _sass_notes(pdg, dev, ops, notes, compiler)
    replay_cache: dict = {}
    runner = replay

    def replay():
        if "r" not in replay_cache:
            replay_cache["r"] = _replay(module, fn, grid, block, vals, dev, args, pdg, runner)
        return replay_cache["r"]

    resolver = Resolver(pdg, dev, mode, occ.active_blocks_per_sm,
                        replay if mode in ("auto", "replay") else None)
    resolutions = resolver.run()
    notes += resolver.notes
    if args is not None and mode in ("auto", "replay") and "datatrips" not in ablate and any(
            r.trip is not None and not r.trip.exact for r in pdg.loops):
        from .predict_trips import replayed_trips

        rep = replay()
        if rep is not None:
            replayed_trips(pdg, rep, notes)
    wpb = -(-threads // dev.warp_size)
    modern = dev.cc_major >= 7
    l1 = _l1_context(dev, tm, res, occ.active_blocks_per_sm, dynamic_shared, notes) \
        if modern and "l1" not in ablate else None
    prm = SM.Params(tm.issue_cycles_per_warp_instruction, tm.pipeline_latency_cycles,
                    tm.global_latency_cycles, tm.l2_latency_cycles if dev.l2_bytes else None,
                    tm.shared_latency_cycles, tm.shared_cycles_per_wavefront, tm.barrier_cycles,
                    tm.sustained_bandwidth_bytes_per_s / dev.sm_count / tm.clock_hz,
                    (tm.l2_bandwidth_bytes_per_s / dev.sm_count / tm.clock_hz)
                    if (tm.l2_bandwidth_bytes_per_s and dev.l2_bytes) else None, tm.clock_hz,
                    wpb, barrier_latency=tm.barrier_latency(wpb),
                    warp_issue=tm.issue_cycles_per_warp_instruction * (
                        (dev.sub_partitions or 1) if modern else 1),
                    separate_pipe=modern and "pipe" not in ablate,
                    barrier_serialized="barrier" in ablate,
                    l1_latency=(tm.l1_latency_cycles if l1 is not None else None))
    if tm.barrier_base_cycles is None or tm.barrier_cycles_per_warp is None:
        if dev.cc_major >= 2:
            notes.append("barrier latency: barrier_cycles for every block size (the description "
                         "has no barrier_base_cycles / barrier_cycles_per_warp)")
    costs = _memory(pdg, dev, resolutions, replay if mode in ("auto", "replay") else None,
                    notes, real_data=args is not None)
    if modern and "predication" not in ablate:
        _if_conversion(module, fn, dev, tm, pdg, costs, notes, compiler)
    if modern and "unroll" not in ablate:
        from .predict_unroll import compiler_unroll

        costs.unroll = compiler_unroll(module, fn, pdg, dev.arch, compiler, notes)
    costs.hoist_loads = modern and "hoist" not in ablate
    if "constant" not in ablate:
        from .predict_constant import constant_extra

        costs.constant_extra = constant_extra(
            pdg, tm, replay if mode in ("auto", "replay") else None, notes)
    shape = _code_shape(module, fn, dev, notes, compiler) if modern and "icache" not in ablate \
        else None
    out = {}
    cache: dict = {}
    sizes = _array_bytes(args)  # what the caller's data says (None without it)
    reuse = _block_reuse(pdg, replay_cache.get("r")) if args is not None else None
    unresolved = any(r.method == "bounds" for r in resolutions.values())
    # low and high are read only when a predicate is left to bounds: otherwise the
    # prediction is the point's alone, and building them (three times the string model,
    # traffic and time) would change nothing but the time taken
    for bound in ("point", "low", "high") if unresolved else ("point",):
        mem = _traffic(pdg, dev, resolutions, costs, bound, l1, occ.active_blocks_per_sm,
                       cache, notes, sizes, reuse,
                       timing=tm if modern and "chunks" not in ablate else None)
        _spills(pdg, res, mem, dev)
        root = SM.build(pdg, resolutions, mem, bound)
        out[bound] = _time(root, prm, mem, dev, grid, occ.active_blocks_per_sm, wpb,
                           "critical-path" not in ablate, shape, "fill" not in ablate)
        out[bound]["root"] = root
    launch_ms = _launch_ms(tm, notes) if "launch" not in ablate else 0.0
    dispatch_ms = _dispatch_ms(tm, int(np.prod(grid)), notes) if "launch" not in ablate else 0.0
    for bound in out:
        if dispatch_ms > out[bound]["ms"]:
            out[bound]["terms"]["dispatch"] = dispatch_ms
        out[bound]["ms"] = max(out[bound]["ms"], dispatch_ms) + launch_ms
    pt = out["point"]
    low = min(out["low"]["ms"], pt["ms"]) if unresolved else pt["ms"]
    high = max(out["high"]["ms"], pt["ms"]) if unresolved else pt["ms"]
    root = pt["root"]
    cc, cs, cr = _coefficients(root, resolutions, prm)
    methods = {}
    for p in pdg.predicates:
        r = resolutions[id(p)]
        methods[f"line {p.loc.line}: {p.text}"] = r.method
    return Prediction(
        kernel=fn.name, device=dev.key, predicted_ms=pt["ms"],
        bottleneck=_bottleneck(pt["terms"], occ, dev, grid, pt["n_warps"]),
        string_model=SM.render(root), tokens=SM.tokens_json(root), cc=cc, cs=cs, cr=cr,
        n_warps=int(pt["n_warps"]), nbc_avg=pt["lat"].nbc_avg, bounds=(low, high),
        warp_latency_cycles=pt["lat"].clock, terms=pt["terms"], resources=res,
        methods=methods, notes=notes, cycles=pt["cycles"], launch_ms=launch_ms,
        critical_path_cycles=pt["cp"].clock)


def predict_launches(launches, *, device="h100", mode: str = "auto", ablate: tuple = (),
                     compiler=None, replay=None) -> list[Prediction]:
    """Predictions of a program's launches, each ``(module, kernel, grid, block, params)``
    (a Module and the name of one of its kernels, as :func:`predict_kernel` takes them);
    the program's time is the sum of their ``predicted_ms``. The launches are queued back
    to back: the first pays ``launch_overhead_s``, the others ``launch_interval_s`` (the
    device's calibrated fields, when it has them). ``compiler``, ``replay``: as for
    :func:`predict_kernel`."""
    from ..hw.descriptions import timing_of

    out = []
    for item in launches:
        module, kernel, grid, block, params = (tuple(item) + (None,))[:5]
        out.append(predict_kernel(module, kernel, grid, block, params=params, device=device,
                                  mode=mode, ablate=ablate, compiler=compiler, replay=replay))
    # launches queued back to back: the first pays the launch overhead, each further one
    # the interval between back-to-back launches (when calibrated)
    if len(out) > 1:
        tm = timing_of(_device(device))
        if tm.launch_interval_s is not None and tm.launch_overhead_s is not None:
            for p in out[1:]:
                new = tm.launch_interval_s * 1e3
                delta = new - p.launch_ms
                p.predicted_ms += delta
                p.bounds = (p.bounds[0] + delta, p.bounds[1] + delta)
                p.launch_ms = new
                p.notes.append("launch overhead: a launch queued behind another pays "
                               "launch_interval_s, not launch_overhead_s")
    return out


# ----------------------------------------------------------------------------- memory


def dynamic_requests(root: SM.Group) -> dict:
    """id(access) -> requests per warp (loop trips times weights) of a string model's tree:
    what the traffic and the L1 reuse weigh each access by."""
    out: dict = {}
    for t, m in SM._walk(root):
        if t.access is not None and t.kind in ("M", "Mbar", "A"):
            out[id(t.access)] = out.get(id(t.access), 0.0) + m * t.weight
    return out


def _if_conversion(module, fn, dev, tm, pdg, mem: SM.MemoryCosts, notes: list,
                   compiler) -> None:
    """Which thread-dependent ``if`` bodies every warp issues (docs/model.md, rule 10): read
    from the kernel's SASS by :mod:`warpsmith.model.predict_branches` onto ``mem``, with
    the cost of a shared access of a warp with no active lane (one wavefront); a note says
    which and how, or why they are all taken as branched around."""
    ifs = [p for p in pdg.predicates if p.kind == "if" and p.dims]
    if not ifs:
        return
    from .predict_branches import derive

    got, why = derive(module, fn, dev.arch, compiler)
    if got is None:
        notes.append(f"thread-dependent ifs taken as branched around (a warp with no active "
                     f"lane skips the body): if-conversion not read from the SASS ({why})")
        return
    by_key = {d.key: d for d in got if d.fn == fn.name}  # the PDG's ifs are the kernel's
    mem.if_converted = {k: d.converted for k, d in by_key.items()}
    mem.empty_shared_cycles = float(tm.shared_cycles_per_wavefront)
    groups: dict = {"if-converted (every warp issues the body)": [],
                    "branched around": [], "no instruction of their own (branched)": []}
    for p in ifs:
        d = by_key.get((p.loc.line, p.loc.col))
        name = ("no instruction of their own (branched)" if d is None else
                "if-converted (every warp issues the body)" if d.converted else
                "branched around")
        groups[name].append(p.loc.line)
    parts = [f"{k}: line{'s' if len(v) > 1 else ''} {', '.join(map(str, sorted(set(v))))}"
             for k, v in groups.items() if v]
    notes.append(f"thread-dependent ifs read from the SASS compiled for {dev.arch} (NVRTC "
                 "-lineinfo; a body under a conditional branch or exit from the if's line is "
                 "branched around, else predicated): " + "; ".join(parts))


def _memory(pdg, dev, resolutions, replay, notes, real_data: bool = False
            ) -> SM.MemoryCosts:
    """Bytes per global request and shared cycles per request of every access; ``replay``
    (a function giving the replayed block, or None) fills in what the forms cannot;
    ``real_data``: it replays the caller's arguments (else buffers of ones, which make up
    the addresses computed from loaded values: noted)."""
    from .predict_resolve import reads_loaded_index, replay_shared, sweeps_data_span

    mem = SM.MemoryCosts()
    unknown, swept, made_up = [], [], []
    for a in pdg.accesses:
        if a.space == "global":
            rep = replay() if (replay is not None and (
                a.offset is None or not a.offset.is_affine)) else None
            b, known = request_bytes(pdg, a, dev, rep)
            mem.request_bytes[id(a)] = b
            if known and rep is not None and not real_data and reads_loaded_index(a):
                made_up.append(f"{a.array} (line {a.loc.line})")
            if not known and sweeps_data_span(a):
                swept.append(f"{a.array} (line {a.loc.line})")
            elif not known:
                why = f": {a.reason}" if a.reason else ""
                unknown.append(f"{a.array} (line {a.loc.line}{why})")
        elif a.space == "shared" and a.kind != "atomic":
            c = shared_cycles(pdg, a, dev)
            if c is None and replay is not None:
                c = replay_shared(replay(), a, dev)
            if c is not None:
                mem.shared_cycles[id(a)] = c
    if unknown:
        notes.append("global accesses with an unknown pattern, assumed one sector per lane: "
                     + ", ".join(unknown))
    if made_up:
        notes.append("addresses read from memory, priced from a replay on buffers of ones "
                     "(every lane reading the same element; pass the kernel's arguments for "
                     "their real pattern): " + ", ".join(made_up))
    if swept:
        notes.append("loads sweeping a loop's data-read span, assumed read once by as many "
                     "consecutive lanes as the loop's step: " + ", ".join(swept))
    return mem


def _l1_context(dev, tm, res: dict, blocks_per_sm: int, dynamic_shared: int,
                notes: list) -> dict | None:
    """What the L1 reuse model needs (predict_cache), or None without a unified L1 size in
    the description (then every requested sector goes to L2, noted)."""
    from .predict_cache import l1_capacity

    cap = l1_capacity(dev, blocks_per_sm, int(res["shared_static_bytes"]) + int(dynamic_shared))
    if cap is None:
        notes.append(f"L1 reuse not modelled: {dev.key} has no l1_shared_bytes_per_sm")
        return None
    if tm.l1_latency_cycles is None:
        notes.append("L1 hits: the description has no l1_latency_cycles; a hit waits the L2 "
                     "latency")
    return {"capacity": cap}


def _array_bytes(args: dict | None) -> dict | None:
    """Bytes of each array argument of the caller's (None without arguments)."""
    if not args:
        return None
    return {k: int(np.asarray(v).nbytes) for k, v in args.items() if np.ndim(v)}


def _block_reuse(pdg, rep) -> dict | None:
    """Per array with an address read from memory: the distinct sectors the replayed block
    touched over the sectors its requests asked for (the block's own reuse of the data it
    gathers), from a replay of the caller's arguments; None without one."""
    from .predict_resolve import reads_loaded_index

    sectors = getattr(rep, "global_sectors", None)
    if not sectors:
        return None
    sums: dict = {}
    for a in pdg.accesses:
        if a.space != "global" or not reads_loaded_index(a):
            continue
        got = sectors.get((a.loc.line, a.loc.col, "store" if a.kind == "store" else "load"))
        if got and got[0]:
            req, distinct = sums.get(a.array, (0, 0))
            sums[a.array] = (req + got[0], distinct + got[1])
    return {k: d / r for k, (r, d) in sums.items() if r} or None


def _traffic(pdg, dev, resolutions, mem: SM.MemoryCosts, bound: str, l1: dict | None = None,
             blocks_per_sm: int = 1, cache: dict | None = None,
             notes: list | None = None, array_bytes: dict | None = None,
             reuse: dict | None = None, timing=None) -> SM.MemoryCosts:
    """``mem`` with the launch's L2 and DRAM bytes per warp under ``bound``: the requested
    sectors less the L1 hits (sm_70+, ``l1``), and DRAM bytes by the L2 rule of
    :mod:`warpsmith.model.predict_cache` (an array's unique bytes at most its size, where
    the caller's arguments give it, and an array gathered through loaded addresses at the
    replayed block's own reuse, ``reuse``: array -> distinct over requested sectors); the
    L1 data-pipe cycles of every global request; with ``timing`` (sm_70+), the DRAM
    efficiency of the loads' chunks (:func:`_dram_efficiency`)."""
    import dataclasses

    from .predict_cache import l1_reuse, wave_dram_bytes

    cache = {} if cache is None else cache
    root = SM.build(pdg, resolutions, mem, bound)
    dyn = dynamic_requests(root)
    wpb = -(-pdg.threads_per_block // int(dev.warp_size))
    nblocks = int(np.prod(pdg.grid))
    warps = nblocks * wpb
    unique, total = footprints(pdg, dyn, mem.request_bytes, dev, array_bytes=array_bytes,
                               reuse=reuse)
    out = dataclasses.replace(mem, l2_bytes_per_warp=total / warps, pipe_cycles={})
    if l1 is not None:
        if "l1" not in cache:
            glob = [a for a in pdg.accesses if a.space == "global" and a.kind != "atomic"]
            miss, lines, l1notes = l1_reuse(pdg, glob, dyn, blocks_per_sm, l1["capacity"],
                                             dev)
            cache["l1"] = (miss, lines)
            if notes is not None:
                notes.extend(l1notes)
        miss, lines = cache["l1"]
        req_load = hit_load = l2 = 0.0
        for a in pdg.accesses:
            if a.space != "global" or id(a) not in dyn:
                continue
            b = dyn[id(a)] * mem.request_bytes.get(id(a), 0.0)
            if a.kind == "load":
                m = miss.get(id(a), 1.0)
                req_load += b
                hit_load += b * (1.0 - m)
                l2 += b * m
            else:
                l2 += b
            out.pipe_cycles[id(a)] = lines.get(id(a), max(
                1.0, mem.request_bytes.get(id(a), 0.0) / float(dev.cache_line_bytes))) \
                * dev.shared_cycles_per_wavefront
        out.l2_bytes_per_warp = l2
        out.l1_hit_fraction = hit_load / req_load if req_load else 0.0
        total = l2 * warps
    if timing is not None:
        out.dram_efficiency = _dram_efficiency(pdg, dev, timing, dyn, mem, cache,
                                               cache.get("l1", ({}, {}))[0], notes)
    if dev.l2_bytes:
        dram = min(unique, total)
        if unique > dev.l2_bytes and total > unique:
            wave = blocks_per_sm * dev.sm_count
            if "wave" not in cache:
                cache["wave"] = footprints(pdg, dyn, mem.request_bytes, dev, wave,
                                           array_bytes=array_bytes, reuse=reuse)[0]
            dram = wave_dram_bytes(unique, cache["wave"], nblocks / wave, dev.l2_bytes, total)
        out.dram_bytes_per_warp = dram / warps
        out.hit_fraction = 1.0 - (dram / total) if total else 0.0
    else:
        out.dram_bytes_per_warp = total / warps
    return out


def _dram_efficiency(pdg, dev, tm, dyn: dict, mem: SM.MemoryCosts, cache: dict,
                     miss: dict, notes: list | None = None) -> float:
    """The fraction of the coalesced DRAM bandwidth the launch's traffic reaches (docs/model.md
    rule 20): each global load's bytes beyond L1 (``miss``) at the efficiency of its chunks
    (``Timing.dram_efficiency`` of ``predict_cache.dram_chunk_bytes``), stores and loads
    whose addresses are not affine at 1 (L2 gathers scattered stores into lines before they
    are written back; an unknown load's chunks are not guessed): the harmonic mean weighted
    by bytes."""
    from .predict_cache import access_chunks

    if not tm.has_dram_chunks:
        _note(notes, f"DRAM chunks: the {tm.device} description has no dram_chunk_efficiency "
                     "fields; scattered loads are priced at the coalesced bandwidth")
        return 1.0
    if "chunks" not in cache:
        glob = [a for a in pdg.accesses if a.space == "global" and a.kind == "load"]
        cache["chunks"] = access_chunks(pdg, glob, dyn, dev, _issue_windows(pdg, glob, mem))
    chunks = cache["chunks"]
    num = den = 0.0
    worst = None
    for a in pdg.accesses:
        if a.space != "global" or id(a) not in dyn:
            continue
        w = dyn[id(a)] * mem.request_bytes.get(id(a), 0.0)
        e = 1.0
        if a.kind == "load":
            w *= miss.get(id(a), 1.0)
            if id(a) in chunks:
                e = tm.dram_efficiency(chunks[id(a)])
                if e < 0.95 and (worst is None or w / e > worst[0]):
                    worst = (w / e, a, chunks[id(a)], e)
        num += w
        den += w / e
    eff = num / den if den > 0 else 1.0
    if worst is not None and eff < 0.95:
        _w, a, chunk, e = worst
        _note(notes, f"DRAM chunks: {a.array} (line {a.loc.line}) reaches DRAM in chunks of "
                     f"{chunk:.0f} contiguous bytes, at {e:.2f} of the coalesced bandwidth; "
                     f"the launch's DRAM traffic at {eff:.2f} (docs/model.md rule 20)")
    return eff


def _issue_windows(pdg, loads: list, mem: SM.MemoryCosts) -> dict:
    """``id(access) ->`` the iterations of its innermost loop whose global loads are issued
    together, as the string model batches them (``string_model._batch_loads``): a loop the
    PDG unrolls, all its iterations; one the compiler unrolls by ``U`` (rule 14), ``U``; a
    rolled loop or one holding a branching operation (rule 9), 1. At most 32, the
    iterations ``predict_cache.block_addresses`` evaluates."""
    regions = {id(r.loop): r for r in pdg.loops if getattr(r, "loop", None) is not None}
    out = {}
    for a in loads:
        r = regions.get(id(a.loops[-1])) if a.loops else None
        if r is None or r.branchy:
            continue
        w = r.weight if r.unrolled else mem.unroll.get(id(r), 1)
        out[id(a)] = int(min(32, max(1, round(w))))
    return out


def _note(notes: list | None, text: str) -> None:
    """Append ``text`` to ``notes`` once (the traffic is priced once per bound)."""
    if notes is not None and text not in notes:
        notes.append(text)


def _spills(pdg, res: dict, mem: SM.MemoryCosts, dev) -> None:
    """Register spills as local-memory requests: the compiler's static spill instructions
    (4 bytes each) times the ratio of dynamic to static instructions of the kernel; a
    request moves one 4-byte register of each lane of a warp of ``dev``."""
    ld, st = res.get("spill_load_bytes", 0) or 0, res.get("spill_store_bytes", 0) or 0
    if not (ld or st):
        return
    static = sum(s.instructions for s in pdg.statements()) or 1.0
    ratio = max(1.0, pdg.instructions() / static)
    mem.spill_loads = ld / 4 * ratio
    mem.spill_stores = st / 4 * ratio
    mem.spill_bytes_per_request = 4.0 * int(dev.warp_size)
    mem.l2_bytes_per_warp += (mem.spill_loads + mem.spill_stores) * mem.spill_bytes_per_request


# ----------------------------------------------------------------------------- time


def _time(root, prm, mem, dev, grid, blocks_per_sm: int, wpb: int,
          critical: bool = True, shape=None, fill: bool = True) -> dict:
    """Cycles of the busiest SM: per wave of ``N`` resident warps, the larger of the
    throughput time ``N x (issue cycles per warp) + (exposed waits per warp)`` and the
    critical path of one warp (:func:`string_model.critical_path`), the throughput's exposed
    wait being at least the wave's wait for its first loads (rule 18,
    :func:`string_model.wave_fill_wait`), each plus the warp's instruction-fetch wait (rule 11: ``shape``, the kernel's compiled code, looked up in
    the description's measured stall table at the wave's warps per scheduler)."""
    nblocks = int(np.prod(grid))
    per_sm = -(-nblocks // dev.sm_count)
    full, rem = divmod(per_sm, blocks_per_sm)
    waves = [(blocks_per_sm, full)] + ([(rem, 1)] if rem else [])
    total = 0.0
    first = None
    for b, count in waves:
        if not count:
            continue
        n = b * wpb
        eq1 = SM.assign_costs(root, prm, mem, n)
        lat = SM.warp_latency(root, prm, mem, n)
        cp = SM.critical_path(root, prm, mem)
        fetch = _fetch(dev, shape, n, first_wave=len(waves) == 1 and count == 1)
        thr = n * lat.issue + lat.wait + fetch
        cyc = max(thr, cp.clock + fetch) if critical else thr
        if fill:  # rule 18: the warps of a wave start together and wait together
            wait = SM.wave_fill_wait(root, prm, mem, n)
            cyc = max(cyc, thr + max(0.0, wait - lat.wait))
        total += count * cyc
        if first is None:
            t = SM.terms(root, prm, lat)
            terms = {k: (v if k in ("latency", "sync") else n * v) for k, v in t.items()}
            terms["critical_path"] = cp.clock
            terms["throughput"] = thr
            if fill:
                terms["fill"] = wait
            if fetch:
                terms["fetch"] = fetch
            first = {"lat": lat, "n_warps": n, "terms": terms, "eq1": eq1, "cp": cp}
    SM.assign_costs(root, prm, mem, first["n_warps"])
    return {"ms": total / prm.clock_hz * 1e3, "cycles": total, **first}


def _code_shape(module, fn, dev, notes: list, compiler):
    """The kernel's compiled code (model/icache.py) where the description has a measured
    instruction-fetch table, else None with a note saying why the term is left out."""
    from . import icache

    if icache.table_of(dev) is None:
        notes.append(f"instruction fetch: not modelled ({dev.key} has no measured stall table)")
        return None
    shape = icache.kernel_code_shape(module, fn, dev.arch, compiler)
    if shape is None:
        notes.append("instruction fetch: not modelled (no CUDA compiler to size the code)")
        return None
    notes.append(f"instruction fetch: {shape.fast_path or shape.instructions} SASS instructions "
                 f"on the hot path ({dev.arch}), stalls from the measured table")
    return shape


def _fetch(dev, shape, n_warps: int, first_wave: bool) -> float:
    """One warp's instruction-fetch wait (cycles) in a wave of ``n_warps`` per SM."""
    if shape is None:
        return 0.0
    from . import icache

    w = icache.warps_per_scheduler(dev, n_warps)
    return icache.fetch_wait_cycles(dev, shape, w, first_wave=first_wave)


def _dispatch_ms(tm, nblocks: int, notes: list) -> float:
    """The time the GPU takes to dispatch ``nblocks`` blocks (``block_dispatch_s`` each, the
    calibrated rate of empty blocks), a floor under the kernel's time; 0 with a note when
    the description does not have the field."""
    if tm.block_dispatch_s is None:
        notes.append("block dispatch rate omitted: the description has no block_dispatch_s")
        return 0.0
    return nblocks * tm.block_dispatch_s * 1e3


def _launch_ms(tm, notes: list) -> float:
    """The launch overhead in ms (``launch_overhead_s``), or 0 with a note when the device's
    description does not have it (never a number nobody measured)."""
    if tm.launch_overhead_s is None:
        notes.append("launch overhead omitted: the description has no launch_overhead_s "
                     "(calibrate_runner.py measures it)")
        return 0.0
    return tm.launch_overhead_s * 1e3


def _bottleneck(terms: dict, occ, dev, grid, n_warps: int) -> str:
    """The largest term of the busiest wave (see docs/model.md for the mapping). When the
    data pipe, not the issue, bounds the throughput (its cycles beyond the issue are
    positive), the pipe's whole cycles stand for it: shared memory, or memory bandwidth when
    global requests' L1 wavefronts are most of them."""
    if terms.get("dispatch"):
        return "occupancy"  # blocks too short for the GPU to dispatch them fast enough
    if terms.get("critical_path", 0.0) > terms.get("throughput", math.inf):
        # one warp's own latency, not the SM's throughput, sets the wave's time: too few
        # warps in flight to hide it
        return "occupancy"
    names = {"bandwidth": "memory bandwidth", "latency": "memory latency", "issue": "issue",
             "shared": "shared memory", "sync": "synchronization", "exposed": "occupancy"}
    cand = {k: terms.get(k, 0.0) for k in names}
    psh, pgl = terms.get("pipe_shared", 0.0), terms.get("pipe_global", 0.0)
    if psh + pgl > terms.get("issue", 0.0) + terms.get("exposed", 0.0):
        pipe = psh + pgl
        cand["issue"] = 0.0
        key = "shared" if psh >= pgl else "bandwidth"
        cand[key] = max(cand[key], pipe)
    key = max(cand, key=lambda k: cand[k])
    label = names[key]
    low_occ = n_warps < dev.max_warps_per_sm / 2 and (
        occ.limiting != "threads" or int(np.prod(grid)) < dev.sm_count)
    if key == "latency" and low_occ:
        label = "occupancy"
    return label


def _coefficients(root, resolutions, prm) -> tuple[float, float, float]:
    """Kernel-level cc, cs, cr: for the thread-dependent conditions resolved with steps,
    their weights averaged by executions; cs the average bank-conflict cycles of a shared
    request (its wavefronts' cycles: on sm_70+ the data pipe's, which the issue may hide;
    on 1.x the token's cost, as the paper's Table 3); cr the ratio of compute cycles with
    exposed latency to those without."""
    ccs = [r.cc for r in resolutions.values() if r.cc is not None and r.method in
           ("symbolic", "replay")]
    cc = float(np.mean(ccs)) if ccs else 1.0
    s_cyc = s_req = c_cyc = c_exp = 0.0
    for t, m in SM._walk(root):
        if t.kind in ("S", "Sbar"):
            s_cyc += m * (t.pipe if prm.separate_pipe else t.cost)
            s_req += m
        elif t.kind == "C":
            c_cyc += m * (t.cost - t.exposed)
            c_exp += m * t.exposed
    cs = s_cyc / s_req if s_req else 0.0
    cr = (c_cyc + c_exp) / c_cyc if c_cyc else 1.0
    return cc, cs, cr


# ----------------------------------------------------------------------------- replay


#: loop iterations (the simulator's steps: one per iteration of a warp's lockstep group) a
#: replay of one block on made-up buffers may run before the model gives it up and resolves
#: its conditions by bounds: 32 warps x 4096 iterations is 131072; loops the replay samples
#: stop after a few. A replay of the caller's data keeps the simulator's default.
MADE_UP_REPLAY_STEPS = 1_000_000


def _replay(module, fn, grid, block, params, dev, args, pdg, runner):
    """Replay block 0 with ``runner`` on ``args``, or on buffers sized from the access
    ranges (filled with ones) when none are given; None when it cannot run or no runner
    was given."""
    from .symbolic import replay_block

    if runner is None:
        return None
    try:
        sizes = _buffer_bytes(pdg) if args is None else None
        # on made-up buffers (all ones) a loop driven by the data may never end (a chain of
        # next[p] that points at itself): such a replay is given up after a number of loop
        # iterations (not seconds: the same outcome on every machine)
        extra = {"max_steps": MADE_UP_REPLAY_STEPS} if args is None else {}
        return replay_block(module, fn.name, grid, block, args, dev, runner,
                            buffer_bytes=sizes, params=params, **extra)
    except WarpsmithError:
        return None
    except (MemoryError, ValueError):
        return None


def _buffer_bytes(pdg) -> dict:
    """Bytes each global array of the kernel needs for a replay without real data: the
    largest end of its accesses' spans; 16 MiB for an array with a non-affine index."""
    from .predict_resolve import _span

    need: dict = {}
    unknown: set = set()
    for a in pdg.accesses:
        if a.space != "global":
            continue
        sp = _span(pdg, a)
        if sp is None:
            unknown.add(a.array)  # a non-affine index: at least the default size below
        else:
            need[a.array] = max(need.get(a.array, 0), sp[1])
    for name in unknown:
        need[name] = max(need.get(name, 0), 1 << 24)
    return need


__all__ = ["Prediction", "ModelError", "predict_kernel", "predict_launches", "resources",
           "dynamic_requests", "BOTTLENECKS", "ABLATIONS"]
