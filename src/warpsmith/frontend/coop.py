"""Cooperative groups and the warp match/vote/reduce intrinsics in the semantic pass.

Cooperative groups is a library of classes; warpsmith knows it as it knows the math
headers: each group is a *handle* the frontend tracks, and each method is lowered to CUDA
intrinsics, written here as CUDA text that the frontend reads in place of the call (the
user's arguments substituted, every token located at the call). The IR never sees a
group, only what the lowering wrote, so the simulator, the analyses, the model and both
printers need nothing new beyond the warp builtins. The lowering, method by method, is
the table of docs/cxx-coop.md:

* ``thread_block``: no value; ``thread_rank()`` is the linear thread id, ``size()`` the
  block's thread count, ``sync()`` / ``cg::sync(b)`` a ``Barrier``;
* ``thread_block_tile<N>`` (N = 1, 2, 4, .., 32) and ``coalesced_group``: an ``unsigned
  int`` variable holding the group's lane mask (``0xff << (lane & 24)`` for N = 8,
  ``__activemask()``); shuffles and votes pass that mask (shuffles of a tile its width N);
* ``cg::reduce`` / ``inclusive_scan`` / ``exclusive_scan`` over a tile: a device function
  of the module (``warpsmith_cg_reduce_plus_float_8``) with the xor butterfly CUDA's
  header uses for tiles, so results are bit-identical;
* ``grid_group``: ranks from the grid geometry; ``sync()`` is the builtin ``grid_sync``,
  which the simulator refuses (docs/cxx-coop.md says why).
"""

from __future__ import annotations

from dataclasses import replace

from ..ir.record import record
from ..ir import nodes as N
from ..ir.errors import SemanticError, Unsupported, WarpsmithError
from ..ir.types import (I32, U32, AddressSpace, PointerType, ScalarType, StructType, Type,
                        element_scalar)
from . import dialects as D
from .lexer import tokenize
from .parser import Syn

#: the linear thread id in the block, its thread count
RANK = "(threadIdx.x + blockDim.x * (threadIdx.y + blockDim.y * threadIdx.z))"
SIZE = "(blockDim.x * blockDim.y * blockDim.z)"
BLOCK_ID = "(blockIdx.x + gridDim.x * (blockIdx.y + gridDim.y * blockIdx.z))"
FACTORIES = {"this_thread_block", "tiled_partition", "coalesced_threads", "this_grid",
             "labeled_partition", "binary_partition"}
FREE = FACTORIES | {"sync", "reduce", "inclusive_scan", "exclusive_scan"}
#: functor -> (name in helper names, how it combines ``a`` (this lane) and ``b``)
OPS = {"plus": ("plus", "a + b"), "less": ("less", "(b < a) ? b : a"),
       "greater": ("greater", "(a < b) ? b : a"), "bit_and": ("bit_and", "a & b"),
       "bit_or": ("bit_or", "a | b"), "bit_xor": ("bit_xor", "a ^ b")}
_REDUX = {"plus": "add", "less": "min", "greater": "max", "bit_and": "and", "bit_or": "or",
          "bit_xor": "xor"}


@record
class Handle:
    """A cooperative group the frontend knows: ``kind`` block, tile, coalesced, grid;
    ``n`` the tile size; ``parent`` the parent tile's size (0: the block); ``mask`` the
    CUDA text of its lane mask (the variable's source name once bound)."""

    kind: str
    n: int = 0
    parent: int = 0
    mask: str = ""
    args: tuple = ()  # the user's arguments (syntax) ``mask`` names as __cg_aK


def handle_struct(h: Handle) -> StructType:
    """The marker type the frontend gives a group's declared type."""
    tag = f"tile{h.n}" if h.kind == "tile" else h.kind
    return StructType(f"__cg_{tag}")


def is_handle(t) -> bool:
    """Whether ``t`` is the type of a cooperative group."""
    return isinstance(t, StructType) and (t.name.startswith("__cg_")
                                          or t.name == "__cooperative_groups_handle")


