"""From active threads per step to the paper's cc, cs and cr (Table 3).

:func:`step_table` takes the ``(I, T)`` activity matrix of a condition and the shared
memory accesses under it (byte addresses per step and thread, :class:`SharedAccess`) and
gives per step the active threads, the warps with at least one active thread and each
access's bank-conflict wavefronts and cycles. :func:`coefficients` averages them:

* ``cc`` = sum over steps of the active warps / (warps per block x steps): the weight of
  the computation under the condition (the paper's 27/32 for the scan of Table 3);
* ``cs`` = sum over steps of the conflict cycles / (warps per block x steps), per access
  (``cs_by_access``) and their mean (``cs``): the cost of one S token (paper's 188/32);
* ``cr`` = the exposed pipeline latency factor (paper section 3). In a step with ``W``
  active warps on the SM (the block's active warps times the resident blocks), a chain of
  dependent instructions (``ilp`` independent ones per thread) issues one instruction per
  warp every ``max(W * issue, latency / ilp)`` cycles instead of every ``W * issue``; the
  step's factor is ``r = max(1, latency / (ilp * W * issue))``. ``cr`` is the average of
  ``r`` weighted by the active warps, ``sum_s max(W_s, latency/(ilp*issue)) / sum_s W_s``,
  so that ``4*i*cc*cr`` is the average issue time of ``i`` instructions per warp, as in
  the paper's ``C^{16 x cr x cc}`` tokens (Table 4).

Bank model (from the :class:`~warpsmith.hw.descriptions.Device`): ``bank = (byte address /
bank width) mod banks``; a request's lanes are served in groups of ``banks`` lanes (the
whole warp on 32-bank GPUs, each half-warp on compute capability 1.x's 16 banks); in a
group the wavefronts are the most distinct words that fall in one bank (lanes reading the
same word share it), accesses wider than a bank word running as ``size / bank width``
phases whose wavefronts add up (as the simulator counts them). A request takes the
wavefronts of its worst group: on 1.x the two half-warps are served in the two halves of
the warp's 4-cycle issue, so a conflict-free warp access costs one S^4 and a two-way one
8 cycles (the paper's convention in Table 3). Conflict cycles = wavefronts x
``shared_cycles_per_wavefront``.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import numpy as np

from ..analysis.affine import AXES, Poly
from ..analysis.indexing import IndexEnv, Loop, NonAffine
from ..ir.errors import WarpsmithError
from ..ir import nodes as N
from ..ir.types import ArrayType
from .symbolic_match import loop_sequence, normalize_values
from .symbolic_triplet import NotSymbolic


@dataclass(frozen=True)
class SharedAccess:
    """A shared memory access under the condition: ``addresses`` are byte offsets in shared
    memory, an int array broadcastable to ``(I, T)`` (per step and thread; ``(1, T)`` or
    ``(T,)`` when the address does not change between steps); ``size`` bytes per thread.
    :func:`shared_accesses` labels them ``"load LINE:COL"`` / ``"store LINE:COL"``, the
    labels :meth:`BlockReplay.steps` gives the same sites."""

    label: str
    addresses: np.ndarray
    size: int = 4
    kind: str = "load"


@dataclass
class Step:
    """One computation step (one value ``i`` of the induction variable)."""

    i: int
    threads: np.ndarray  # ids of the active threads
    warps: int  # warps with at least one active thread
    wavefronts: dict[str, int] = field(default_factory=dict)  # per access, summed over warps
    degree: dict[str, int] = field(default_factory=dict)  # per access, the worst warp's
    cycles: dict[str, float] = field(default_factory=dict)  # wavefronts x cycles/wavefront

    @property
    def conflict_cycles(self) -> float:
        """Cycles of all accesses under the condition in this step."""
        return float(sum(self.cycles.values()))


@dataclass
class Coefficients:
    """The paper's cc, cs and cr (module doc) and the steps they come from."""

    cc: float
    cs: float
    cr: float
    steps: list[Step]
    cs_by_access: dict[str, float] = field(default_factory=dict)
    warps_per_block: int = 0
    active_warps: int = 0  # summed over the steps
    conflict_cycles: dict[str, float] = field(default_factory=dict)  # summed over the steps


def timing(device, name: str, override: float | None = None) -> float:
    """A timing field of ``device`` (or ``override``); a clear error naming the device and
    the field when the description does not have it."""
    if override is not None:
        return float(override)
    v = getattr(device, name, None)
    if v is None:
        raise WarpsmithError(f"the hardware description {getattr(device, 'key', device)} has "
                             f"no {name}: the model needs it (calibrate the device or give "
                             "the value)")
    return float(v)


