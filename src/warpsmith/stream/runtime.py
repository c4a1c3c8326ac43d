"""Running the GPU mappings: on the simulator (the paper mapping with ``syncthreads``
barriers, checked for races) or on a CUDA GPU through CuPy, and checking them against the
sequential C backend.

Both mappings compute the steady states after the initialization schedule; the host (the
C backend) supplies what that schedule produced (its outputs, the carries, the filter fields
``init`` computed), as the paper's loader does.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from ..backends.cuda_compile import compile_cuda
from ..backends.simulator import simulate
from ..frontend import read_module
from ..ir.verify import verify
from .backend_c import DTYPE, CRun
from .graph import Graph
from .lower import STEP_BOUND
from .mapping import MapParams, NaiveMapping, PaperMapping, carry_array
from .schedule import Schedule


@dataclass
class Prepared:
    """A graph, its schedule and the host's initialization results for some input."""

    g: Graph
    s: Schedule
    host: CRun  # run of the C program with dump (fields, carries, init outputs)


def groups(n_steady: int, W: int) -> int:
    """Groups of W executions covering ``n_steady`` steady states."""
    return -(-n_steady // W)


def words(a: np.ndarray) -> np.ndarray:
    """Items as int32 words (floats bit-cast)."""
    a = np.ascontiguousarray(a)
    return a.view(np.int32) if a.dtype == np.float32 else a.astype(np.int32)


def items(w: np.ndarray, t: str) -> np.ndarray:
    """int32 words back to items of type ``t``."""
    w = np.ascontiguousarray(w, dtype=np.int32)
    return w.view(np.float32) if t == "float" else w


def paper_ir(m: PaperMapping):
    """The paper mapping's kernel read into warpsmith's IR (and verified). warpsmith's
    frontend refuses inline PTX, so the ``named``/``warp`` variants and ``cp.async`` loads
    are read as their ``syncthreads``/plain-load twin (the same code but for the barriers'
    and the loads' instructions; the same barriers are elided, so the race checker tests
    their placement; it knows block barriers only, so ``__syncwarp`` runs as
    ``__syncthreads``)."""
    if m.p.sync != "syncthreads" or m.p.copy != "plain":
        m = PaperMapping(m.g, m.s, m.fields, m.p.twin(sync="syncthreads", copy="plain"), m.layout)
    return verify(read_module(f"{m.g.path}.paper.cu", text=m.source(), dialect="cuda"))


def run_paper_sim(pr: Prepared, inputs: np.ndarray, n_steady: int, params: MapParams,
                  blocks: int = 2) -> np.ndarray:
    """The paper mapping (``syncthreads`` barriers) on the simulator; the full output
    stream (initialization outputs first)."""
    params = params.twin(sync="syncthreads", copy="plain")
    m = PaperMapping(pr.g, pr.s, pr.host.fields, params)
    module = paper_ir(m)
    ng = groups(n_steady, params.W)
    gpb = -(-ng // blocks)
    out = np.zeros(max(n_steady * m.out_w, 1), dtype=np.int32)
    args = {"IN": words(inputs.astype(DTYPE[pr.g.input_type])), "OUT": out,
            "CARRY": carry_array(m, pr.host.carry), "n_in": len(inputs),
            "n_steady": n_steady, "groups_per_block": gpb, "n_groups": ng,
            "W_arg": params.W, "S_arg": params.S}
    r = simulate(module, m.KERNEL, (blocks, 1, 1), (m.threads, 1, 1), args,
                 dynamic_shared=4 * m.shared_words, max_steps=STEP_BOUND)
    got = items(np.asarray(r.outputs["OUT"])[:n_steady * m.out_w], pr.g.output_type)
    return np.concatenate([pr.host.output[:pr.host.init_outputs], got])


def compile_paper(m: PaperMapping, arch: str = "sm_90"):
    """NVRTC compile report of the paper mapping's kernel."""
    return compile_cuda(m.source(), m.KERNEL, arch, filename="stream_paper.cu")


def compile_naive(nm: NaiveMapping, arch: str = "sm_90") -> dict:
    """Compile the naive mapping's kernels (one NVRTC run); ptxas' report per kernel."""
    from ..backends.cuda_compile import parse_ptxas_info

    ops = nm.ops()
    rep = compile_cuda(nm.source(), f"naive_{ops[0].name}", arch, filename="stream_naive.cu")
    info = parse_ptxas_info(rep.log)
    missing = [n.name for n in ops if f"naive_{n.name}" not in info]
    if missing:
        raise RuntimeError(f"kernels missing from the compiled module: {missing}")
    return {k: v for k, v in info.items()}


# --------------------------------------------------------------------------- CuPy


def resident_blocks(device, smem: int, threads: int) -> int:
    """Blocks of ``threads`` threads and ``smem`` bytes of shared memory one SM of
    ``device`` holds at once (shared memory, threads and the block limit; registers are
    left to the occupancy query of :meth:`CupyPaper.config`)."""
    by_smem = device.shared_per_sm // (smem + device.reserved_shared_per_block)
    by_threads = device.max_threads_per_sm // max(threads, 1)
    return max(1, min(by_smem, by_threads, device.max_blocks_per_sm))


def paper_for(pr: Prepared, params: MapParams, device) -> PaperMapping:
    """The paper mapping :class:`CupyPaper` compiles for ``device``: launch bounds asking
    ptxas for as many resident blocks as shared memory and threads allow."""
    probe = PaperMapping(pr.g, pr.s, pr.host.fields, params)
    per_sm = resident_blocks(device, 4 * probe.shared_words, probe.threads)
    want = probe.registers_wanted()
    if want:  # register-held channels: leave them their registers rather than spill
        regs = getattr(device, "registers_per_sm", 65536)
        per_sm = max(1, min(per_sm, regs // (probe.max_threads * min(255, want))))
    cache = getattr(device, "constant_cache_bytes_per_sm", None)
    if params.const_cap and cache and probe.divergent_constant_bytes() > cache:
        # tables read at data-dependent indexes beyond the constant cache: each further
        # block's warps, at other operators, read other tables (DES: 3.4 ms with one block of 17 warps per SM, 8.4 ms with 32
        # warps, 14 ms with three blocks of 17; docs/stream.md)
        per_sm = 1
    return PaperMapping(pr.g, pr.s, pr.host.fields, params, probe.layout, min_blocks=per_sm)


def precompile(sources: list, workers: int = 8) -> list:
    """Compile CUDA sources into CuPy's kernel cache in parallel (NVRTC runs without the
    GIL), so later :class:`CupyPaper` constructions find them compiled; each source's
    error text or None."""
    import cupy as cp
    from concurrent.futures import ThreadPoolExecutor

    def one(src):
        try:
            cp.RawModule(code=src, options=("--std=c++17",)).get_function(PaperMapping.KERNEL)
            return None
        except Exception as ex:  # noqa: BLE001 - reported per source, the others go on
            return f"{type(ex).__name__}: {ex}"[:400]

    with ThreadPoolExecutor(max_workers=workers) as pool:
        return list(pool.map(one, sources))


def _load(cp, m: PaperMapping):
    return cp.RawModule(code=m.source(), options=("--std=c++17",)).get_function(m.KERNEL)


def _local_bytes(fn) -> int:
    try:
        return int(fn.local_size_bytes)
    except Exception:  # noqa: BLE001 - a CuPy without the attribute: no spill known
        return 0


def spills_overflow(fn, m: PaperMapping, device) -> bool:
    """Whether the compiled kernel's local memory (register spills), over the threads of
    the blocks an SM holds, overflows the L1 that their shared memory leaves (the spills
    then go to L2: DES's inlined 16 rounds spilled 4.7 KB per thread)."""
    local = _local_bytes(fn)
    if not local:
        return False
    smem = 4 * m.shared_words
    l1 = getattr(device, "l1_shared_bytes_per_sm", device.shared_per_sm)
    left = max(0, l1 - m.min_blocks * (smem + device.reserved_shared_per_block))
    return m.min_blocks * m.threads * local > left


def refuse_paper(run, device, naive_seconds: float | None = None,
                 paper_seconds: float | None = None):
    """Why the paper mapping should not run (a :class:`~warpsmith.transform.variant.Refusal`)
    or None: its kernel (``run``, a :class:`CupyPaper`, inlined or not) still spills more
    local memory than the L1 its blocks leave (every firing's values then go through L2,
    which is what made DES slower than the naive mapping), or a tuning run measured the
    naive mapping faster than the best paper mapping."""
    from ..transform.variant import Refusal

    if spills_overflow(run.fn, run.m, device):
        return Refusal("paper mapping", f"the kernel spills {_local_bytes(run.fn)} bytes per "
                       f"thread ({run.m.threads} threads x {run.m.min_blocks} blocks per SM), "
                       "more than the L1 its shared memory leaves")
    if naive_seconds is not None and paper_seconds is not None and naive_seconds < paper_seconds:
        return Refusal("paper mapping", f"the naive mapping measured faster ({naive_seconds:.3g} "
                       f"s against {paper_seconds:.3g} s)")
    return None


class CupyPaper:
    """The paper mapping loaded on the GPU: call :meth:`launch` (timed by the caller)."""

    def __init__(self, pr: Prepared, params: MapParams, inputs: np.ndarray, n_steady: int,
                 device, d_in=None):
        import cupy as cp

        self.cp = cp
        self.m = paper_for(pr, params, device)
        self.pr, self.n = pr, n_steady
        self.fn = _load(cp, self.m)
        self.inline_note = None
        m2 = None
        if params.inline == "auto" and spills_overflow(self.fn, self.m, device):
            m2 = paper_for(pr, params.twin(inline=False), device)
        optin = getattr(device, "shared_per_block_optin", None) or device.shared_per_sm
        if m2 is not None and 4 * m2.shared_words > optin:
            # not inlined, no channel stays in registers: the larger working set may not fit
            self.inline_note = "not inlined: its working set does not fit one block"
        elif m2 is not None:
            fn2 = _load(cp, m2)
            a, b = _local_bytes(self.fn), _local_bytes(fn2)
            self.inline_note = f"inlined: {a} B local per thread; not inlined: {b} B"
            if b < a:
                self.m, self.fn = m2, fn2
        self.per_sm = self.m.min_blocks
        self.smem = 4 * self.m.shared_words
        self.fn.max_dynamic_shared_size_bytes = self.smem
        self.ng = groups(n_steady, params.W)
        try:  # registers may hold fewer blocks than ptxas was asked for: one wave only
            from cupy.cuda import driver
            occ = int(driver.occupancyMaxActiveBlocksPerMultiprocessor(
                self.fn.ptr, self.m.threads, self.smem))
            self.per_sm = max(1, min(self.per_sm, occ))
        except Exception:  # noqa: BLE001 - no occupancy query in this CuPy: the estimate
            pass
        self.blocks = max(1, min(self.ng, device.sm_count * self.per_sm))
        self.gpb = -(-self.ng // self.blocks)
        if self.m.warm and self.gpb < 4 * self.m.warm:  # keep the warm-up a small share
            self.gpb = min(self.ng, 4 * self.m.warm)
        self.blocks = -(-self.ng // self.gpb)
        # d_in: the input's int32 words already on the device (shared by several mappings)
        self.d_in = d_in if d_in is not None else cp.asarray(
            words(inputs.astype(DTYPE[pr.g.input_type])))
        self.d_out = cp.zeros(max(n_steady * self.m.out_w, 1), dtype=cp.int32)
        self.d_carry = cp.asarray(carry_array(self.m, pr.host.carry))

    def launch(self):
        """One launch over all steady states."""
        cp = self.cp
        self.fn((self.blocks,), (self.m.threads,),
                (self.d_in, self.d_out, self.d_carry, cp.int64(len(self.d_in)),
                 cp.int64(self.n), cp.int32(self.gpb), cp.int32(self.ng),
                 cp.int32(self.m.p.W), cp.int32(self.m.p.S)),
                shared_mem=self.smem)

    def config(self) -> dict:
        """The launch's shape and the compiled kernel's resources (what steers tuning)."""
        out = {"blocks": self.blocks, "threads": self.m.threads, "shared_bytes": self.smem,
               "groups_per_block": self.gpb, "blocks_per_sm": self.per_sm,
               "launch_bounds": self.m.max_threads, "warm_groups": self.m.warm,
               "barriers_per_group": self.m.compute_phase()[1],
               "inline_resolved": bool(self.m.p.inline), "inline_note": self.inline_note}
        for key in ("num_regs", "local_size_bytes", "max_threads_per_block"):
            try:
                out[key] = int(getattr(self.fn, key))
            except Exception:  # noqa: BLE001 - an attribute this CuPy lacks: left out
                pass
        try:
            from cupy.cuda import driver
            out["occupancy_blocks_per_sm"] = int(driver.occupancyMaxActiveBlocksPerMultiprocessor(
                self.fn.ptr, self.m.threads, self.smem))
        except Exception as ex:  # noqa: BLE001 - recorded: the estimate stands
            out["occupancy_error"] = f"{type(ex).__name__}: {ex}"[:200]
        out["resident_blocks_per_sm"] = self.per_sm
        return out

    def output(self) -> np.ndarray:
        """Full output stream (initialization outputs first)."""
        got = items(self.cp.asnumpy(self.d_out)[:self.n * self.m.out_w], self.pr.g.output_type)
        return np.concatenate([self.pr.host.output[:self.pr.host.init_outputs], got])

    def bytes_moved(self) -> int:
        """Global bytes the kernel must read and write (inputs once, outputs once)."""
        return 4 * (self.n * (self.m.n_in + self.m.out_w))


def tune(pr: Prepared, inputs: np.ndarray, n_steady: int, device, configs: list,
         reps: int = 3) -> tuple:
    """The short tuning run, the chooser beyond Section VI: each of ``configs`` (see
    :func:`.heuristics.candidates`) compiled (in parallel), run once, checked against the
    first one's output on the device, timed as the median of ``reps`` launches (CUDA
    events); then F in {32, 64, 128, 256} at the winner. (fastest MapParams, rows)."""
    import cupy as cp

    precompile([paper_for(pr, c, device).source() for c in configs])
    d_in = cp.asarray(words(inputs.astype(DTYPE[pr.g.input_type])))
    ref, rows = {}, []

    def one(cfg):
        try:
            r = CupyPaper(pr, cfg, inputs, n_steady, device, d_in)
            r.launch()
            ok = _same_device(cp, r.d_out, ref.setdefault("out", r.d_out), pr.g.output_type)
            rows.append({**cfg.as_json(), "seconds": median_seconds(cp, r.launch, reps),
                         "correct": ok})
        except Exception as ex:  # noqa: BLE001 - a configuration that fails is recorded
            rows.append({**cfg.as_json(), "error": f"{type(ex).__name__}: {ex}"[:300]})

    for cfg in configs:
        one(cfg)
    good = [r for r in rows if r.get("correct")]
    if not good:
        raise RuntimeError(f"no configuration ran correctly: {rows[:3]}")
    b = min(good, key=lambda r: r["seconds"])
    for F in (32, 64, 128, 256):
        if F != b["F"] and b["W"] * b["S"] + F <= 1024:
            one(MapParams(**{**{k: b[k] for k in MapParams(1, 1, 1).as_json()}, "F": F}))
    b = min((r for r in rows if r.get("correct")), key=lambda r: r["seconds"])
    return MapParams(**{k: b[k] for k in MapParams(1, 1, 1).as_json()}), rows


def median_seconds(cp, launch, reps: int) -> float:
    """Median over ``reps`` of one ``launch()`` between two CUDA events, in seconds."""
    times = []
    for _ in range(reps):
        a, b = cp.cuda.Event(), cp.cuda.Event()
        a.record()
        launch()
        b.record()
        b.synchronize()
        times.append(cp.cuda.get_elapsed_time(a, b) * 1e-3)
    return float(np.median(times))


def _same_device(cp, a, b, t: str) -> bool:
    if a.shape != b.shape:
        return False
    if t == "int":
        return bool(cp.array_equal(a, b))
    return bool(cp.allclose(a.view(cp.float32), b.view(cp.float32), rtol=1e-3, atol=1e-3))


class CupyNaive:
    """The naive mapping loaded on the GPU."""

    def __init__(self, pr: Prepared, inputs: np.ndarray, n_steady: int, block: int = 256,
                 d_in=None):
        import cupy as cp

        self.cp, self.pr, self.n, self.block = cp, pr, n_steady, block
        self.nm = NaiveMapping(pr.g, pr.s, pr.host.fields, n_steady)
        mod = cp.RawModule(code=self.nm.source(), options=("--std=c++17",))
        self.fns = [(mod.get_function(f"naive_{n.name}"), n.id) for n in self.nm.ops()]
        self.d_in = d_in if d_in is not None else cp.asarray(
            words(inputs.astype(DTYPE[pr.g.input_type])))
        out_w = pr.s.output_per_steady(pr.g)
        self.out_w = out_w
        self.d_out = cp.zeros(max(n_steady * out_w, 1), dtype=cp.int32)
        self.d_g = cp.zeros(self.nm.words, dtype=cp.int32)
        for off, w in self.nm.carry_image(pr.host.carry):
            self.d_g[off:off + len(w)] = cp.asarray(w)

    def launch(self):
        """One launch per operator, in schedule order."""
        cp = self.cp
        for fn, nid in self.fns:
            nf = self.n * self.pr.s.rep[nid]
            fn((-(-nf // self.block),), (self.block,),
               (self.d_in, self.d_out, self.d_g, cp.int64(nf)))

    def output(self) -> np.ndarray:
        """Full output stream (initialization outputs first)."""
        got = items(self.cp.asnumpy(self.d_out)[:self.n * self.out_w], self.pr.g.output_type)
        return np.concatenate([self.pr.host.output[:self.pr.host.init_outputs], got])


def run_naive_sim(pr: Prepared, inputs: np.ndarray, n_steady: int, block: int = 64) -> np.ndarray:
    """The naive mapping's kernels, one after the other, on the simulator."""
    nm = NaiveMapping(pr.g, pr.s, pr.host.fields, n_steady)
    module = verify(read_module(f"{pr.g.path}.naive.cu", text=nm.source(), dialect="cuda"))
    out_w = pr.s.output_per_steady(pr.g)
    G = np.zeros(nm.words, dtype=np.int32)
    for off, w in nm.carry_image(pr.host.carry):
        G[off:off + len(w)] = w
    OUT = np.zeros(max(n_steady * out_w, 1), dtype=np.int32)
    IN = words(inputs.astype(DTYPE[pr.g.input_type]))
    for n in nm.ops():
        nf = n_steady * pr.s.rep[n.id]
        r = simulate(module, f"naive_{n.name}", (-(-nf // block), 1, 1), (block, 1, 1),
                     {"IN": IN, "OUT": OUT, "G": G, "nf": nf}, max_steps=STEP_BOUND)
        OUT, G = np.asarray(r.outputs["OUT"]), np.asarray(r.outputs["G"])
    got = items(OUT[:n_steady * out_w], pr.g.output_type)
    return np.concatenate([pr.host.output[:pr.host.init_outputs], got])