def _of_struct(t: StructType, loc) -> Handle:
    name = t.name[len("__cg_"):] if t.name.startswith("__cg_") else "block"
    if name.startswith("tile"):
        return Handle("tile", int(name[4:]))
    if name == "group":
        raise Unsupported("cooperative_groups::thread_group as a declared type (its kind is "
                          "known only at run time); declare the tile or block type", loc)
    return Handle(name)


def _tile_size(n: int, loc) -> int:
    if n < 1 or n > 32 or n & (n - 1):
        if n > 32 and not n & (n - 1):
            raise Unsupported(f"thread_block_tile<{n}>: tiles larger than a warp", loc)
        raise SemanticError(f"tile size {n}: a power of two from 1 to 32", loc)
    return n


def handle_type(sem, name: str, targs, ctx, tok) -> StructType:
    """The type of a declaration of cooperative-groups type ``name`` (``targs``: the
    template arguments of ``thread_block_tile<N>``)."""
    loc = tok.where if tok is not None else N.NOLOC
    if name == "thread_block_tile":
        if not targs or not isinstance(targs[0], Syn):
            raise SemanticError("thread_block_tile needs its size: thread_block_tile<N>", loc)
        return handle_struct(Handle("tile", _tile_size(sem.const_int(targs[0], ctx), loc)))
    kind = {"thread_block": "block", "grid_group": "grid", "coalesced_group": "coalesced",
            "thread_group": "group"}[name]
    return StructType(f"__cg_{kind}")


# ---------------------------------------------------------------------------- lowering


def lowered(sem, text: str, args: list, ctx, loc) -> N.Expr:
    """The expression CUDA ``text`` means at ``loc``, with ``__cg_aK`` standing for the
    user's K-th argument (syntax, substituted before typing)."""
    toks = [replace(t, loc=loc) for t in tokenize(text, loc.file)]
    syn = sem.parser(toks).expr()
    syn = _subst(syn, {f"__cg_a{k}": a for k, a in enumerate(args)})
    return sem.ex(syn, ctx)


def _subst(syn, subs: dict):
    if isinstance(syn, Syn):
        if syn.kind == "id" and syn.name in subs:
            return subs[syn.name]
        for k, v in list(syn.__dict__.items()):
            if k not in ("kind", "tok"):
                syn.__dict__[k] = _subst(v, subs)
        return syn
    if isinstance(syn, list):
        return [_subst(x, subs) for x in syn]
    return syn


def mask_text(n: int) -> str:
    """The lane mask of the tile of ``n`` threads holding this thread."""
    if n == 32:
        return "0xffffffffu"
    return f"({hex((1 << n) - 1)}u << ({RANK} & {32 - n}u))"


def handle_of(sem, syn, ctx) -> Handle | None:
    """The group an expression names (a group variable or a factory call), else None."""
    if syn is None or sem.dialect != D.CUDA:
        return None
    if syn.kind == "id":
        v = sem.lookup(syn.name, ctx)
        return v.expr if v is not None and v.kind == "cg" and isinstance(v.expr, Handle) \
            else None
    if syn.kind != "call" or syn.fn.kind != "id" or syn.fn.name not in FACTORIES or \
            syn.fn.name in sem.funcs or sem.lookup(syn.fn.name, ctx) is not None:
        return None
    name = syn.fn.name
    loc = syn.fn.tok.where
    if name == "this_thread_block":
        return Handle("block")
    if name == "this_grid":
        return Handle("grid")
    if name == "coalesced_threads":
        return Handle("coalesced", mask="__activemask()")
    if name in ("labeled_partition", "binary_partition"):
        return _partition(sem, name, syn, ctx, loc)
    # tiled_partition<N>(parent) or tiled_partition(parent, N)
    targs = syn.fn.targs or []
    if targs:
        if len(syn.args) != 1 or not isinstance(targs[0], Syn):
            raise SemanticError("tiled_partition<N> takes the parent group", loc)
        n = sem.const_int(targs[0], ctx)
    else:
        if len(syn.args) != 2:
            raise SemanticError("tiled_partition takes the parent group and a size", loc)
        try:
            n = sem.const_int(syn.args[1], ctx)
        except WarpsmithError:
            raise Unsupported("tiled_partition with a size known only at run time", loc) \
                from None
    parent = handle_of(sem, syn.args[0], ctx)
    if parent is None or parent.kind not in ("block", "tile"):
        raise Unsupported("tiled_partition of a group other than a thread block or tile",
                          loc)
    n = _tile_size(n, loc)
    if parent.kind == "tile" and n > parent.n:
        raise SemanticError(f"tile of {n} threads inside a tile of {parent.n}", loc)
    return Handle("tile", n, parent.n if parent.kind == "tile" else 0, mask_text(n))