# ----------------------------------------------------------------------- addresses


def block_ids(block) -> dict[str, np.ndarray]:
    """``tid.x``, ``tid.y``, ``tid.z`` of every linear thread id of a block."""
    bx, by, bz = (tuple(block) + (1, 1, 1))[:3]
    lin = np.arange(bx * by * bz, dtype=np.int64)
    return {"tid.x": lin % bx, "tid.y": (lin // bx) % by, "tid.z": lin // (bx * by)}


def expand_to_block(active: np.ndarray, block) -> np.ndarray:
    """An ``(I, bx)`` activity matrix over ``threadIdx.x`` as ``(I, bx*by*bz)`` over the
    block's linear thread ids (a condition on ``threadIdx.x`` alone holds alike in every
    row of the block)."""
    return active[:, block_ids(block)["tid.x"]]


def access_addresses(offset: Poly, env: IndexEnv, loop: Loop | None, values: dict,
                     block) -> np.ndarray:
    """The byte offsets of an access (its affine ``offset``, e.g. ``Access.offset``) for
    every step of ``loop`` and every linear thread id of ``block``: an ``(I, T)`` array
    (``(1, T)`` without a loop). Raises NotSymbolic for symbols without values."""
    vals = normalize_values(values)
    vals.update(env.opaque_values(vals))
    for i, a in enumerate(AXES):
        vals.setdefault(f"block.{a}", int((tuple(block) + (1, 1, 1))[i]))
    p = offset.substitute(vals)
    arrays: dict = {k: v[None, :] for k, v in block_ids(block).items()}
    sym = loop.symbol if loop is not None else None
    if sym is not None and sym in p.symbols():
        arrays[sym] = loop_sequence(loop, env, values).values()[:, None]
    total = np.zeros((1, 1), np.int64)
    for mono, c in p.terms:
        term = np.full((1, 1), c, np.int64)
        for s in mono:
            if s not in arrays:
                raise NotSymbolic(f"the address {offset} depends on {s}, which has no value")
            term = term * arrays[s]
        total = total + term
    n = arrays["tid.x"].shape[1]
    rows = arrays[sym].shape[0] if sym in arrays else 1
    return np.broadcast_to(total, (rows, n)).copy()


def shared_accesses(accesses, env: IndexEnv, loop: Loop | None, values: dict,
                    block) -> list[SharedAccess]:
    """:class:`SharedAccess` objects for the shared accesses among ``accesses``
    (:class:`warpsmith.analysis.access.Access`): from the affine offset when the access has
    one, else by evaluating its index expressions (:func:`lvalue_addresses`), which also
    covers ``n - stride/2`` with ``stride`` a loop variable (exact division in every step,
    though not an affine form)."""
    out = []
    for acc in accesses:
        if acc.space != "shared":
            continue
        if acc.offset is not None and acc.offset.is_affine:
            addr = access_addresses(acc.offset, env, loop, values, block)
        else:
            with env.at(acc.scope):
                addr = lvalue_addresses(acc.node, env, loop, values, block)
        out.append(SharedAccess(f"{acc.kind} {acc.loc.line}:{acc.loc.col}", addr, acc.size,
                                acc.kind))
    return out


class _Eval:
    """Integer IR expressions evaluated over (step, thread) arrays, with C semantics."""

    def __init__(self, env: IndexEnv, loop: Loop | None, values: dict, block):
        self.env = env
        self.loop = loop
        self.vals = normalize_values(values)
        self.vals.update(env.opaque_values(self.vals))
        self.block = (tuple(block) + (1, 1, 1))[:3]
        for i, a in enumerate(AXES):
            self.vals.setdefault(f"block.{a}", int(self.block[i]))
        self.arrays: dict = {k: v[None, :] for k, v in block_ids(block).items()}
        if loop is not None and loop.symbol is not None:
            seq = loop_sequence(loop, env, values).values()[:, None]
            self.arrays[loop.symbol] = seq
        self.depth = 0

    def poly(self, p: Poly):
        """A form's values over the (step, thread) arrays."""
        p = p.substitute(self.vals)
        total = np.zeros((1, 1), np.int64)
        for mono, c in p.terms:
            term = np.full((1, 1), c, np.int64)
            for s in mono:
                if s not in self.arrays:
                    raise NotSymbolic(f"{p} depends on {s}, which has no value")
                term = term * self.arrays[s]
            total = total + term
        return total

    def __call__(self, e: N.Expr):
        self.depth += 1
        if self.depth > 200:
            raise NotSymbolic("the index expression is too deep")
        try:
            return self._eval(e)
        finally:
            self.depth -= 1

    def _eval(self, e: N.Expr):
        while isinstance(e, N.Cast) and getattr(e.type, "is_integer", False) \
                and getattr(e.operand.type, "is_integer", False):
            e = e.operand
        env = self.env
        if isinstance(e, N.Var):
            name = e.name
            if self.loop is not None and name == self.loop.var:
                return self.poly(self.loop.variable())
            d = env.decls.get(name)
            if name not in env.bindings and d is not None and d.init is not None \
                    and not env.assigned.get(name) and name not in env.escaped:
                return self(d.init)
        if isinstance(e, N.Binary) and e.op in ("+", "-", "*", "/", "%", "<<", ">>", "&", "|",
                                                "^"):
            a, b = self(e.lhs), self(e.rhs)
            op = e.op
            if op in ("/", "%"):
                if np.any(b == 0):
                    raise NotSymbolic(f"{env.text(e)} divides by zero")
                q = (np.abs(a) // np.abs(b)) * np.where((a >= 0) == (b >= 0), 1, -1)
                return q if op == "/" else a - q * b
            return {"+": np.add, "-": np.subtract, "*": np.multiply, "<<": np.left_shift,
                    ">>": np.right_shift, "&": np.bitwise_and, "|": np.bitwise_or,
                    "^": np.bitwise_xor}[op](a, b)
        if isinstance(e, N.Unary) and e.op in ("-", "+", "~"):
            a = self(e.operand)
            return -a if e.op == "-" else (~a if e.op == "~" else a)
        if isinstance(e, N.Call) and e.name in ("min", "max") and len(e.args) == 2:
            a, b = self(e.args[0]), self(e.args[1])
            return np.minimum(a, b) if e.name == "min" else np.maximum(a, b)
        try:
            return self.poly(env.form(e))
        except NonAffine as err:
            raise NotSymbolic(f"{env.text(e)}: {err}") from None

    def address(self, e: N.Expr):
        """Byte offset of lvalue ``e`` from the start of its array."""
        if isinstance(e, N.Index) and isinstance(e.base.type, ArrayType):
            base = 0 if isinstance(e.base, N.Var) else self.address(e.base)
            return base + self(e.index) * int(e.type.size)
        try:
            return self.poly(self.env.lvalue(e).offset)
        except NonAffine as err:
            raise NotSymbolic(f"{self.env.text(e)}: {err}") from None


def lvalue_addresses(node: N.Expr, env: IndexEnv, loop: Loop | None, values: dict,
                     block) -> np.ndarray:
    """Byte offsets of the lvalue ``node`` (an array element) for every step of ``loop``
    and linear thread id of ``block``, by evaluating its index expressions with C integer
    semantics (``/`` truncates); ``(I, T)`` or ``(1, T)``. Raises NotSymbolic."""
    ev = _Eval(env, loop, values, block)
    a = np.asarray(ev.address(node), np.int64)
    n = ev.arrays["tid.x"].shape[1]
    rows = a.shape[0] if a.ndim == 2 else 1
    return np.broadcast_to(a, (rows, n)).copy()


# ----------------------------------------------------------------------- wavefronts


def warp_wavefronts(addresses: np.ndarray, active: np.ndarray, size: int,
                    device) -> np.ndarray:
    """Wavefronts of one shared request per warp (0 for warps without active lanes), by the
    bank model of the module doc; ``addresses`` and ``active`` over the block's threads."""
    ws = int(device.warp_size)
    banks = int(device.shared_banks)
    bw = int(device.bank_width_bytes)
    n = active.size
    nw = -(-n // ws)
    group = min(ws, banks)
    k = max(1, -(-int(size) // bw))  # bank words per lane = phases per group
    per_phase = max(1, group // k)
    lane = np.arange(n) % ws
    warp = np.arange(n) // ws
    sel = np.flatnonzero(active)
    out = np.zeros(nw, np.int64)
    if sel.size == 0:
        return out
    groups_per_warp = -(-ws // group)
    phases_per_group = -(-group // per_phase)
    g = lane[sel] // group
    ph = (lane[sel] % group) // per_phase
    pid = (warp[sel] * groups_per_warp + g) * phases_per_group + ph
    words = (np.asarray(addresses, np.int64)[sel] // bw)[:, None] + np.arange(k)[None, :]
    pid = np.repeat(pid, k)
    words = words.reshape(-1)
    wmin = int(words.min())
    span = int(words.max()) - wmin + 1
    key = np.unique(pid * span + (words - wmin))  # distinct words per phase
    kp = key // span
    kb = (key % span + wmin) % banks
    counts = np.zeros((nw * groups_per_warp * phases_per_group, banks), np.int64)
    np.add.at(counts, (kp, kb), 1)
    per_phase_wf = counts.max(axis=1).reshape(nw, groups_per_warp, phases_per_group)
    return per_phase_wf.sum(axis=2).max(axis=1)


# ----------------------------------------------------------------------- the table


def step_table(active: np.ndarray, accesses, device, *,
               cycles_per_wavefront: float | None = None) -> list[Step]:
    """Per step (row of ``active``, ``(I, T)`` over the block's linear thread ids): the
    active threads, the warps with at least one, and per access (``SharedAccess``) the
    wavefronts summed over the warps, the worst warp's wavefronts and the conflict cycles
    (wavefronts x ``shared_cycles_per_wavefront`` of ``device``, or the override)."""
    active = np.asarray(active, bool)
    if active.ndim != 2:
        raise ValueError("the activity matrix is (steps, threads)")
    I, T = active.shape
    ws = int(device.warp_size)
    cyc = timing(device, "shared_cycles_per_wavefront", cycles_per_wavefront) \
        if accesses else 0.0
    nw = -(-T // ws)
    pad = np.zeros((I, nw * ws), bool)
    pad[:, :T] = active
    warps = pad.reshape(I, nw, ws).any(axis=2).sum(axis=1)
    addrs = []
    for acc in accesses:
        a = np.asarray(acc.addresses, np.int64)
        if a.ndim == 1:
            a = a[None, :]
        if a.shape[1] != T or a.shape[0] not in (1, I):
            raise ValueError(f"the addresses of {acc.label} are {a.shape}, not (1 or {I}, {T})")
        addrs.append(a)
    steps = []
    for i in range(I):
        st = Step(i, np.flatnonzero(active[i]), int(warps[i]))
        for acc, a in zip(accesses, addrs):
            wf = warp_wavefronts(a[i if a.shape[0] > 1 else 0], active[i], acc.size, device)
            st.wavefronts[acc.label] = int(wf.sum())
            st.degree[acc.label] = int(wf.max()) if wf.size else 0
            st.cycles[acc.label] = float(wf.sum()) * cyc
        steps.append(st)
    return steps


def coefficients(steps: list[Step], T: int, device, *, blocks_per_sm: int = 1,
                 ilp: float = 1.0, pipeline_latency_cycles: float | None = None,
                 issue_cycles: float | None = None) -> Coefficients:
    """cc, cs and cr of the steps of a block of ``T`` threads (module doc). ``blocks_per_sm``
    resident blocks run their steps together (their warps hide each other's latency);
    ``ilp`` is the independent instructions per thread in the region. The latency and issue
    rate come from ``device`` (``pipeline_latency_cycles``,
    ``issue_cycles_per_warp_instruction``) unless given."""
    wpb = -(-int(T) // int(device.warp_size))
    n = len(steps)
    denom = wpb * n
    total_warps = sum(s.warps for s in steps)
    labels = list(dict.fromkeys(k for s in steps for k in s.cycles))
    cyc = {k: float(sum(s.cycles.get(k, 0.0) for s in steps)) for k in labels}
    cs_by = {k: (v / denom if denom else 0.0) for k, v in cyc.items()}
    cc = total_warps / denom if denom else 0.0
    cs = float(np.mean(list(cs_by.values()))) if cs_by else 0.0
    lat = timing(device, "pipeline_latency_cycles", pipeline_latency_cycles)
    issue = timing(device, "issue_cycles_per_warp_instruction", issue_cycles)
    hide = lat / (max(ilp, 1e-9) * issue)  # warps needed to hide the latency
    W = [s.warps * blocks_per_sm for s in steps if s.warps]
    cr = sum(max(w, hide) for w in W) / sum(W) if W else 1.0
    return Coefficients(cc, cs, cr, steps, cs_by, wpb, total_warps, cyc)


__all__ = ["SharedAccess", "Step", "Coefficients", "step_table", "coefficients",
           "warp_wavefronts", "access_addresses", "lvalue_addresses", "shared_accesses",
           "expand_to_block", "block_ids", "timing"]
