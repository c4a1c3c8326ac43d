"""Records staged through shared memory (issue 16, item 4: the optimizer cases real kernels
need; written after the second held-out run).

A kernel whose thread ``g = blockIdx.x * blockDim.x + threadIdx.x`` reads or writes a record
of S consecutive elements ``a[S*g + c]`` (a cell's nine populations, a pixel's three bytes)
has lanes S elements apart: each request touches S times the sectors its bytes need, and no
aligned vector window exists when S is not a power of two (group-straight refuses a packed
float3). The block's records together are one contiguous range, ``S*B`` elements from
``S*B*blockIdx.x`` (B: the block's threads), which :func:`stage_records` moves with
coalesced accesses through a shared array ``s[S*B]``:

* loads: before the kernel's work, the block copies the range into ``s`` (element
  ``e = r*B + threadIdx.x`` for r = 0 .. S-1: consecutive lanes, consecutive elements), a
  barrier, then every ``a[S*g + c]`` reads ``s[S*threadIdx.x + c]``;
* stores: every ``a[S*g + c] = v`` writes ``s[S*threadIdx.x + c]``, then a barrier and the
  same coalesced copy back to global memory.

Which elements are copied. Element e of the range belongs to the block's thread
``e / S`` (field ``e % S``). The kernel's guard (the condition of a top-level ``if`` around
every staged access, or of early ``if (...) return;`` exits, which become an ``if`` around
the rest as in the thread merge, :func:`.group.normalize_exits`) is evaluated for that
owner: the declarations the guard reads are recomputed in the copy loop with
``threadIdx.x`` replaced by ``e / S``. An element is copied only where its owner passes the
guard, and (loads) only fields that the owner reads whenever it passes; so nothing is read
that the original does not read and nothing written that it does not write. Legal when
(each checked, else a :class:`Refusal` naming the kernel and the array):

* threads do not already cooperate: no shared memory, barrier, warp operation or
  synchronizing call (their safety is not proven here); every ``return`` is an early exit
  at the top of the kernel (any other exit could leave threads out of a barrier);
* the launch is the original's (no earlier step remapped it), with a 1D block of B
  threads, B fixed by the launch being optimized (checked at run time by the guard);
* a staged array is a pointer parameter the kernel never reassigns, accessed only as
  ``a[index]`` (scalar elements of its own type, not passed elsewhere), whose byte offsets
  are all ``S*size*(blockIdx.x*blockDim.x + threadIdx.x) + size*c`` with one constant
  S >= 2 and c a constant plus multiples of the counters of constant-trip loops (c read
  from data, a parameter or another index is refused), every possible c in [0, S);
* the array is only read (no store, no atomic) or only written by plain stores;
* all its accesses lie in one top-level statement of the kernel (or one run of them),
  after declarations the guard reads that are pure (no memory access, call or
  assignment) and never reassigned;
* loads: every field a load may read is read by some load that runs whenever the guard
  passes (not under a further condition, in loops of constant trip count without
  ``break``/``continue``); stores: every field 0 .. S-1 is written by such a store, so the
  write-back writes exactly what the original writes (other stores of the record may be
  conditional: they write the same slots, the last value is copied back);
* the shared arrays fit the device's per-block shared memory.

A guard that is one comparison ``X < Y`` differing by ``threadIdx.x`` (``i < n``) is tested
for the owner without the division: ``S*X0 + e < S*Y0`` (:class:`_Owner`). With
``words=True``, records of 1- and 2-byte elements whose fields are all copied move as
32-bit words (:func:`_word_loop`; the buffer's 4-byte alignment is a run-time assumption).

Buffers are assumed not to overlap one another, as for every grouping step of this
package. Bank conflicts: thread t reads word ``S*t + c`` of a 4-byte array, conflict-free
for odd S; even S gives gcd(S, 32)-way conflicts (not padded: see docs/memopt.md).
"""

from __future__ import annotations

import dataclasses
from itertools import product

from ..analysis.access import find_accesses
from ..analysis.affine import Poly
from ..analysis.indexing import IndexEnv, NonAffine
from ..ir import nodes as N
from ..ir.types import AddressSpace, ArrayType, PointerType, ScalarType
from ..ir.visit import NodeTransformer, transform, walk
from .contract import transformation
from .group import local_names, may_wrap, name_supply, normalize_exits
from .relin import _blockers
from .straight import _executed
from .swap import expand_global_ids
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