def _partition(sem, name: str, syn, ctx, loc) -> Handle:
    """``labeled_partition(g, label)``: the threads of tile or coalesced group ``g`` with
    the same label, a coalesced group (CUDA: ``__match_any_sync`` over g's mask);
    ``binary_partition(g, pred)``: those with the same truth value (``__ballot_sync``)."""
    if len(syn.args) != 2:
        raise SemanticError(f"{name} takes a group and a label", loc)
    parent = handle_of(sem, syn.args[0], ctx)
    if parent is None or parent.kind not in ("tile", "coalesced"):
        raise Unsupported(f"{name} of a group other than a tile or coalesced group", loc)
    pmask = parent.mask
    if parent.args:
        raise Unsupported(f"{name} of a partition not held in a variable", loc)
    if name == "labeled_partition":
        mask = f"__match_any_sync({pmask}, __cg_a0)"
    else:
        # the ballot by every thread first (not inside a branch): the true set, or the
        # rest of the group
        mask = (f"(__ballot_sync({pmask}, (__cg_a0) ? 1 : 0) ^ ((__cg_a0) ? 0u : "
                f"{pmask}))")
    return Handle("coalesced", mask=mask, args=(syn.args[1],))


def is_factory_init(sem, s, ctx) -> bool:
    """Whether every initializer of declaration ``s`` names a group (``auto t = ..``)."""
    inits = [init for _, init in s.items]
    return bool(inits) and all(handle_of(sem, i, ctx) is not None for i in inits)


def declare(sem, s, ctx, base) -> list:
    """A declaration of groups: a block or grid is only remembered; a tile or coalesced
    group becomes an ``unsigned int`` variable holding its lane mask."""
    from .semantic import VarInfo

    out = []
    for d, init in s.items:
        loc = d.tok.where
        if d.ptrs or d.arrays or d.params is not None:
            raise Unsupported("a pointer, array or function of cooperative groups", loc)
        h = handle_of(sem, init, ctx) if init is not None else None
        if h is None:
            if init is None and base is not None and _of_struct(base, loc).kind == "block":
                h = Handle("block")
            else:
                raise SemanticError(f"'{d.name}': a cooperative group is initialized from "
                                    "a group (this_thread_block(), tiled_partition<N>(..), "
                                    "coalesced_threads(), this_grid() or a group variable)",
                                    loc)
        if base is not None and base.name != "__cg_group":
            want = _of_struct(base, loc)
            if want.kind != h.kind or want.n != h.n:
                raise SemanticError(f"'{d.name}': a {_describe(h)} does not convert to a "
                                    f"{_describe(want)}", loc)
        if h.kind in ("tile", "coalesced"):
            value = lowered(sem, h.mask, list(h.args), ctx, loc)
            uname = sem.declare(d.name, U32, ctx, AddressSpace.PRIVATE, "cg",
                                replace(h, mask=d.name, args=()))
            out.append(N.Decl(uname, U32, value, loc=loc))
        else:
            ctx.scopes[-1][d.name] = VarInfo(d.name, U32, AddressSpace.PRIVATE, "cg", h)
    return out


def _describe(h: Handle) -> str:
    return {"block": "thread_block", "grid": "grid_group", "coalesced": "coalesced_group",
            "tile": f"thread_block_tile<{h.n}>"}[h.kind]


