"""Choosing a thread-coarsening configuration without running (issue 5, part 6).

The advisor coarsens the kernel with every legal (factor, dimension, stride) and describes
each candidate by *static features*, relative to the original kernel at the same launch and
computed from the code, the launch geometry and the compiler, never from a run:

* ``log2_factor``, ``log2_stride``.
* ``log2_waves``: log2 of the candidate's waves: its threads over the threads the H100
  holds at once (132 SMs times the resident blocks per SM that the occupancy arithmetic of
  :mod:`warpsmith.hw.occupancy` allows with the candidate's registers from NVRTC for
  sm_90, times the block size). ``log2_waves_original``: the same for the original, the
  parallelism there is to spare (the H100's root split in the trees of part 5).
* ``log2_warps_per_sm``: the warps each SM has in flight, the smaller of what it holds and
  what the launch gives it: below about 32 the latency the copies do not hide is lost.
* ``occupancy``: resident threads per SM, candidate over original (registers grow with F).
* ``load_requests``: global load requests per original work-item (each access weighted by
  how often a thread runs it), candidate over original. A statement that does not depend
  on the coarsened dimension is not replicated, so its loads are saved.
* ``global_sectors``: 32-byte sectors per request of all global loads and stores per
  original work-item, candidate over original (what the load/store units and L1 see).
* ``global_footprint``: the same, but for loads the distinct sectors a warp touches over
  all its copies: L1 keeps what one copy brought in for the next, so a transpose
  coarsened along x with stride 1 reads whole sectors although every request is spread;
  stores are written through, request by request.
* ``shared_wavefronts``: shared-memory wavefronts per original work-item, candidate over
  original, with the bank rule (stride 1 spreads a local index over more banks: reduce,
  dwtHaar1D).
* ``ops``: IR operations per original work-item, candidate over original, and ``sass``:
  SASS instructions of the compiled candidate per original work-item over the original's
  (static counts from NVRTC's cubin; index arithmetic that is uniform is done once for F
  work-items).
* ``barriers``: barriers per original work-item, candidate over original (a barrier is
  kept once: 1/F for a kernel with barriers).
* ``region_frac``: the share of statements inside divergent regions, which are replicated
  whole (the paper's "branches" counter: spmv, mvCoal, stencil).

The lane model (:meth:`KernelModel.lane_costs`). For every affine access of the original
kernel (early exits lifted, as the transformation does), the access analysis gives its
byte offset as a linear form of the local and group indices, and
:func:`replication_dims` tells along which dimensions the transformation copies the
statement that makes it. For a candidate, each lane of the first warps of a representative
block of the coarsened launch is mapped back, copy by copy, to the original work-item it
stands for (Eq. 3 of the paper, on local ids in the group-preserving scheme, on global ids
in the global one; padded lanes of a guarded variant stand for none), and the requests,
the distinct sectors (global) or wavefronts (shared) are counted with the simulator's
rules: the paper's Fig. 7 for any block shape, stride and dimension. For the launches of
``tests/test_coarsen_advisor.py`` it gives exactly the counts of the simulator's trace of
the coarsened kernel. When the kernel does not use its work-groups (its local size is
free, and the exploration tunes it), the original and each candidate are costed at their
best power-of-two block shape (:meth:`KernelModel.block_shapes`). An access whose offset
is not affine keeps its sectors per request.

A model fitted on the H100 exploration (``benchmarks/coarsen_advisor_fit.py`` writes
``tune/data/coarsen_advisor.json``: an ensemble of regression trees stored as arrays,
evaluated here without scikit-learn) predicts each candidate's speedup; the advisor takes
the best and keeps the original (factor 1) unless the best is predicted the model's
``margin`` faster, so that a wrong guess costs little. Without a fitted model it uses the
paper's findings as rules (:func:`predict_rules`).
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

import numpy as np

from ..ir import nodes as N
from ..ir.builtins import BUILTINS
from ..ir.visit import children, walk
from ..ir.launch import Launch, dim3
from ..transform.coarsen import FACTORS, STRIDES, coarsen, coarsening, lift_exits
from ..transform.variant import Refusal, Variant

FEATURES = ("log2_factor", "log2_stride", "log2_waves", "log2_waves_original",
            "log2_warps_per_sm", "occupancy",
            "load_requests", "global_sectors", "global_footprint", "shared_wavefronts", "ops",
            "sass", "barriers", "region_frac")
MODEL_PATH = Path(__file__).resolve().parent / "data" / "coarsen_advisor.json"
DEVICE = "h100-sxm"  # hw/data/h100-sxm.toml: 132 SMs, 2048 threads per SM
ARCH = "sm_90"
MARGIN = 1.03  # a candidate must be predicted this much faster than the original
UNKNOWN_SECTORS = 16.0  # a non-affine global access: half-way between coalesced and scattered
LOOP_WEIGHT = 8  # static operation count: a loop body counts this many times per loop level
SAMPLE_WARPS = 8  # warps of the representative block the lane model looks at, at most
COMPILE_MAX_FACTOR = 8  # NVRTC compiles candidates up to this factor; beyond, extrapolated


@dataclass
class Advice:
    """The advisor's choice and why."""

    factor: int
    dim: int
    stride: int
    predicted_speedup: float
    features: dict = field(default_factory=dict)
    model: str = "rules"
    considered: int = 0
    ranking: list = field(default_factory=list)  # (predicted, factor, dim, stride), best first
    block: tuple | None = None  # the block the lane model assumed, when the kernel's is free
    margin: float | None = None  # a candidate must be predicted this much faster to win
    # why the analytical model turned the choice down (api.coarsen: predicted slower than
    # the original at the launch), and the factor kept is then 1; None when it did not
    veto: str | None = None

    def summary(self) -> str:
        """One line for the terminal."""
        margin = (f"; a candidate must be predicted {self.margin:.2f}x faster than the "
                  "original to be chosen" if self.margin else "")
        line = (f"factor {self.factor}, dim {self.dim}, stride {self.stride} (predicted "
                f"speedup {self.predicted_speedup:.2f}x by {self.model}, {self.considered} "
                f"candidates{margin})")
        return line + (f"; {self.veto}" if self.veto else "")

    def ranking_lines(self, n: int = 5) -> list[str]:
        """The ``n`` best candidates, labelled, best first (for the terminal)."""
        return [f"{k + 1}. predicted speedup {r[0]:.3f}x: factor {r[1]}, dim {r[2]}, "
                f"stride {r[3]}" for k, r in enumerate(self.ranking[:n])]

    def as_json(self) -> dict:
        """The advice as plain JSON (``warpsmith coarsen --auto --json``)."""
        return {"factor": self.factor, "dim": self.dim, "stride": self.stride,
                "predicted_speedup": round(self.predicted_speedup, 4), "model": self.model,
                "considered": self.considered, "margin": self.margin, "veto": self.veto,
                "block": list(self.block) if self.block else None,
                "ranking_columns": ["predicted_speedup", "factor", "dim", "stride"],
                "features": {k: round(v, 4) for k, v in self.features.items()},
                "ranking": [[round(r[0], 4), *r[1:]] for r in self.ranking[:10]]}