STEP = "stage-records"
#: the smallest element staged: 1- and 2-byte records measured slower staged than not on the
#: H100 (rgb_to_yuv, int16x3_unpack; docs/memopt.md)
MIN_ELEMENT_BYTES = 4
I32 = ScalarType("int", 32, True)
I64 = ScalarType("int", 64, True)
U32 = ScalarType("int", 32, False)
MAX_COMBINATIONS = 1 << 12  # loop-counter combinations enumerated for a field set
_IMPURE = (N.Index, N.Deref, N.Assign, N.IncDec, N.Call, N.Comma, N.AddressOf)


@dataclasses.dataclass
class _Record:
    """A staged array: its name, element type, record length S, kind ("load"/"store"),
    its accesses, the fields every passing thread touches (``must``) and the fields any
    access may touch (``fields``)."""

    array: str
    t: ScalarType
    S: int
    kind: str
    accesses: list
    must: set
    fields: set
    shared: str = ""
    words: bool = False  # copied as 32-bit words (1- and 2-byte elements)

    def shared_decl_type(self, B: int) -> ArrayType:
        """The shared array: ``T[S*B]``, or ``unsigned int[S*B*size/4]`` when copied as
        words (a word array is 4-byte aligned; its elements are read through a cast)."""
        if self.words:
            return ArrayType(U32, self.S * B * self.t.size // 4)
        return ArrayType(self.t, self.S * B)

    def element(self, index, B: int, loc) -> N.Index:
        """Element ``index`` of the shared array, as a T."""
        base = N.Var(self.shared, self.shared_decl_type(B), loc=loc)
        if self.words:
            base = N.Cast(PointerType(self.t, AddressSpace.SHARED),
                          N.Cast(PointerType(U32, AddressSpace.SHARED), base, implicit=True,
                                 loc=loc), loc=loc)
        return N.Index(base, index, self.t, loc=loc)


@dataclasses.dataclass
class _Plan:
    """What the rewrite needs: the kernel with its exits normalized, its analysis, the
    staged statements ``body.stmts[first:last + 1]`` and their guard (None: none), the
    declarations the guard reads, the records kept, the reasons for those left out."""

    fn: N.Function
    env: IndexEnv
    first: int
    last: int
    guard: N.Expr | None
    owner: list
    records: list
    reasons: list
    B: int


@transformation
def stage_records(variant: Variant, *, device=None, words: bool = False,
                  name: str | None = None,
                  min_element_bytes: int = MIN_ELEMENT_BYTES) -> Variant | Refusal:
    """Stage every record array of the kernel (see the module doc) through shared memory,
    with coalesced copies in and out; refused, with the reasons, when none can be.
    ``words``: copy records of 1- and 2-byte elements as 32-bit words where every field is
    copied (a run-time assumption: the buffer is 4-byte aligned). ``min_element_bytes``:
    records of smaller elements are refused (default 4, see :data:`MIN_ELEMENT_BYTES`; 1
    stages them all, which the tests use to check the narrow copies)."""
    from .registers import default_device

    device = device or default_device()
    what = f"staging {variant.function().name}'s records through shared memory"
    plan = _plan(variant, min_element_bytes)
    if isinstance(plan, str):
        return Refusal(STEP, f"{what}: {plan}")
    B = plan.B
    nbytes = sum(r.S * B * r.t.size for r in plan.records)
    limit = int(device.shared_per_block)
    if nbytes > limit:
        return Refusal(STEP, f"{what}: {nbytes} bytes of shared memory for blocks of {B} "
                             f"exceed the {limit} bytes a block may have on {device.name}")
    fresh = name_supply(local_names(plan.fn))
    for r in plan.records:
        r.shared = fresh(f"{r.array}_s")
        r.words = words and _wordable(r, B)
    new_name = variant.new_name(name)
    new_fn = dataclasses.replace(plan.fn, body=_rewrite(plan, fresh), name=new_name,
                                 source_name=new_name)
    assumptions = [Assumption("equal", "block.x", B, f"records staged for blocks of {B}"),
                   Assumption("equal", "block.y", 1, "records staged for 1D blocks"),
                   Assumption("equal", "block.z", 1, "records staged for 1D blocks")]
    assumptions += [Assumption("aligned", "", 4, f"{r.array} copied as 32-bit words",
                               param=r.array) for r in plan.records if r.words]
    detail = "; ".join(_describe(r, B) for r in plan.records)
    refused = tuple(Refusal(STEP, f"{what}: {x}") for x in dict.fromkeys(plan.reasons))
    return variant.derive(with_function(variant.module, new_fn), new_name,
                          Step(STEP, f"{what}: {detail}; {nbytes} bytes of shared memory"),
                          assumptions=assumptions, refused=refused)


def _plan(variant: Variant, min_bytes: int = MIN_ELEMENT_BYTES) -> _Plan | str:
    """The records to stage and where, or why there are none (the legality checks of the
    module doc, in order)."""
    fn = variant.function()
    B = int(variant.block[0])
    if variant.launch_map != LaunchMap():
        return "only on the original launch (an earlier step remapped it)"
    why = _blockers(fn)
    if why:
        return why
    fn = expand_global_ids(fn)
    body = normalize_exits(fn.body)
    if body is None:
        return ("a return other than an early exit at the top of the kernel (threads "
                "leaving there would miss a barrier)")
    fn = dataclasses.replace(fn, body=body)
    env = IndexEnv(fn, variant.module, variant.module.dialect)
    reasons: list[str] = []
    records = _records(fn, find_accesses(env), B, reasons, min_bytes)
    if not records:
        return "; ".join(dict.fromkeys(reasons)) or \
            "no array is read or written as records a[S*g + c] of the global x index g"
    if int(variant.block[1]) * int(variant.block[2]) != 1:
        return f"the block {tuple(variant.block)} is not 1D"
    shape = _shape(fn, records)
    if isinstance(shape, str):
        return shape
    first, last, guard = shape
    region = body.stmts[first:last + 1] if guard is None else (body.stmts[first].then,)
    must = _must_nodes(region, env)
    kept = []
    for r in records:
        why = _fields(r, must)
        if why:
            reasons.append(f"{r.array}: {why}")
        else:
            kept.append(r)
    if not kept:
        return "; ".join(dict.fromkeys(reasons))
    owner = _owner_decls(body.stmts[:first], guard, env)
    if isinstance(owner, str):
        return owner
    return _Plan(fn, env, first, last, guard, owner, kept, reasons, B)


def _describe(r: _Record, B: int) -> str:
    fields = _span(r.must if r.kind == "load" else r.fields)
    how = "copy in" if r.kind == "load" else "write-back"
    words = " as 32-bit words" if r.words else ""
    return (f"{r.kind}s of {r.array}[{r.S}*g + c] through {r.shared}[{r.S * B}] (fields "
            f"{fields}, coalesced {how}{words})")


def _span(fields: set) -> str:
    f = sorted(fields)
    return f"{f[0]}..{f[-1]}" if f == list(range(f[0], f[-1] + 1)) else \
        ",".join(map(str, f))


# ------------------------------------------------------------------ which arrays

def _records(fn: N.Function, accesses: list, B: int, reasons: list,
             min_bytes: int = MIN_ELEMENT_BYTES) -> list:
    """The arrays read or written as records of the global x index (candidates; their
    fields are checked later), reasons for the near misses in ``reasons``."""
    moved = {getattr(n.target, "name", None) for n in walk(fn.body)
             if isinstance(n, (N.Assign, N.IncDec))}
    params = {p.name: p for p in fn.params if isinstance(p.type, PointerType)
              and p.type.space == AddressSpace.GLOBAL and p.name not in moved}
    by_array: dict = {}
    for a in accesses:
        if a.space == "global":
            by_array.setdefault(a.array, []).append(a)
    out = []
    for array, acc in by_array.items():
        strides = {_stride(a, B) for a in acc}
        if all(s is None or s < 2 for s in strides):
            continue  # no record access: nothing to stage
        if array not in params:
            reasons.append(f"{array} is not a buffer parameter the kernel keeps")
            continue
        r = _record(fn, array, params[array].type.pointee, acc, B, min_bytes)
        if isinstance(r, str):
            reasons.append(f"{array}: {r}")
        else:
            out.append(r)
    return out


def _stride(a, B: int) -> int | None:
    """S when the access's offset is ``S*size*(bid.x*B + tid.x) + rest`` (rest over
    loop counters and constants), else None."""
    if a.offset is None or not a.offset.is_affine or not isinstance(a.type, ScalarType):
        return None
    p = a.offset.substitute({"block.x": B})
    A = p.coefficient("tid.x").constant
    if not A or A % a.type.size or p.coefficient("bid.x").constant != A * B:
        return None
    rest = p - Poly.sym("tid.x").scale(A) - Poly.sym("bid.x").scale(A * B)
    if any(not s.startswith(("loop:", "iter:")) for s in rest.symbols()):
        return None
    return A // a.type.size


def _record(fn, array: str, elem, acc: list, B: int, min_bytes: int = MIN_ELEMENT_BYTES):
    """The :class:`_Record` of ``array`` or why it cannot be staged."""
    if not isinstance(elem, ScalarType):
        return f"its elements are {elem}, not scalars"
    if elem.size < min_bytes:
        return (f"its elements are {elem.size}-byte {elem}: records of 1- and 2-byte elements "
                f"staged through shared memory measured slower than the original on the H100 "
                f"(docs/memopt.md, stage-records)")
    strides = {_stride(a, B) for a in acc}
    if None in strides or len(strides) != 1:
        bad = next((a for a in acc if _stride(a, B) is None), acc[0])
        return (f"line {bad.loc.line}: offset {bad.offset or bad.reason} is not "
                f"S*g + c with one constant S and a constant or loop-counter field c")
    S = strides.pop()
    kinds = {a.kind for a in acc}
    if "atomic" in kinds:
        return "it is updated by atomics"
    if kinds == {"load", "store"}:
        return "it is both read and written by the kernel"
    ids = set()
    for a in acc:
        if not (isinstance(a.node, N.Index) and isinstance(a.node.base, N.Var)
                and a.node.base.name == array and a.type == elem):
            return f"line {a.loc.line}: an access not written as {array}[index] of {elem}"
        ids.add(id(a.node.base))
    for n in walk(fn.body):
        if isinstance(n, N.Var) and n.name == array and id(n) not in ids:
            return f"line {n.loc.line}: {array} is used other than as {array}[index]"
    kind = kinds.pop()
    if kind == "store":
        for n in walk(fn.body):
            if isinstance(n, N.Assign) and any(n.target is a.node for a in acc) \
                    and n.op is not None:
                return f"line {n.loc.line}: a compound store reads {array}"
    return _Record(array, elem, S, kind, acc, set(), set())


# --------------------------------------------------------------- kernel shape

def _holds(stmt, ids: set) -> bool:
    return any(id(n) in ids for n in walk(stmt))


def _shape(fn: N.Function, records: list):
    """``(first, last, guard)``: the top-level statements holding every staged access,
    and the guarding ``if`` when they are one ``if`` without else (None otherwise); or
    why the kernel has no such shape."""
    ids = {id(a.node) for r in records for a in r.accesses}
    stmts = fn.body.stmts
    holding = [i for i, s in enumerate(stmts) if _holds(s, ids)]
    first, last = holding[0], holding[-1]
    s = stmts[first]
    if first == last and isinstance(s, N.If) and s.other is None:
        if _holds(s.cond, ids):
            return "the guard reads a staged array"
        return first, last, s.cond
    if first == last and isinstance(s, N.If):
        return f"line {s.loc.line}: the accesses are under an if with an else"
    return first, last, None


def _must_nodes(region, env: IndexEnv) -> set:
    """Ids of the expression nodes of ``region`` that run, in every iteration of their
    loops, whenever the region runs: not under an ``if``, ``?:``, ``&&``, ``||``, switch
    or while loop, and in ``for`` loops of constant trip count (at least one) that neither
    ``break`` nor ``continue``."""
    out: set = set()

    def go(s):
        if isinstance(s, N.Block):
            for x in s.stmts:
                go(x)
        elif isinstance(s, (N.Decl, N.ExprStmt)):
            out.update(id(n) for n in _executed(s))
        elif isinstance(s, N.For) and _full_loop(s, env):
            go(s.body)

    for s in region:
        go(s)
    return out


def _full_loop(loop: N.For, env: IndexEnv) -> bool:
    lp = env.loop(loop)
    if lp.kind != "linear" or any(isinstance(n, (N.Break, N.Continue, N.Return))
                                  for n in walk(loop.body)):
        return False
    trips = lp.trip_count({})
    return trips is not None and trips >= 1


def _fields(r: _Record, must: set) -> str | None:
    """Fill ``r.fields`` (every field an access may touch) and ``r.must`` (those touched
    whenever the guard passes); None when the record may be staged, else why not."""
    for a in r.accesses:
        f = _access_fields(a, r.S)
        if isinstance(f, str):
            return f"line {a.loc.line}: {f}"
        if not f <= set(range(r.S)):
            return (f"line {a.loc.line}: fields {sorted(f)[:6]} reach outside the record of "
                    f"{r.S}")
        r.fields |= f
        if id(a.node) in must:
            r.must |= f
    if r.kind == "load":
        extra = r.fields - r.must
        if extra:
            return (f"field(s) {sorted(extra)} read only under a condition: copying them "
                    "could read what the original does not")
    elif r.must != set(range(r.S)):
        missing = sorted(set(range(r.S)) - r.must)
        return (f"field(s) {missing} are not written whenever the guard passes: the "
                "write-back would write elements the original does not")
    return None


def _access_fields(a, S: int):
    """The fields ``c`` (in elements) the access may touch, or why they are not known."""
    size = a.type.size
    p = a.offset.substitute({"block.x": 1})  # only the rest below is read
    rest = p - Poly.sym("tid.x").scale(p.coefficient("tid.x").constant or 0) - \
        Poly.sym("bid.x").scale(p.coefficient("bid.x").constant or 0)
    c0 = rest.as_dict().get((), 0)
    ranges = []
    for sym in sorted(rest.symbols()):
        lp = next((x for x in a.loops if x.symbol == sym), None)
        if lp is None or lp.kind != "linear":
            return f"the field depends on {sym}, not a counting loop around the access"
        trips = lp.trip_count({})
        if trips is None:
            return f"the field depends on the loop at line {lp.line}, whose trip count " \
                   "is not a constant"
        ranges.append((rest.coefficient(sym).constant, trips))
    combos = 1
    for _, t in ranges:
        combos *= max(t, 1)
    if combos > MAX_COMBINATIONS:
        return "too many field combinations to enumerate"
    out = set()
    for js in product(*(range(t) for _, t in ranges)):
        b = c0 + sum(k * j for (k, _), j in zip(ranges, js))
        if b % size:
            return "a field is not element-aligned"
        out.add(b // size)
    return out


# ------------------------------------------------------------ owner's guard

def _owner_decls(prefix, guard, env: IndexEnv):
    """The top-level declarations before the staged statements that the guard reads
    (in order), or why the guard cannot be evaluated for another thread of the block."""
    if guard is None:
        return []
    if not _pure(guard):
        return f"line {guard.loc.line}: the guard reads memory or calls a function, so it " \
               "cannot be evaluated for the owner of a copied element"
    decls = {s.name: s for s in prefix if isinstance(s, N.Decl)}
    needed, todo = set(), [guard]
    while todo:
        e = todo.pop()
        for v in walk(e):
            if not isinstance(v, N.Var) or v.name in needed:
                continue
            if v.name in env.params and not env.assigned.get(v.name):
                continue
            d = decls.get(v.name)
            if d is None or d.init is None or env.assigned.get(v.name) or \
                    v.name in env.escaped or not _pure(d.init) or d.space != AddressSpace.PRIVATE:
                return (f"the guard reads {v.name}, which is not a pure declaration before the "
                        "staged statements (it cannot be recomputed for an element's owner)")
            needed.add(v.name)
            todo.append(d.init)
    return [s for s in prefix if isinstance(s, N.Decl) and s.name in needed]


def _pure(e) -> bool:
    return not any(isinstance(n, _IMPURE) for n in walk(e))


# --------------------------------------------------------------- the rewrite

def _rewrite(plan: _Plan, fresh) -> N.Block:
    """The kernel body: the shared arrays, the statements before the staged ones, the
    copy in and a barrier (loads), the staged statements reading and writing the shared
    arrays, a barrier and the write-back (stores), the statements after."""
    body, records, B = plan.fn.body, plan.records, plan.B
    stmts = body.stmts
    loc = stmts[plan.first].loc
    loads = [r for r in records if r.kind == "load"]
    stores = [r for r in records if r.kind == "store"]
    replace = {id(a.node): _shared_index(a, r, B) for r in records for a in r.accesses}
    region = [_Replace(replace).visit(s) for s in stmts[plan.first:plan.last + 1]]
    out = [N.Decl(r.shared, r.shared_decl_type(B), None, AddressSpace.SHARED, loc=loc)
           for r in records]
    out += list(stmts[:plan.first])
    who = _Owner(plan.guard, plan.owner, plan.env)
    if loads:
        out += _copies(loads, who, B, fresh, loc, into_shared=True)
        out.append(N.Barrier(("local",), loc=loc))
    out += region
    if stores:
        out.append(N.Barrier(("local",), loc=loc))
        out += _copies(stores, who, B, fresh, loc, into_shared=False)
    out += list(stmts[plan.last + 1:])
    return dataclasses.replace(body, stmts=tuple(out))


def _tid(loc) -> N.Expr:
    return N.Cast(I32, N.Special("local_id", 0, U32, loc=loc))


def _shared_index(a, r: _Record, B: int) -> N.Index:
    """``shared[S*threadIdx.x + c]``, c rebuilt from the access's affine form over its
    loops' variables."""
    loc = a.node.loc
    size = r.t.size
    p = a.offset.substitute({"block.x": B})
    rest = p - Poly.sym("tid.x").scale(r.S * size) - Poly.sym("bid.x").scale(r.S * size * B)
    idx: N.Expr = N.Binary("*", N.Const(r.S, I32), _tid(loc), I32, loc=loc)
    c0 = rest.as_dict().get((), 0) // size
    for sym in sorted(rest.symbols()):
        lp = next(x for x in a.loops if x.symbol == sym)
        k = rest.coefficient(sym).constant
        vt = _var_type(lp)
        counter: N.Expr = N.Var(lp.var, vt, loc=loc)
        if vt != I32:
            counter = N.Cast(I32, counter, loc=loc)
        start, step = lp.start.constant, lp.step.constant
        if sym.startswith("iter:"):
            counter = N.Binary("-", counter, N.Const(start, I32), I32, loc=loc)
            if step != 1:
                counter = N.Binary("/", counter, N.Const(step, I32), I32, loc=loc)
        term = counter if k == size else N.Binary("*", N.Const(k // size, I32), counter, I32,
                                                  loc=loc) if k % size == 0 else None
        if term is None:  # a field coefficient that is not whole elements: exact in sum
            term = N.Binary("/", N.Binary("*", N.Const(k, I32), counter, I32, loc=loc),
                            N.Const(size, I32), I32, loc=loc)
        idx = N.Binary("+", idx, term, I32, loc=loc)
    if c0:
        idx = N.Binary("+", idx, N.Const(c0, I32), I32, loc=loc)
    return r.element(idx, B, loc)


def _var_type(lp):
    init = lp.node.init
    if isinstance(init, N.Decl):
        return init.type
    return init.expr.target.type


class _Replace(NodeTransformer):
    def __init__(self, replace: dict):
        self.replace = replace

    def visit(self, node):
        if id(node) in self.replace:
            return self.replace[id(node)]
        return self.generic_visit(node)


def _copies(records: list, who: "_Owner", B: int, fresh, loc, *, into_shared: bool):
    """The coalesced copies of ``records`` (into shared memory, or back): element-wise
    loops, one per record length S, and a word loop per record copied as words."""
    out = who.prelude(fresh, loc)
    plain = [r for r in records if not r.words]
    for S in sorted({r.S for r in plain}):
        out.append(_element_loop([r for r in plain if r.S == S], S, who, B, fresh, loc,
                                 into_shared))
    for r in records:
        if r.words:
            out += _word_loop(r, who, B, fresh, loc, into_shared)
    return out


def _counted(fresh, base: str, trips: int, body_of, loc) -> N.For:
    """``for (int r = 0; r < trips; r++) { body_of(r) }``."""
    rv = fresh(base)
    r_var = N.Var(rv, I32, loc=loc)
    return N.For(N.Decl(rv, I32, N.Const(0, I32), loc=loc),
                 N.Binary("<", r_var, N.Const(trips, I32), I32, loc=loc),
                 N.IncDec(r_var, 1, False, I32, loc=loc),
                 N.Block(tuple(body_of(r_var)), loc=loc), loc=loc)


def _declare(fresh, base: str, value, loc) -> tuple:
    """A fresh ``int`` local holding ``value``: (its declaration, its Var)."""
    name = fresh(base)
    return N.Decl(name, I32, value, loc=loc), N.Var(name, I32, loc=loc)


def _b(op, a, b, loc, t=I32):
    return N.Binary(op, a, b, t, loc=loc)


class _Owner:
    """The guard, evaluated for the owner of a copied element (thread ``e / S`` of the
    block). In general the declarations it reads are recomputed with ``threadIdx.x`` ->
    ``e / S``. When it is one comparison ``X < Y`` whose affine forms differ by
    ``threadIdx.x`` plus terms of no other thread index (``i < n``, or the early exit
    ``if (i >= n) return;``), the owner q passes iff ``X0 + q < Y0`` (X0, Y0: the values for
    thread 0), iff ``S*X0 + e < S*Y0`` (e - S*q lies in [0, S)): one affine comparison, in
    64-bit arithmetic, as a hand-written copy tests ``base + k < S*n``; it also holds for
    every element before e when it holds for e."""

    def __init__(self, guard, owner: list, env: IndexEnv):
        self.guard, self.owner = guard, owner
        self.mono = None if guard is None else _monotone(guard, env)
        self.x0 = self.y0 = None

    @property
    def monotone(self) -> bool:
        """Whether the guard is tested affinely (passing for e implies passing for every
        element before e)."""
        return self.mono is not None

    def prelude(self, fresh, loc) -> list:
        """Declarations for thread 0 of the block (monotone guards: X0 and Y0), emitted
        once before the copies."""
        if self.mono is None:
            return []
        X, Y = self.mono
        decls, (self.x0, self.y0) = _owner_guard(self.owner, (X, Y), N.Const(0, I32), fresh,
                                                 loc)
        return decls

    def test(self, element, S: int, fresh, loc) -> tuple:
        """(declarations, condition): whether the owner of ``element`` passes the guard;
        ([], None) without a guard."""
        if self.guard is None:
            return [], None
        if self.mono is not None:
            def wide(e):
                return e if e.type == I64 else N.Cast(I64, e, loc=loc)
            lhs = _b("+", _b("*", N.Const(S, I64), wide(self.x0), loc, I64), wide(element),
                     loc, I64)
            return [], _b("<", lhs, _b("*", N.Const(S, I64), wide(self.y0), loc, I64), loc)
        decls, (cond,) = _owner_guard(self.owner, (self.guard,),
                                      _b("/", element, N.Const(S, I32), loc), fresh, loc)
        return decls, cond


def _monotone(guard, env: IndexEnv):
    """``(X, Y)`` when ``guard`` is ``X < Y`` (also written ``Y > X``, ``!(X >= Y)``,
    ``!(Y <= X)``) with affine forms whose difference is ``tid.x`` plus terms of block
    indices, sizes and parameters, that cannot wrap; else None."""
    neg = False
    while isinstance(guard, N.Unary) and guard.op == "!":
        neg, guard = not neg, guard.operand
    if not isinstance(guard, N.Binary):
        return None
    op = {"<": ">=", ">=": "<", ">": "<=", "<=": ">"}.get(guard.op) if neg else guard.op
    if op not in ("<", ">"):
        return None
    X, Y = (guard.lhs, guard.rhs) if op == "<" else (guard.rhs, guard.lhs)
    try:
        fx, fy = env.form(X), env.form(Y)
    except NonAffine:
        return None
    d = fx - fy
    if may_wrap(guard, fx, fy) or not d.is_affine or \
            d.coefficient("tid.x").constant != 1 or d.index_vars() - {"tid.x", "bid.x"} or \
            not isinstance(X.type, ScalarType) or not X.type.is_integer:
        return None
    return X, Y


def _element_copy(r: _Record, e, B: int, loc, into_shared: bool, test=None) -> N.Stmt:
    """``shared[e] = a[S*B*blockIdx.x + e]`` (or back), under ``test``."""
    it = _index_type(r)
    base = _b("*", N.Cast(it, N.Special("group_id", 0, U32, loc=loc)),
              N.Const(r.S * B, it), loc, it)
    off = e if it == I32 else N.Cast(it, e, loc=loc)
    glob = N.Index(N.Var(r.array, _param_type(r), loc=loc), _b("+", base, off, loc, it), r.t,
                   loc=loc)
    sh = r.element(e, B, loc)
    dst, src = (sh, glob) if into_shared else (glob, sh)
    copy = N.ExprStmt(N.Assign(dst, src, None, r.t, loc=loc), loc=loc)
    return copy if test is None else N.If(test, N.Block((copy,), loc=loc), None, loc=loc)


def _element_loop(group: list, S: int, who: "_Owner", B, fresh, loc, into_shared) -> N.For:
    """``for (r = 0; r < S; r++) { e = r*B + tid; the owner's declarations; if (owner
    passes) copy element e of each array }`` (loads: only the fields they read)."""

    def body(r_var):
        e_decl, e_var = _declare(fresh, "stage_e", _b("+", _b("*", r_var, N.Const(B, I32), loc),
                                                      _tid(loc), loc), loc)
        decls, ok = who.test(e_var, S, fresh, loc)
        inner = [e_decl, *decls]
        for r in group:
            test = ok
            if r.kind == "load" and r.must != set(range(S)):
                f = _b("%", e_var, N.Const(S, I32), loc)
                alt = None
                for c in sorted(r.must):
                    one = _b("==", f, N.Const(c, I32), loc)
                    alt = one if alt is None else _b("||", alt, one, loc)
                test = alt if test is None else _b("&&", test, alt, loc)
            inner.append(_element_copy(r, e_var, B, loc, into_shared, test))
        return inner

    return _counted(fresh, "stage_r", S, body, loc)


def _wordable(r: _Record, B: int) -> bool:
    """Whether ``r`` may be copied as 32-bit words: 1- or 2-byte elements, a range of
    whole words, and (loads) every field copied."""
    return r.t.size < 4 and (r.S * B * r.t.size) % 4 == 0 and \
        (r.kind == "store" or r.must == set(range(r.S)))


def _word_loop(r: _Record, who: "_Owner", B, fresh, loc, into_shared) -> list:
    """The block's range as W 32-bit words, word ``w = rw*B + tid``: copied whole where the
    owners of its first and last elements pass the guard (its L elements have at most two
    owners, L <= S + 1, so those are all of them; for a monotone guard the last one
    decides), element by element otherwise. Without a loop when W <= B (the model can then
    weigh the two paths)."""
    L = 4 // r.t.size
    W = r.S * B * r.t.size // 4
    it = _index_type(r)
    space = AddressSpace.GLOBAL
    const = isinstance(_param_type(r), PointerType) and _param_type(r).const

    def word_copy(w_var, e0):
        base = _b("*", N.Cast(it, N.Special("group_id", 0, U32, loc=loc)),
                  N.Const(r.S * B, it), loc, it)
        off = e0 if it == I32 else N.Cast(it, e0, loc=loc)
        elem = N.Index(N.Var(r.array, _param_type(r), loc=loc), _b("+", base, off, loc, it),
                       r.t, loc=loc)
        glob = N.Deref(N.Cast(PointerType(U32, space, const),
                              N.AddressOf(elem, PointerType(r.t, space, const), loc=loc),
                              loc=loc), U32, loc=loc)
        sh = N.Index(N.Var(r.shared, r.shared_decl_type(B), loc=loc), w_var, U32, loc=loc)
        dst, src = (sh, glob) if into_shared else (glob, sh)
        return N.ExprStmt(N.Assign(dst, src, None, U32, loc=loc), loc=loc)

    def body(w_value):
        w_decl, w_var = _declare(fresh, "stage_w", w_value, loc)
        e_decl, e0 = _declare(fresh, "stage_e", _b("*", w_var, N.Const(L, I32), loc), loc)
        inner = [e_decl]
        if who.guard is None:
            inner.append(word_copy(w_var, e0))
        else:
            last = _b("+", e0, N.Const(L - 1, I32), loc)
            d2, ok2 = who.test(last, r.S, fresh, loc)
            d1, ok = ([], None) if who.monotone else who.test(e0, r.S, fresh, loc)
            ok = ok2 if ok is None else _b("&&", ok, ok2, loc)

            def one(j_var):
                e_decl1, e = _declare(fresh, "stage_e", _b("+", e0, j_var, loc), loc)
                d, ok1 = who.test(e, r.S, fresh, loc)
                return [e_decl1, *d, _element_copy(r, e, B, loc, into_shared, ok1)]

            inner += d1 + d2
            inner.append(N.If(ok, N.Block((word_copy(w_var, e0),), loc=loc),
                              N.Block((_counted(fresh, "stage_j", L, one, loc),), loc=loc),
                              loc=loc))
        if W % B:
            inner = [N.If(_b("<", w_var, N.Const(W, I32), loc), N.Block(tuple(inner), loc=loc),
                          None, loc=loc)]
        return [w_decl, *inner]

    if W <= B:
        return [N.Block(tuple(body(_tid(loc))), loc=loc)]
    return [_counted(fresh, "stage_r", -(-W // B),
                     lambda rw: body(_b("+", _b("*", rw, N.Const(B, I32), loc), _tid(loc), loc)),
                     loc)]


def _index_type(r: _Record) -> ScalarType:
    """int, or the 64-bit type of an original index (the block's base offset is computed
    in the widest type the kernel's own record indices use, so it wraps no earlier)."""
    for a in r.accesses:
        t = a.node.index.type
        if isinstance(t, ScalarType) and t.is_integer and t.bits == 64:
            return t
    return I32


def _param_type(r: _Record):
    a = r.accesses[0].node.base
    return a.type


def _owner_guard(owner: list, exprs: tuple, who, fresh, loc):
    """The owner's declarations (renamed, ``threadIdx.x`` -> ``who``) and ``exprs`` read
    through them."""
    names = {d.name: fresh(f"{d.name}_own") for d in owner}

    def f(n):
        if isinstance(n, N.Special) and n.kind == "local_id" and n.dim == 0:
            if isinstance(who, N.Const):
                return N.Const(who.value, n.type, loc=loc)
            return N.Cast(n.type, who, loc=loc)
        if isinstance(n, N.Var) and n.name in names:
            return dataclasses.replace(n, name=names[n.name])
        if isinstance(n, N.Decl) and n.name in names:
            return dataclasses.replace(n, name=names[n.name])
        return None

    decls = [transform(d, f) for d in owner]
    return decls, tuple(transform(e, f) for e in exprs)


__all__ = ["stage_records", "STEP"]