def param(sem, p, t, ctx) -> N.Param:
    """A device-function parameter of group type: an ``unsigned int`` (the lane mask of a
    tile or coalesced group; unused for a block), the group known from its type."""
    loc = p.decl.tok.where
    h = _of_struct(t, loc)
    if h.kind == "grid":
        raise Unsupported("a grid_group parameter", loc)
    pname = p.decl.name or "group"
    uname = sem.declare(pname, U32, ctx, AddressSpace.PRIVATE, "cg", replace(h, mask=pname))
    return N.Param(uname, U32, False, loc=loc)


def handle_value(sem, v, ctx, loc) -> N.Expr:
    """A group used as a value (an argument to a device function): its mask variable, or
    0 for a block."""
    h = v.expr
    if isinstance(h, Handle) and h.kind in ("tile", "coalesced"):
        var = N.Var(v.name, U32, loc=loc)
        # a template's type parameter deduced from it is the group's type (WarpT& warp)
        sem.cg_values[id(var)] = (var, handle_struct(h))
        return var
    if isinstance(h, Handle) and h.kind == "block":
        return N.Const(0, U32, loc=loc)
    raise Unsupported(f"cooperative group '{v.name}' used as a value", loc)


# ----------------------------------------------------------------------------- calls


def sync_stmt(sem, e, ctx) -> list | None:
    """``b.sync()`` / ``cg::sync(b)`` of a block (a Barrier) or a grid (``grid_sync``);
    None for anything else."""
    fn = e.fn
    h = None
    if fn.kind == "member" and fn.name in ("sync", "barrier_wait") and not e.args:
        h = handle_of(sem, fn.b, ctx)
    elif fn.kind == "id" and fn.name == "sync" and len(e.args) == 1 and \
            fn.name not in sem.funcs:
        h = handle_of(sem, e.args[0], ctx)
    loc = fn.tok.where
    if h is None:
        return None
    if h.kind == "block":
        return [N.Barrier(("local", "global"), loc=loc)]
    if h.kind == "grid":
        return [N.ExprStmt(N.Call("grid_sync", (), D.VOID, loc=loc), loc=loc)]
    return None


def _class_qualified(sem, fn) -> bool:
    """Whether ``fn`` is qualified by a class or type (``Base::reduce(x, op)``, a method of
    flash-attn's Reducer), not by a namespace such as ``cg::``."""
    q = fn.qual[-1] if getattr(fn, "qual", None) else None
    return q is not None and (q in sem.classes or q in sem.types or
                              q in sem.cxx_classes or q in sem.prog.typenames)


def call_hook(sem, s, ctx) -> N.Expr | None:
    """A method of a group or a cooperative-groups function, lowered; None otherwise."""
    if sem.dialect != D.CUDA:
        return None
    fn = s.fn
    if fn.kind == "member" and not fn.arrow:
        h = handle_of(sem, fn.b, ctx)
        if h is None:
            return None
        return method(sem, h, fn.name, s.args, ctx, fn.tok.where)
    if fn.kind == "id" and fn.name.startswith("numeric_limits::"):
        from .libc import numeric_limits
        return numeric_limits(sem, s, ctx)
    if fn.kind != "id" or fn.name not in FREE or fn.name in sem.funcs or \
            sem.lookup(fn.name, ctx) is not None or _class_qualified(sem, fn):
        return None
    loc = fn.tok.where
    name = fn.name
    if name in FACTORIES:
        h = handle_of(sem, s, ctx)
        if h.kind in ("tile", "coalesced"):
            return lowered(sem, h.mask, list(h.args), ctx, loc)
        return N.Const(0, U32, loc=loc)
    if not s.args:
        raise SemanticError(f"'{name}' takes a group first", loc)
    h = handle_of(sem, s.args[0], ctx)
    if h is None:
        raise SemanticError(f"the first argument of '{name}' is not a cooperative group", loc)
    if name == "sync":
        return method(sem, h, "sync", [], ctx, loc)
    return collective(sem, h, name, s.args[1:], ctx, loc)