# ------------------------------------------------------------------ the warp model

def remapped_lanes(factor: int, stride: int, copy: int, lanes: int = 32) -> list[int]:
    """The original index of each of ``lanes`` consecutive new indices in copy ``copy``
    (Eq. 3 of the paper)."""
    return [int(x) for x in remap(np.arange(lanes), factor, stride, copy)]


def remap(new, factor: int, stride: int, copy: int):
    """Eq. 3: ``orig = (new / S) * F * S + new % S + copy * S`` (NumPy arrays or ints)."""
    return (new // stride) * factor * stride + new % stride + copy * stride


def _sectors(addr: np.ndarray) -> int:
    """Distinct 32-byte sectors the lanes' addresses start in (the simulator's rule)."""
    return int(np.unique(addr >> 5).size) if addr.size else 0


def access_sectors(lane_stride: int, size: int, factor: int, stride: int, dim: int,
                   replicated: bool) -> tuple[int, int]:
    """(sectors of one warp request before, sectors of all F copies after) for one access
    whose byte stride along threadIdx.x is ``lane_stride``, for a warp of 32 threads along
    x (the paper's Fig. 7: a stride of 32 keeps a coalesced access coalesced). Coarsening
    along y or z copies the request F times; an access that is not replicated runs once.
    :class:`KernelModel` does the same for any block shape."""
    n = np.arange(32, dtype=np.int64)
    before = _sectors(abs(lane_stride) * n)
    if not replicated:
        return before, before
    if dim != 0:
        return before, before * factor
    return before, sum(_sectors(abs(lane_stride) * remap(n, factor, stride, k))
                       for k in range(factor))


# ------------------------------------------------------------------ registers

@lru_cache(maxsize=512)
def _registers_of(source: str, kernel: str) -> tuple[int, int, int] | None:
    from ..backends.cuda_compile import compile_cuda, kernel_text

    try:
        r = compile_cuda(source, kernel, ARCH, filename=f"{kernel}.cu")
    except Exception:  # noqa: BLE001 - no compiler, or a kernel NVRTC refuses: no registers
        return None
    try:
        text = len(kernel_text(r.cubin, r.lowered_name) or b"") // 16  # 16-byte instructions
    except (ValueError, IndexError):
        text = 0
    return int(r.registers), int(r.shared_static_bytes), int(text)


def registers(module: N.Module, kernel: str) -> tuple[int, int, int] | None:
    """(registers per thread, static shared bytes, SASS instructions) of ``kernel``
    compiled by NVRTC for sm_90 (no GPU needed), or None when NVRTC is missing or refuses
    the kernel. Cached by source text."""
    from ..backends.cuda import cuda_source

    try:
        src = cuda_source(module, module.function(kernel))
    except Exception:  # noqa: BLE001 - a kernel the CUDA printer cannot print
        return None
    return _registers_of(src, kernel)


def resident_blocks(regs: tuple | None, block_threads: int) -> int:
    """Blocks of ``block_threads`` one H100 SM holds at once with these resources (the
    occupancy calculator's arithmetic; threads and blocks only when ``regs`` is None)."""
    from ..hw.occupancy import occupancy

    r, shared = (regs[0], regs[1]) if regs else (0, 0)
    occ = occupancy(DEVICE, r, shared, block_threads)
    return max(1, occ.active_blocks_per_sm) if block_threads <= 1024 else 1


@lru_cache(maxsize=1)
def _sm_count() -> int:
    from ..hw.descriptions import load_device

    return int(load_device(DEVICE).sm_count)


# ------------------------------------------------------------------ features

@dataclass
class _Site:
    """One global or shared access of the original kernel."""

    kind: str
    space: str
    size: int
    weight: float  # executions per warp of the original launch
    tcoef: tuple | None  # byte stride per local index x, y, z (None: not affine)
    bcoef: tuple | None  # byte stride per group index x, y, z
    dims: frozenset  # dimensions along which the access is replicated (address or control)
    known: float  # the access analysis' units per request (for non-affine accesses)


_OPS = (N.Binary, N.Unary, N.Call, N.Index, N.Assign, N.IncDec, N.Conditional, N.Deref,
        N.Swizzle)


def _ops(node, depth: int = 0) -> float:
    """Operations of a statement or expression tree, a loop body weighted
    :data:`LOOP_WEIGHT` per level (trip counts are not known statically)."""
    if isinstance(node, N.Expr):
        return float(sum(1 for x in walk(node) if isinstance(x, _OPS))) * LOOP_WEIGHT ** depth
    if isinstance(node, (N.For, N.While, N.DoWhile)):
        init = getattr(node, "init", None)
        return (_ops(init, depth) if init is not None else 0.0) + sum(
            _ops(c, depth + 1) for c in children(node) if c is not init)
    return sum(_ops(c, depth) for c in children(node))


def static_ops(fn: N.Function) -> float:
    """The static operation count of ``fn`` (loop bodies weighted, see :func:`_ops`)."""
    return _ops(fn.body)


def replication_dims(fn: N.Function, div) -> dict:
    """id(expression) -> the dimensions along which coarsening replicates the statement
    that evaluates it, as :mod:`warpsmith.transform.coarsen` decides: a control statement
    whose decision diverges along D is a region, copied whole with everything in it; a
    declaration is copied when its variable diverges; an expression statement when it
    reads something divergent, runs under divergent control, writes a divergent variable
    or is atomic; the condition of a uniform branch or loop is evaluated once."""
    out: dict = {}
    params = {p.name for p in fn.params}
    private = {n.name for n in walk(fn.body) if isinstance(n, N.Decl)} | params

    def var_dims(node) -> frozenset:
        d = frozenset()
        for n in walk(node):
            if isinstance(n, N.Var) and n.name in private:
                d |= div.var_dims.get(n.name, frozenset())
            if isinstance(n, N.Call) and getattr(BUILTINS.get(n.name), "kind", "") == "atomic":
                d |= frozenset((0, 1, 2))
        return d

    def mark(node, dims) -> None:
        if node is None:
            return
        for n in walk(node):
            out[id(n)] = frozenset(dims)

    def visit(st, region: frozenset) -> None:
        if st is None:
            return
        if isinstance(st, N.Block):
            for x in st.stmts:
                visit(x, region)
        elif isinstance(st, N.Decl):
            mark(st, region | div.var_dims.get(st.name, frozenset()))
        elif isinstance(st, N.ExprStmt):
            mark(st, region | div.stmt_dims.get(id(st), frozenset()) | var_dims(st))
        elif isinstance(st, (N.If, N.Switch, N.For, N.While, N.DoWhile)):
            own = region | div.branch_dims.get(id(st), frozenset())
            if isinstance(st, N.For) and isinstance(st.init, N.Decl):
                own |= div.var_dims.get(st.init.name, frozenset())
            for c in children(st):
                if isinstance(c, N.Stmt):
                    visit(c, own)
                else:
                    mark(c, own)
        else:
            for c in children(st):
                if isinstance(c, N.Stmt):
                    visit(c, region)
                else:
                    mark(c, region)

    visit(fn.body, frozenset())
    return out


def _stmts(fn: N.Function) -> list:
    return [n for n in walk(fn.body) if isinstance(n, (N.ExprStmt, N.Decl, N.If, N.For,
                                                         N.While, N.DoWhile, N.Switch))]


class KernelModel:
    """The original kernel at one launch, analysed once; :meth:`features` describes one
    coarsening candidate relative to it."""

    def __init__(self, module: N.Module, kernel: str, grid, block, params: dict | None = None,
                 *, compile_registers: bool = True):
        from ..analysis.access import find_accesses
        from ..analysis.affine import BLOCK_VARS, THREAD_VARS, launch_values
        from ..analysis.coalescing import predict
        from ..analysis.divergence import analyze_divergence
        from ..analysis.indexing import IndexEnv

        self.module, self.kernel = module, kernel
        self.fn = module.function(kernel)
        self.grid, self.block = dim3(grid), dim3(block)
        self.params = dict(params or {})
        self.compile_registers = compile_registers
        # the function the transformation replicates: early exits lifted into a region
        lifted = dataclasses.replace(self.fn, body=lift_exits(self.fn.body))
        env = IndexEnv(lifted, module, module.dialect)
        div = analyze_divergence(lifted, module)
        replicated = replication_dims(lifted, div)
        values = launch_values(self.grid, self.block)
        for k, v in self.params.items():
            values[f"param:{k}"] = int(v)
        warps0 = self._warps(self.grid, self.block)
        self.sites: list[_Site] = []
        for a in find_accesses(env):
            if a.kind == "atomic":
                continue
            p = predict(a, env, self.grid, self.block, self.params)
            tco = bco = None
            if a.offset is not None and a.offset.is_affine:
                vals = dict(values)
                vals.update(env.opaque_values(vals))
                bound = a.offset.substitute(vals)
                t = [bound.coefficient(v).constant for v in THREAD_VARS]
                b = [bound.coefficient(v).constant for v in BLOCK_VARS]
                if all(c is not None for c in t + b):
                    tco, bco = tuple(int(c) for c in t), tuple(int(c) for c in b)
            dims = replicated.get(id(a.node), frozenset((0, 1, 2)))
            units = p.sectors_per_request if a.space == "global" else p.wavefronts_per_request
            if units is None:
                units = UNKNOWN_SECTORS if a.space == "global" else 1.0
            weight = (p.requests / warps0) if p.requests else 1.0
            self.sites.append(_Site(a.kind, a.space, int(a.size or 4), float(weight), tco, bco,
                                    frozenset(dims), float(units)))
        self.stmts, self.div = _stmts(lifted), div
        self.has_barrier = any(isinstance(n, N.Barrier) for n in walk(self.fn.body))
        self.ops0 = max(1.0, static_ops(self.fn))
        self._regs: dict = {}
        self.regs0 = registers(module, kernel) if compile_registers else None
        self.threads0 = math.prod(self.grid) * math.prod(self.block)
        b0 = math.prod(self.block)
        self.res0 = resident_blocks(self.regs0, b0) * b0
        from ..transform.coarsen import group_dependent

        self.free_block = not any(group_dependent(module, self.fn, d) for d in range(3))
        self.cost0, self.block0_best = self.best_costs(1, 0, 1, self.block, False)
        # the block shape the lane model found best for each candidate described so far
        self.shapes: dict = {(1, 0, 1): self.block0_best}

    def compiled_registers(self, factor: int, dim: int, stride: int, res) -> tuple | None:
        """Registers, static shared bytes and SASS instructions of a candidate. NVRTC
        compiles the factors up to :data:`COMPILE_MAX_FACTOR` once per dimension (at
        stride 1, or another stride when stride 1 is refused: the stride changes index
        arithmetic, not what is live); beyond, registers are extrapolated linearly in
        log2 of the factor from the two largest compiled factors, capped at 255, and the
        instructions grow in proportion to the factor (compiling 32 copies of a kernel
        with transcendental functions takes seconds)."""
        if factor <= COMPILE_MAX_FACTOR:
            key = (factor, dim)
            if key not in self._regs:
                self._regs[key] = None
                for s in (1,) + tuple(x for x in STRIDES if x != 1):
                    r = res if (s == stride and coarsening(res).factor == factor
                                and coarsening(res).dim == dim) \
                        else self.coarsened(factor, dim, s)
                    if not isinstance(r, Refusal):
                        self._regs[key] = registers(r.module, r.kernel)
                        break
            return self._regs[key]
        lo, hi = COMPILE_MAX_FACTOR // 2, COMPILE_MAX_FACTOR
        a = self.compiled_registers(lo, dim, stride, res)
        b = self.compiled_registers(hi, dim, stride, res)
        if a is None or b is None:
            return registers(res.module, res.kernel)
        steps = math.log2(factor / hi)
        return (min(255, int(round(b[0] + max(0, b[0] - a[0]) * steps))), b[1],
                b[2] * factor // hi)

    @staticmethod
    def _warps(grid, block) -> float:
        b = math.prod(block)
        return float(math.prod(grid) * -(-b // 32))

    # ---------------------------------------------------------------- lane model
    def _lanes(self, factor, dim, stride, vblock, grouped):
        """Original (local ids, group ids) and validity, each of shape (factor, threads),
        of the first :data:`SAMPLE_WARPS` warps of a representative block (index 1 where
        the launch has one, else 0) of a launch with blocks ``vblock``, copy by copy."""
        bx, by, bz = vblock
        n = min(bx * by * bz, 32 * SAMPLE_WARPS)
        lin = np.arange(n, dtype=np.int64)
        t = [lin % bx, (lin // bx) % by, lin // (bx * by)]
        ext = [g * b for g, b in zip(self.grid, self.block)]  # original work-items
        if not grouped:
            ext[dim] //= factor
        gb = [1 if (grouped and g > 1) or (not grouped and e > v) else 0
              for g, e, v in zip(self.grid, ext, vblock)]
        copies = np.arange(factor, dtype=np.int64)[:, None]
        valid = np.ones((factor, n), dtype=bool)
        lid, grp = [], []
        for a in range(3):
            if grouped:
                loc = np.broadcast_to(t[a], (factor, n))
                if a == dim and factor > 1:
                    loc = remap(t[a][None, :], factor, stride, copies)
                    valid &= loc < self.block[a]
                lid.append(loc)
                grp.append(np.full((factor, n), gb[a], dtype=np.int64))
            else:
                g = gb[a] * vblock[a] + t[a][None, :]
                if a == dim and factor > 1:
                    g = remap(g, factor, stride, copies)
                    valid &= g < self.grid[a] * self.block[a]
                g = np.broadcast_to(g, (factor, n))
                lid.append(g % self.block[a])
                grp.append(g // self.block[a])
        return lid, grp, valid, lin // 32, lin % 32

    def lane_costs(self, factor, dim, stride, vblock, grouped) -> dict:
        """Per original work-item, summed over the accesses (each weighted by how often a
        thread runs it): global load requests; global sectors per request (what the load
        and store units and L1 see); global footprint, for loads the distinct sectors a warp
        touches over all its copies (what reaches L2 when L1 keeps what a copy brought in
        for the next: the gain of coarsening a transpose along x), for stores the sectors
        per request (L1 writes through); shared wavefronts."""
        lid, grp, valid, warp, lane = self._lanes(factor, dim, stride, vblock, grouped)
        out = {"load_requests": 0.0, "global_sectors": 0.0, "global_footprint": 0.0,
               "shared_wavefronts": 0.0}
        # the original work-items the sampled lanes stand for (padded lanes of a guarded
        # variant stand for none)
        items = max(1, int(valid.sum()))
        for site in self.sites:
            # a replicated access runs once per copy whose work-item exists; one that is
            # not replicated runs once (copy 0 exists wherever any copy does)
            nc = factor if (factor > 1 and dim in site.dims) else 1
            ok = valid[:nc]
            req = (np.arange(nc, dtype=np.int64)[:, None] * 4096 + warp[None, :])[ok]
            if not req.size:
                continue
            nreq = np.unique(req).size
            if site.space == "global" and site.kind == "load":
                out["load_requests"] += site.weight * nreq / items
            if site.tcoef is None:
                units = site.weight * site.known * nreq / items
                if site.space == "global":
                    out["global_sectors"] += units
                    out["global_footprint"] += units
                else:
                    out["shared_wavefronts"] += units
                continue
            addr = sum(site.tcoef[a] * lid[a][:nc] + site.bcoef[a] * grp[a][:nc]
                       for a in range(3))
            a_ok = addr[ok]
            if site.space == "global":
                sec = a_ok >> 5
                lo = int(sec.min())
                span = int(sec.max()) - lo + 1
                per_req = np.unique(req * span + (sec - lo)).size
                # L1 keeps loaded sectors for the next copy; stores are written through
                # to L2 request by request
                foot = np.unique(np.broadcast_to(warp, ok.shape)[ok] * span + (sec - lo)).size \
                    if site.kind == "load" else per_req
                out["global_sectors"] += site.weight * per_req / items
                out["global_footprint"] += site.weight * foot / items
            else:
                from ..analysis.replay import wavefronts

                ids = np.unique(req)
                ln = np.broadcast_to(lane, ok.shape)[ok]
                wf = wavefronts(req, ln, a_ok, site.size, ids)
                out["shared_wavefronts"] += site.weight * wf / items
        return out

    def block_shapes(self, factor: int, dim: int) -> list[tuple]:
        """The block shapes the lane model tries for a candidate: the given block, and,
        when the kernel does not use its work-groups (its local size is free), every
        power-of-two shape with the same number of threads that divides the candidate's
        global size (the exploration tunes the local size; so should the model)."""
        shapes = [self.block]
        if not self.free_block:
            return shapes
        gsize = [g * b for g, b in zip(self.grid, self.block)]
        gsize[dim] //= factor
        n = math.prod(self.block)
        dims = [a for a in range(3) if gsize[a] > 1]
        if len(dims) != 2:
            return shapes
        a0, a1 = dims
        x = 1
        while x <= n:
            y = n // x
            if x * y == n and x <= 1024 and y <= 1024 and gsize[a0] % x == 0 \
                    and gsize[a1] % y == 0:
                shp = [1, 1, 1]
                shp[a0], shp[a1] = x, y
                if tuple(shp) not in shapes:
                    shapes.append(tuple(shp))
            x *= 2
        return shapes

    def best_costs(self, factor: int, dim: int, stride: int, vblock, grouped) -> tuple:
        """(costs, block) of the block shape with the least global footprint (then the
        fewest sectors): the given block unless the local size is free."""
        if grouped or not self.free_block:
            return self.lane_costs(factor, dim, stride, vblock, grouped), tuple(vblock)
        best = None
        for shp in self.block_shapes(factor, dim):
            c = self.lane_costs(factor, dim, stride, shp, False)
            rank = (round(c["global_footprint"], 9), round(c["global_sectors"], 9))
            if best is None or rank < best[0]:
                best = (rank, c, shp)
        return best[1], best[2]

    # ---------------------------------------------------------------- one candidate
    def coarsened(self, factor: int, dim: int, stride: int):
        """The transformation's result (the coarsened Variant or a Refusal)."""
        start = Variant.of(self.module, self.kernel,
                           Launch(self.grid, self.block, params=self.params or {}))
        return coarsen(start, factor=factor, dim=dim, stride=stride)

    def features(self, factor: int, dim: int, stride: int, res=None) -> dict | None:
        """The features of one candidate (see the module doc), None when refused."""
        res = res if res is not None else self.coarsened(factor, dim, stride)
        if isinstance(res, Refusal):
            return None
        v = res
        vgrid, vblock = dim3(v.grid), dim3(v.block)
        if factor == 1:
            regs, cost, ops = self.regs0, self.cost0, self.ops0
        else:
            regs = self.compiled_registers(factor, dim, stride, res) if self.compile_registers \
                else None
            cost, shape = self.best_costs(factor, dim, stride, vblock,
                                          bool(coarsening(res).group_dependent))
            self.shapes[(factor, dim, stride)] = shape
            ops = static_ops(v.function()) / factor
        b = math.prod(vblock)
        threads = math.prod(vgrid) * b
        res_threads = resident_blocks(regs, b) * b
        sm = _sm_count()
        warps = math.prod(vgrid) * math.ceil(b / 32)
        in_flight = min(res_threads / 32, warps / sm)
        in_region = 0
        if factor > 1:
            inside = set()
            for st in self.stmts:
                if dim in self.div.branch_dims.get(id(st), ()):
                    inside |= {id(n) for n in walk(st)}
            in_region = sum(1 for st in self.stmts if id(st) in inside)

        def rel(key):
            a, b0 = cost[key], self.cost0[key]
            return a / b0 if b0 > 0 else 1.0
        return {
            "log2_factor": math.log2(factor),
            "log2_stride": math.log2(stride),
            "log2_waves": math.log2(threads / (sm * res_threads)),
            "log2_waves_original": math.log2(self.threads0 / (sm * self.res0)),
            "log2_warps_per_sm": math.log2(max(in_flight, 1 / 64)),
            "occupancy": res_threads / self.res0,
            "load_requests": rel("load_requests"),
            "global_sectors": rel("global_sectors"),
            "global_footprint": rel("global_footprint"),
            "shared_wavefronts": rel("shared_wavefronts"),
            "ops": ops / self.ops0,
            "sass": (regs[2] / factor) / self.regs0[2]
            if regs and self.regs0 and regs[2] and self.regs0[2] else ops / self.ops0,
            "barriers": (1.0 / factor) if self.has_barrier else 1.0,
            "region_frac": in_region / max(1, len(self.stmts)),
        }


def static_features(module: N.Module, kernel: str, factor: int, dim: int, stride: int,
                    grid, block, params: dict | None = None, *, base=None) -> dict | None:
    """The features of one candidate (None when the coarsening is refused). ``base`` is a
    :class:`KernelModel` of the original at this launch (made when not given)."""
    base = base if isinstance(base, KernelModel) else KernelModel(module, kernel, grid, block,
                                                                   params)
    return base.features(factor, dim, stride)


def candidates(module: N.Module, kernel: str, grid, block, params: dict | None = None,
               factors=FACTORS, strides=STRIDES, *, base: KernelModel | None = None
               ) -> list[tuple[int, int, int, dict]]:
    """Every legal (factor, dim, stride) that merges threads, with its features, the
    original first. A stride so long that factor x stride passes the extent the remapping
    runs over gives a padded variant launching as many threads as the original or more
    (copies past the extent do nothing): it merges nothing and is no candidate (the fifth
    held-out suite's advisor picked such variants, 2-4x slower than the original)."""
    base = base or KernelModel(module, kernel, grid, block, params)
    grid3, block3 = dim3(grid), dim3(block)
    threads = math.prod(grid3) * math.prod(block3)
    out = [(1, 0, 1, base.features(1, 0, 1))]
    for dim in range(3):
        if grid3[dim] * block3[dim] == 1:
            continue
        for factor in factors:
            if factor == 1:
                continue
            for stride in strides:
                res = base.coarsened(factor, dim, stride)
                if not isinstance(res, Refusal) and merges_none(res, threads):
                    continue
                feats = base.features(factor, dim, stride, res)
                if feats is None:
                    continue
                out.append((factor, dim, stride, feats))
    return out


def merges_none(variant, threads: int) -> bool:
    """Whether a coarsened ``variant`` launches at least the original's ``threads``: its
    stride padded the launch so far that no two threads are merged."""
    return math.prod(dim3(variant.grid)) * math.prod(dim3(variant.block)) >= threads


# ------------------------------------------------------------------ models

def load_model(path: Path | None = None) -> dict | None:
    """The fitted model (see :func:`predict_tree`), or None when none has been written
    or it needs features this version does not compute."""
    p = Path(path) if path else MODEL_PATH
    if not p.is_file():
        return None
    model = json.loads(p.read_text())
    if not set(model.get("features", ())) <= set(FEATURES):
        return None  # fitted on features this version no longer computes: refit
    return model


def _tree_value(tree: dict, names, feats: dict) -> float:
    node = 0
    while tree["left"][node] != -1:
        name = names[tree["feature"][node]]
        node = tree["left"][node] if feats[name] <= tree["threshold"][node] \
            else tree["right"][node]
    return tree["value"][node]


def predict_tree(model: dict, feats: dict) -> float:
    """Evaluate a stored model on one candidate's features: the predicted speedup.

    A model holds ``trees`` (each ``left``/``right``/``feature``/``threshold``/``value``
    arrays, as scikit-learn stores a tree) over ``features``; the prediction in log2
    speedup is ``init + scale * sum(tree values)`` (a forest averages: ``scale`` = 1 / number
    of trees; boosting: ``scale`` = the learning rate). A model with a single ``tree`` is
    the same with ``init`` 0 and ``scale`` 1."""
    names = model["features"]
    trees = model.get("trees") or [model["tree"]]
    total = sum(_tree_value(t, names, feats) for t in trees)
    return 2.0 ** (float(model.get("init", 0.0)) + float(model.get("scale", 1.0)) * total)



def predict_rules(feats: dict) -> float:
    """The paper's findings (section 7.3) and the H100's (part 5) as a rough predictor, for
    when no model has been fitted: saved loads help; replicated divergent regions, lost
    coalescing and bank conflicts hurt; and below one wave the GPU is no longer full."""
    s = 1.0 / max(0.25, feats["load_requests"]) ** 0.5
    s /= max(1.0, feats["global_sectors"]) ** 0.7
    s /= max(1.0, feats["shared_wavefronts"]) ** 0.5
    s /= 1.0 + 2.0 * feats["region_frac"] * (feats["log2_factor"] / 5.0)
    if feats["log2_waves"] < 1.0:
        s *= 2.0 ** (0.5 * (feats["log2_waves"] - 1.0))
    return s


def choose(cands: dict, model: dict | None, margin: float = MARGIN) -> tuple[tuple, float, list]:
    """The pick among ``{(factor, dim, stride): features}``: ``((f, d, s), predicted,
    ranking)``. The original (factor 1, predicted 1.0) wins unless a candidate is predicted
    ``margin`` faster; ties go to the smaller factor, dimension, stride. ``model`` None:
    the rules."""
    preds = {key: (predict_tree(model, feats) if model is not None else predict_rules(feats))
             for key, feats in cands.items() if key[0] != 1}
    return choose_predicted(preds, margin)


def choose_predicted(preds: dict, margin: float = MARGIN) -> tuple[tuple, float, list]:
    """:func:`choose` on predicted speedups ``{(factor, dim, stride): speedup}`` (the
    original's is 1.0 by definition and need not be given)."""
    scored = [(1.0, (1, 0, 1))] + [(float(p), k) for k, p in preds.items() if k[0] != 1]
    scored.sort(key=lambda r: (-r[0], r[1]))
    pred, key = scored[0]
    if key[0] != 1 and pred < margin:
        pred, key = 1.0, (1, 0, 1)
    return key, pred, [(p, *k) for p, k in scored]


def advise(module: N.Module, kernel: str, grid, block, params: dict | None = None,
           model: dict | None = None, *, margin: float | None = None) -> Advice:
    """Choose factor, dimension and stride for ``kernel`` at this launch (see the module
    doc); the original (factor 1) unless a candidate is predicted ``margin`` faster (the
    model's own margin by default, else :data:`MARGIN`)."""
    model = model if model is not None else load_model()
    if margin is None:
        margin = float((model or {}).get("margin", MARGIN))
    km = KernelModel(module, kernel, grid, block, params)
    cands = {(f, d, s): feats for f, d, s, feats in candidates(module, kernel, grid, block,
                                                                params, base=km)}
    key, pred, ranking = choose(cands, model, margin)
    name = model.get("name", "fitted model") if model is not None else "rules"
    shape = km.shapes.get(key) if km.free_block else None
    return Advice(*key, pred, cands[key], name, len(cands), ranking,
                  tuple(shape) if shape else None, margin)


def model_digest(model: dict) -> str:
    """A short hash of a stored model (to name it in reports)."""
    return hashlib.sha1(json.dumps(model, sort_keys=True).encode()).hexdigest()[:12]


__all__ = ["Advice", "FEATURES", "KernelModel", "advise", "choose", "choose_predicted",
           "candidates",
           "static_features", "load_model", "predict_tree", "predict_rules",
           "registers", "remap", "remapped_lanes", "access_sectors", "static_ops",
           "replication_dims"]