def method(sem, h: Handle, name: str, args: list, ctx, loc) -> N.Expr:
    """``group.name(args)`` lowered (see the module's docstring)."""
    if h.kind == "coalesced" and name in ("shfl_down", "shfl_up") and len(args) == 2:
        return _coalesced_shift(sem, h, name, args, ctx, loc)
    text = _method_text(h, name, len(args), loc)
    if "warpsmith_cg_pack" in text:
        helper(sem, "warpsmith_cg_pack", _PACK, loc)
    return lowered(sem, text, args, ctx, loc)


def _method_text(h: Handle, name: str, nargs: int, loc) -> str:
    m, n = h.mask, h.n
    want = {"shfl": 2, "shfl_down": 2, "shfl_up": 2, "shfl_xor": 2, "any": 1, "all": 1,
            "ballot": 1, "match_any": 1, "match_all": 2}.get(name, 0)
    if nargs != want:
        raise SemanticError(f"{_describe(h)}::{name} takes {want} argument"
                            f"{'s' if want != 1 else ''}, got {nargs}", loc)
    common = {"thread_index": "threadIdx", "group_index": "blockIdx"}
    if h.kind == "block":
        table = {"thread_rank": RANK, "size": SIZE, "num_threads": SIZE,
                 "dim_threads": "blockDim", "group_dim": "blockDim", **common}
    elif h.kind == "grid":
        table = {"thread_rank": f"((unsigned long long){BLOCK_ID} * {SIZE} + {RANK})",
                 "size": f"((unsigned long long)(gridDim.x * gridDim.y * gridDim.z) * {SIZE})",
                 "block_rank": f"((unsigned long long){BLOCK_ID})",
                 "num_blocks": "((unsigned long long)(gridDim.x * gridDim.y * gridDim.z))",
                 "block_index": "blockIdx", "dim_blocks": "gridDim"}
        table["num_threads"] = table["size"]
    elif h.kind == "tile":
        shift = f"({RANK} & {32 - n}u)"
        meta = (f"({RANK} / {n}u)", f"(({SIZE} + {n - 1}u) / {n}u)") if not h.parent else \
            (f"(({RANK} & {h.parent - 1}u) / {n}u)", f"{h.parent // n}u")
        table = {"thread_rank": f"({RANK} & {n - 1}u)", "size": f"{n}u",
                 "num_threads": f"{n}u", "meta_group_rank": meta[0],
                 "meta_group_size": meta[1], "sync": f"__syncwarp({m})",
                 "shfl": f"__shfl_sync({m}, __cg_a0, __cg_a1, {n})",
                 "shfl_down": f"__shfl_down_sync({m}, __cg_a0, __cg_a1, {n})",
                 "shfl_up": f"__shfl_up_sync({m}, __cg_a0, __cg_a1, {n})",
                 "shfl_xor": f"__shfl_xor_sync({m}, __cg_a0, __cg_a1, {n})",
                 "any": f"__any_sync({m}, __cg_a0)", "all": f"__all_sync({m}, __cg_a0)",
                 "ballot": f"(({m} & __ballot_sync({m}, __cg_a0)) >> {shift})",
                 "match_any": f"(({m} & __match_any_sync({m}, __cg_a0)) >> {shift})",
                 "match_all": f"(({m} & __match_all_sync({m}, __cg_a0, &__cg_a1)) >> {shift})"}
    else:
        lt = f"((1u << ({RANK} & 31u)) - 1u)"
        table = {"thread_rank": f"((unsigned int)__popc({m} & {lt}))",
                 "size": f"((unsigned int)__popc({m}))",
                 "num_threads": f"((unsigned int)__popc({m}))", "meta_group_rank": "0u",
                 "meta_group_size": "1u", "sync": f"__syncwarp({m})",
                 "shfl": f"__shfl_sync({m}, __cg_a0, __fns({m}, 0u, (int)(__cg_a1) + 1))",
                 "any": f"__any_sync({m}, __cg_a0)", "all": f"__all_sync({m}, __cg_a0)",
                 "ballot": f"warpsmith_cg_pack({m}, __ballot_sync({m}, __cg_a0))",
                 "match_any": f"warpsmith_cg_pack({m}, __match_any_sync({m}, __cg_a0))"}
    text = table.get(name)
    if text is None:
        if name == "sync" and h.kind in ("block", "grid"):
            raise Unsupported(f"{_describe(h)}::sync() inside an expression", loc)
        raise Unsupported(f"{_describe(h)}::{name}", loc)
    return text


# ------------------------------------------------------------------------ collectives

_PACK = """__device__ unsigned int warpsmith_cg_pack(unsigned int mask, unsigned int lanes) {
    unsigned int out = 0u, rank = 0u;
    for (int bit = 0; bit < 32; ++bit) {
        if (mask & (1u << bit)) {
            if (lanes & (1u << bit)) out |= 1u << rank;
            ++rank;
        }
    }
    return out;
}
"""


def helper(sem, name: str, text: str, loc) -> None:
    """Make ``text`` (one CUDA device function named ``name``) a function of the program
    being read, once."""
    if name in sem.funcs:
        return
    from .parser import split_program

    toks = tokenize(text, "<cooperative_groups>")
    prog = split_program(toks, sem.dialect)
    chunks = [c for c in prog.chunks if c.kind == "function" and c.name == name]
    if not chunks:
        raise Unsupported(f"internal: helper {name} did not read", loc)
    sem.funcs[name] = chunks


def _call(sem, name: str, args: list, ctx, loc) -> N.Expr:
    tok = _tok(loc)
    fn = Syn("id", tok, name=name, qual=[], targs=None)
    return sem.call_user(name, Syn("call", tok, fn=fn, args=args, targs=None), ctx)


def _tok(loc):
    from .lexer import Token
    return Token("id", "", loc)


def collective(sem, h: Handle, name: str, args: list, ctx, loc) -> N.Expr:
    """``cg::reduce(g, v, op)``, ``cg::inclusive_scan(g, v[, op])``,
    ``cg::exclusive_scan(g, v[, op])`` on a tile (coalesced groups: reduce of 32-bit
    integers through ``__reduce_*_sync``)."""
    if name == "reduce" and len(args) != 2:
        raise SemanticError("cg::reduce takes a group, a value and an operator", loc)
    if name != "reduce" and len(args) not in (1, 2):
        raise SemanticError(f"cg::{name} takes a group, a value and an operator", loc)
    op, t = _operator(sem, args[1], ctx, loc) if len(args) > 1 else ("plus", None)
    value = sem.ex(args[0], ctx)
    t = t or value.type
    if not isinstance(t, ScalarType):
        raise Unsupported(f"cg::{name} of a value of type {t}", loc)
    if h.kind == "coalesced" and name == "reduce" and not h.args and \
            (t.is_float or t.bits != 32):
        return _coalesced_reduce(sem, h, op, t, args[0], ctx, loc)
    if h.kind == "coalesced":
        if name != "reduce" or t.is_float or t.bits != 32:
            raise Unsupported(f"cg::{name} over a coalesced_group other than reduce of a "
                              "32-bit integer (the order of CUDA's coalesced float "
                              "reduction is not modelled)", loc)
        r = N.Call(f"reduce_{_REDUX[op]}_sync", (lowered(sem, h.mask, [], ctx, loc),
                                                 sem.conv(value, I32 if t.signed else U32)),
                   I32 if t.signed else U32, loc=loc)
        return sem.conv(r, t)
    if h.kind != "tile":
        raise Unsupported(f"cg::{name} over a {_describe(h)} (tiles of a warp only)", loc)
    from ..ir.printer import type_name

    tname = type_name(t, "cuda")
    tag = "".join(ch if ch.isalnum() else "_" for ch in tname)
    fname = f"warpsmith_cg_{name}_{OPS[op][0]}_{tag}_{h.n}"
    helper(sem, fname, _collective_text(name, op, tname, h.n, fname), loc)
    mask = Syn("id", _tok(loc), name=h.mask, qual=[], targs=None)
    return _call(sem, fname, [mask, args[0]], ctx, loc)


def _coalesced_reduce(sem, h: Handle, op: str, t, value, ctx, loc) -> N.Expr:
    """``cg::reduce`` over a coalesced group as CUDA's header does it without ``redux``
    (cooperative_groups/details/coalesced_reduce.h, coalesced_scan.h): a full warp by the
    xor butterfly of a 32-thread tile; otherwise an inclusive scan over the group's ranks
    (each step's source lane found by the header's binary search) and the last member's
    value broadcast, so floating-point results are CUDA's."""
    from ..ir.printer import type_name

    tname = type_name(t, "cuda")
    tag = "".join(ch if ch.isalnum() else "_" for ch in tname)
    fname = f"warpsmith_cg_creduce_{OPS[op][0]}_{tag}"
    comb = OPS[op][1]
    text = f"""__device__ {tname} {fname}(unsigned int m, {tname} v) {{
    {tname} a = v, b;
    if (__popc(m) == 32) {{
        for (int k = 16; k > 0; k >>= 1) {{
            b = __shfl_xor_sync(m, a, k, 32);
            a = {comb};
        }}
        return a;
    }}
    unsigned int lane = {RANK} & 31u;
    unsigned int size = (unsigned int)__popc(m);
    unsigned int lanemask = ((1u << lane) - 1u) & m;
    unsigned int src = lane;
    unsigned int base = (unsigned int)(__ffs(m) - 1);
    unsigned int rank = (unsigned int)__popc(lanemask);
    unsigned int j = 1u;
    for (unsigned int i = 1u; i < size; i <<= 1) {{
        if (i <= rank) {{
            src -= j;
            j = i;
            unsigned int beg = base + rank - i;
            while (beg < src) {{
                unsigned int half = (beg + src) >> 1;
                unsigned int hmask = lanemask >> half;
                unsigned int d = (unsigned int)__popc(hmask);
                if (d < i) {{
                    src = half - 1u;
                }} else if (i < d || !(hmask & 1u)) {{
                    beg = half + 1u;
                }} else {{
                    beg = half;
                    src = half;
                }}
            }}
        }}
        b = __shfl_sync(m, a, src, 32);
        if (i <= rank) a = {comb};
    }}
    return __shfl_sync(m, a, 31u - (unsigned int)__clz(m), 32);
}}
"""
    helper(sem, fname, text, loc)
    mask = Syn("id", _tok(loc), name=h.mask, qual=[], targs=None)
    return _call(sem, fname, [mask, value], ctx, loc)


def _coalesced_shift(sem, h: Handle, name: str, args: list, ctx, loc) -> N.Expr:
    """``g.shfl_down(v, d)`` / ``g.shfl_up(v, d)`` of a coalesced group: from the lane d
    ranks above (below) in the group, else the thread's own value (a device function
    per value type: the lane is used twice)."""
    t = sem.ex(args[0], ctx).type
    if not isinstance(t, ScalarType):
        raise Unsupported(f"coalesced_group::{name} of a value of type {t}", loc)
    from ..ir.printer import type_name

    tname = type_name(t, "cuda")
    tag = "".join(ch if ch.isalnum() else "_" for ch in tname)
    fname = f"warpsmith_cg_{name}_{tag}"
    sign = "-" if name == "shfl_up" else ""
    lane = f"({RANK} & 31u)"
    text = (f"__device__ {tname} {fname}(unsigned int m, {tname} v, unsigned int d) {{\n"
            f"    unsigned int lane = __fns(m, {lane}, {sign}((int)d + 1));\n"
            f"    if (lane >= 32u) lane = {lane};\n"
            f"    return __shfl_sync(m, v, lane, 32);\n}}\n")
    helper(sem, fname, text, loc)
    mask = Syn("id", _tok(loc), name=h.mask, qual=[], targs=None)
    return _call(sem, fname, [mask, *args], ctx, loc)


def _collective_text(name: str, op: str, t: str, n: int, fname: str) -> str:
    comb = OPS[op][1]
    lines = [f"__device__ {t} {fname}(unsigned int m, {t} v) {{", f"    {t} a = v, b;"]
    if name == "reduce":
        # the xor butterfly of cooperative groups' tile reduction: every lane ends with it
        k = n // 2
        while k:
            lines.append(f"    b = __shfl_xor_sync(m, a, {k}, {n}); a = {comb};")
            k //= 2
        lines.append("    return a;")
    else:
        rank = f"({RANK} & {n - 1}u)"
        k = 1
        while k < n:
            lines.append(f"    b = __shfl_up_sync(m, a, {k}, {n}); "
                         f"if ({rank} >= {k}u) a = {comb};")
            k *= 2
        if name == "exclusive_scan":
            lines.append(f"    a = __shfl_up_sync(m, a, 1, {n}); if ({rank} == 0u) a = 0;")
        lines.append("    return a;")
    lines.append("}")
    return "\n".join(lines) + "\n"


def _operator(sem, syn, ctx, loc) -> tuple[str, Type | None]:
    """The functor of a collective: ``cg::plus<int>()`` -> ("plus", int)."""
    if syn.kind == "call" and syn.fn.kind == "id" and syn.fn.name in OPS and not syn.args:
        targs = syn.fn.targs or []
        t = None
        if targs:
            a = targs[0]
            t = sem.type_name(a, ctx) if not isinstance(a, Syn) else \
                sem.named_type(a.name, a.tok, ctx) if a.kind == "id" else None
        return syn.fn.name, t
    raise Unsupported("a cooperative-groups collective with an operator other than "
                      "cg::plus/less/greater/bit_and/bit_or/bit_xor<T>()", loc)


# ------------------------------------------------------------------ warp intrinsics


def warp_call(sem, neutral: str, name: str, args: list, tok) -> N.Expr:
    """The match/vote/reduce builtins beyond shuffles and ballot/any/all, typed as CUDA
    declares them (``__reduce_add_sync`` has ``int`` and ``unsigned int`` overloads;
    ``__match_*_sync`` take any 32- or 64-bit integer or float)."""
    loc = tok.where
    want = {"activemask": 0, "uni_sync": 2, "match_any_sync": 2, "match_all_sync": 3}.get(
        neutral, 1 if neutral.startswith("syncthreads_") else 2)
    sem._arity(name, args, want, tok)
    if neutral == "activemask":
        return N.Call(neutral, (), U32, loc=loc)
    if neutral.startswith("syncthreads_"):
        return N.Call(neutral, (sem.conv(sem.promote(args[0]), I32, tok),), I32, loc=loc)
    mask = sem.conv(args[0], U32, tok)
    if neutral == "uni_sync":
        return N.Call(neutral, (mask, sem.promote(args[1])), I32, loc=loc)
    v = sem.promote(args[1]) if isinstance(args[1].type, ScalarType) else args[1]
    es = element_scalar(v.type) if isinstance(v.type, ScalarType) else None
    if neutral.startswith("match_"):
        if es is None or es.bits not in (32, 64):
            raise SemanticError(f"'{name}' takes a 32- or 64-bit integer or float value, got "
                                f"{v.type}", loc)
        out = [mask, v]
        if neutral == "match_all_sync":
            p = sem.decay(args[2])
            if not isinstance(p.type, PointerType) or p.type.pointee != I32:
                raise SemanticError(f"'{name}' needs an int* as its third argument, got "
                                    f"{p.type}", loc)
            out.append(p)
        return N.Call(neutral, tuple(out), U32, loc=loc)
    if es is None or not es.is_integer or es.bits > 32:
        raise SemanticError(f"'{name}' takes an int or unsigned int value, got {v.type}", loc)
    signed = es.signed and neutral[len("reduce_"):-len("_sync")] in ("add", "min", "max")
    rt = I32 if signed else U32
    return N.Call(neutral, (mask, sem.conv(v, rt, tok)), rt, loc=loc)


__all__ = ["Handle", "is_handle", "handle_type", "declare", "param", "handle_value",
           "sync_stmt", "call_hook", "warp_call", "is_factory_init"]
