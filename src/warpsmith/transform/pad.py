"""Padding shared arrays whose accesses have bank conflicts (paper 003's future work).

A tile ``__shared__ float s[32][32]`` read by columns (``s[threadIdx.x][k]``) puts the 32
lanes of a warp in one bank: 32 wavefronts per request where one would do. One more
element per row (``s[32][33]``) moves each row by one bank, and the column spans all 32.

:func:`pad_shared` considers every shared array declared in the kernel with two or more
dimensions (``T s[R][C]``, ``T s[P][R][C]``) whose accesses the analysis predicts to need
more wavefronts per request than ideal, tries ``C -> C + p`` for every ``p`` that gives a
different row stride modulo the 128 bytes of the banks (1 .. 128 / sizeof(T), i.e. 1 .. 32
for 4-byte elements), and keeps the ``p`` with the least total predicted wavefronts (sum
over the array's accesses of wavefronts per request; ties: the smallest ``p``), when that
is strictly less than without padding.

Legality, checked for the launch and parameters given:

* every use of the array is a full-depth element ``s[i][j]`` (read, written, or its address
  passed as the first argument of an atomic builtin); the array decaying to a pointer
  (``float *p = s[i]``, ``(float*)s``, ``s + 1``, a device function argument) or the address
  of an element used otherwise (``&s[i][j]`` kept in a pointer) is refused, naming the line;
* the innermost index ``j`` of every use stays in ``[0, C)`` for every thread, block and loop
  iteration (proven with :func:`warpsmith.analysis.dependence.form_range`; conditions are
  ignored, so a guarded out-of-row index is refused): the padded array then holds the
  original elements at the same ``(i, j)``, so the kernel computes what it computed;
* the kernel's static shared memory (its shared declarations) stays within 48 KiB.

The index ranges are proven for the launch and parameters given; the variant carries, as
:class:`~warpsmith.transform.variant.Assumption` s for the run-time guard, what the proof
used: ``block.x <= 32`` for a thread index ``threadIdx.x`` in a last index (fewer threads
only narrow the range), ``block.x == 32`` / ``n == 80`` for a ``blockDim.x`` or a parameter
the range reads. The launch itself is unchanged (identity :class:`LaunchMap`).

``sizeof`` of the array is folded to a constant by the frontend and cannot be seen here; a
kernel that computes with ``sizeof(s)`` keeps the unpadded size.
"""

from __future__ import annotations

import dataclasses

from ..analysis.access import Access, find_accesses
from ..analysis.affine import AXES
from ..analysis.coalescing import predict
from ..analysis.dependence import CannotProve, form_range
from ..analysis.indexing import IndexEnv, NonAffine
from ..ir import nodes as N
from ..ir.types import AddressSpace, ArrayType
from ..ir.visit import children, transform, walk
from .contract import transformation
from .variant import Assumption, LaunchMap, Refusal, Step, Variant, with_function

STATIC_SHARED_LIMIT = 48 * 1024  # bytes of static shared memory a kernel may declare
BANK_BYTES = 128  # 32 banks of 4 bytes


@transformation
def pad_shared(variant: Variant, *, name: str | None = None) -> Variant | Refusal:
    """Pad the innermost dimension of the kernel's multi-dimensional shared arrays that
    have bank conflicts (see the module doc). Returns the padded variant (one step per
    padded array; the arrays with conflicts that could not or need not be padded in its
    ``refused``), a :class:`Refusal` (located at the first array's declaration, the
    other arrays' refusals in ``others``) when no array was padded but some had
    conflicts, or ``variant`` itself when no array has bank conflicts.

    The variant keeps its launch and launch map; assumptions on launch extents are
    written in the original launch's names (``block.y <= 8`` of a kernel whose block.y is
    the original's grid.x becomes ``grid.x <= 8``)."""
    module, params = variant.module, dict(variant.params)
    grid, block = variant.grid, variant.block
    fn = variant.function()
    env = IndexEnv(fn, module, module.dialect)
    accesses = find_accesses(env)
    decls = [n for n in walk(fn.body) if isinstance(n, N.Decl) and n.space == AddressSpace.SHARED]
    static = sum(_size(d.type) for d in decls if not d.extern)
    static += sum(_size(g.type) for g in module.globals
                  if g.space == AddressSpace.SHARED and not g.extern
                  and any(isinstance(n, N.Var) and n.name == g.name for n in walk(fn.body)))
    steps: list[Step] = []
    refusals: list[Refusal] = []
    chosen: dict = {}
    assumptions: list[Assumption] = []
    for d in decls:
        if d.extern or not _dims(d.type):
            continue
        dims = _dims(d.type)
        mine = [a for a in accesses if a.array == d.name and a.space == "shared"]
        before = _waves(mine, env, grid, block, params)
        if isinstance(before, str):
            if _conflicted_any(mine, env, grid, block, params):
                refusals.append(Refusal("pad", f"{_decl_text(d)}: {before}", d.loc))
            continue
        total0, per0 = before
        if not any(w > _ideal(a) + 1e-9 for a, w in per0):
            continue  # no bank conflicts: nothing to do
        needs: dict = {}
        why = _illegal(fn, env, d, dims, mine, grid, block, params, needs)
        if why:
            refusals.append(Refusal("pad", f"{_decl_text(d)}: {why}", d.loc))
            continue
        elem = _innermost_elem(d.type)
        esize = max(1, _size(elem))
        best = None
        too_big = None
        for p in range(1, max(1, BANK_BYTES // esize) + 1):
            grown = _size(_padded_type(d.type, p)) - _size(d.type)
            trial = pad_function(fn, {**chosen, d.name: p}, fn.name)
            tenv = IndexEnv(trial, module, module.dialect)
            tacc = [a for a in find_accesses(tenv) if a.array == d.name and a.space == "shared"]
            got = _waves(tacc, tenv, grid, block, params)
            if isinstance(got, str):
                continue
            total, per = got
            if total >= total0 - 1e-9:
                continue
            if static + grown > STATIC_SHARED_LIMIT:
                if too_big is None or total < too_big[1] - 1e-9:
                    too_big = (p, total)
                continue
            if best is None or total < best[1] - 1e-9:
                best = (p, total, per, grown)
        if best is None:
            if too_big is not None:
                p = too_big[0]
                refusals.append(Refusal("pad", (
                    f"{_decl_text(d)}: padding to {_shape_text(d.name, _padded_type(d.type, p))}"
                    f" would need {static + _size(_padded_type(d.type, p)) - _size(d.type)} "
                    f"bytes of static shared memory, over {STATIC_SHARED_LIMIT}"), d.loc))
            else:
                refusals.append(Refusal("pad", f"{_decl_text(d)}: no padding of the last "
                                        f"dimension lowers the predicted wavefronts "
                                        f"({total0:.2f} per request, summed over its accesses)",
                                        d.loc))
            continue
        p, total, per, grown = best
        chosen[d.name] = p
        for expr, (kind, value) in sorted(needs.items()):
            assumptions.append(Assumption(kind, expr, value, f"the last index of {d.name} "
                                          f"stays within 0..{dims[-1] - 1}"))
        static += grown
        steps.append(Step("pad", _detail(d, p, per0, per, total0, total),
                          {"wavefronts_before": round(total0, 4),
                           "wavefronts_after": round(total, 4), "padding": p}))
    if not chosen:
        if not refusals:
            return variant
        return dataclasses.replace(refusals[0], others=tuple(refusals[1:]))
    new_name = variant.new_name(name, "pad")
    new_fn = pad_function(fn, chosen, new_name)
    new_fn = dataclasses.replace(new_fn, name=new_name, source_name=new_name)
    lm = variant.launch_map
    out = variant.derive(with_function(module, new_fn), new_name, steps[0],
                         assumptions=_dedupe([_through(a, lm) for a in assumptions]),
                         refused=refusals)
    return dataclasses.replace(out, steps=out.steps + tuple(steps[1:]))


def _through(a: Assumption, lm: LaunchMap) -> Assumption:
    """``a`` on the variant's launch extent, as a condition on the original launch (the
    new extent is the original one divided by ``div``, which the guard requires to
    divide it)."""
    kind, _, axis = a.expr.partition(".")
    if kind not in ("grid", "block") or axis not in AXES:
        return a
    i = AXES.index(axis)
    names, divs = (lm.grid, lm.grid_div) if kind == "grid" else (lm.block, lm.block_div)
    old, div = names[i], divs[i]
    if div == 1:
        return Assumption(a.kind, old, a.modulus, a.why)
    if a.kind == "at_most":
        return Assumption("at_most", old, a.modulus * div + div - 1, a.why)
    return Assumption("equal", old, a.modulus * div, a.why)


def _dedupe(assumptions: list) -> list:
    out: dict = {}
    for a in assumptions:
        old = out.get(a.expr)
        if old is None or (old.kind == "at_most" and a.kind == "equal") or (
                old.kind == a.kind == "at_most" and a.modulus < old.modulus):
            out[a.expr] = a
    return list(out.values())


# --------------------------------------------------------------------- predictions

def _ideal(a: Access) -> int:
    return max(1, a.size // 4)


def _waves(accesses, env, grid, block, params):
    """(total, [(access, wavefronts per request)]) over the non-atomic accesses that run,
    or a reason when one cannot be predicted."""
    total = 0.0
    per = []
    for a in accesses:
        if a.kind == "atomic":
            continue
        pr = predict(a, env, grid, block, params)
        w = pr.wavefronts_per_request
        if w is None:
            if "never executed" in pr.reason:
                continue
            return (f"the wavefronts of line {a.loc.line}:{a.loc.col} ({a.kind}) cannot be "
                    f"predicted: {pr.reason or 'no prediction'}")
        total += float(w)
        per.append((a, float(w)))
    return total, per


def _conflicted_any(accesses, env, grid, block, params) -> bool:
    for a in accesses:
        if a.kind == "atomic":
            continue
        w = predict(a, env, grid, block, params).wavefronts_per_request
        if w is not None and w > _ideal(a) + 1e-9:
            return True
    return False


def _detail(d: N.Decl, p: int, per0, per, total0: float, total: float) -> str:
    new = _padded_type(d.type, p)
    worst = [(a0, w0, w1) for (a0, w0), (_, w1) in zip(per0, per) if abs(w0 - w1) > 1e-9]
    parts = [f"line {a.loc.line}:{a.loc.col} {a.kind} {_fmt(w0)} -> {_fmt(w1)}"
             for a, w0, w1 in worst]
    head = (f"{_shape_text(d.name, d.type)} -> {_shape_text(d.name, new)}: wavefronts per "
            f"request ")
    if len(worst) == 1:
        a, w0, w1 = worst[0]
        head += f"{_fmt(w0)} -> {_fmt(w1)} (line {a.loc.line}:{a.loc.col} {a.kind})"
    else:
        head += "; ".join(parts)
    return head + f"; summed over its accesses {_fmt(total0)} -> {_fmt(total)}"


def _fmt(x: float) -> str:
    return f"{x:.0f}" if abs(x - round(x)) < 1e-9 else f"{x:.2f}"


# ------------------------------------------------------------------------ legality

def _illegal(fn: N.Function, env: IndexEnv, d: N.Decl, dims: list[int], accesses,
             grid, block, params, needs: dict) -> str | None:
    """Why padding ``d`` may change what the kernel computes (None: it cannot for this
    launch; ``needs`` then receives the launch and parameter conditions the proof used)."""
    rank = len(dims)
    full: list = []
    problems: list = []

    def scan(node, parent, grandparent):
        if isinstance(node, N.Expr):
            depth, root = _chain(node)
            if isinstance(root, N.Var) and root.name == d.name and depth == rank:
                if isinstance(parent, N.AddressOf) and not (
                        isinstance(grandparent, N.Call) and grandparent.name.startswith("atomic")
                        and grandparent.args and grandparent.args[0] is parent):
                    problems.append(f"line {parent.loc.line}:{parent.loc.col} takes the "
                                    f"address of an element of {d.name} (pointer arithmetic "
                                    "on it would cross rows)")
                full.append(node)
                e = node
                while isinstance(e, N.Index):
                    scan(e.index, e, None)
                    e = e.base
                return
            if isinstance(node, N.Var) and node.name == d.name:
                problems.append(f"line {node.loc.line}:{node.loc.col} uses {d.name} "
                                f"{'without indices' if depth == 0 else 'partly indexed'}"
                                " (as a pointer or a row), not as an element "
                                f"{d.name}{'[..]' * rank}")
                return
            if isinstance(node, N.Index) and isinstance(root, N.Var) and root.name == d.name:
                problems.append(f"line {node.loc.line}:{node.loc.col} uses {d.name} "
                                f"with {depth} of its {rank} indices (as a pointer or a row)")
                return
        for c in children(node):
            scan(c, node, parent)

    scan(fn.body, None, None)
    if problems:
        return problems[0]
    by_node = {id(a.node): a for a in accesses}
    for a in accesses:  # atomics (the call), fields and lanes of an element
        for n in walk(a.node):
            by_node.setdefault(id(n), a)
    inner = dims[-1]
    for e in full:
        a = by_node.get(id(e))
        where = f"line {e.loc.line}:{e.loc.col}"
        if a is None:
            return f"{where}: the access to {d.name} is not analysed"
        try:
            with env.at(a.scope):
                form = env.form(e.index)
        except NonAffine as err:
            return (f"{where}: cannot prove the last index of {d.name} stays within 0..{inner - 1}"
                    f": {err}")
        try:
            rng = form_range(env, form, a.loops, grid, block, params)
        except CannotProve as err:
            return (f"{where}: cannot prove the last index of {d.name} stays within "
                    f"0..{inner - 1}: {err}")
        if rng is None:
            continue
        lo, hi = rng
        if lo < 0 or hi > inner - 1:
            return (f"{where}: the last index of {d.name} ranges over {lo}..{hi} (conditions "
                    f"ignored), outside its dimension 0..{inner - 1}: padding would move the "
                    "elements it reaches across rows")
        _conditions(env, form, a.loops, grid, block, params, needs)
    return None


def _conditions(env: IndexEnv, form, loops, grid, block, params, needs: dict) -> None:
    """The launch and parameter values a range proof over ``form`` and ``loops`` used:
    thread and block extents may shrink (the range can only narrow), sizes read as values
    (blockDim, gridDim, parameters) must stay as they are. ``needs`` maps an expression
    ("block.x", a parameter name) to ("at_most" | "equal", value)."""
    syms = set(form.symbols())
    for lp in loops:
        if lp.kind == "unknown":
            continue
        for part in (lp.start, lp.bound, lp.step):
            if part is not None:
                syms |= part.symbols()
    for sym in list(syms):
        if sym.startswith("opaque:") and sym in env.opaque:
            for n in walk(env.opaque[sym]):
                if isinstance(n, N.Special) and n.kind in ("local_size", "num_groups",
                                                           "global_size"):
                    if n.kind in ("local_size", "global_size"):
                        syms.add(f"block.{AXES[n.dim]}")
                    if n.kind in ("num_groups", "global_size"):
                        syms.add(f"grid.{AXES[n.dim]}")
                elif isinstance(n, N.Var) and n.name in env.params:
                    syms.add(f"param:{n.name}")
    for sym in syms:
        kind, rest = sym.split(":", 1) if ":" in sym else sym.split(".", 1)
        if kind in ("tid", "bid", "block", "grid"):
            axis = AXES.index(rest)
            expr = f"{'block' if kind in ('tid', 'block') else 'grid'}.{rest}"
            value = int((block if kind in ("tid", "block") else grid)[axis])
            _need(needs, expr, "at_most" if kind in ("tid", "bid") else "equal", value)
        elif kind == "param" and rest in params:
            _need(needs, rest, "equal", int(params[rest]))


def _need(needs: dict, expr: str, kind: str, value: int) -> None:
    old = needs.get(expr)
    if old is None or (old[0] == "at_most" and kind == "equal"):
        needs[expr] = (kind, value)
    elif old[0] == kind == "at_most":
        needs[expr] = (kind, min(old[1], value))


def _chain(e):
    depth = 0
    while isinstance(e, N.Index):
        depth += 1
        e = e.base
    return depth, e


# ------------------------------------------------------------------------- rewrite

def pad_function(fn: N.Function, pads: dict, name: str) -> N.Function:
    """``fn`` with each shared array ``pads`` names widened in its last dimension."""
    types = {}
    for n in walk(fn.body):
        if isinstance(n, N.Decl) and n.name in pads:
            types[n.name] = _padded_type(n.type, pads[n.name])

    def f(node):
        if isinstance(node, N.Decl) and node.name in types:
            return dataclasses.replace(node, type=types[node.name])
        if isinstance(node, N.Var) and node.name in types:
            return dataclasses.replace(node, type=types[node.name])
        if isinstance(node, N.Index) and isinstance(node.base.type, ArrayType):
            _, root = _chain(node)
            if isinstance(root, N.Var) and root.name in types and node.type != node.base.type.elem:
                return dataclasses.replace(node, type=node.base.type.elem)
        return None

    new = transform(fn, f)
    return new if name == fn.name else dataclasses.replace(new, name=name, source_name=name)


def _padded_type(t: ArrayType, p: int) -> ArrayType:
    if isinstance(t.elem, ArrayType):
        return ArrayType(_padded_type(t.elem, p), t.count)
    return ArrayType(t.elem, t.count + p)


def _dims(t) -> list[int] | None:
    """The extents of a fixed-size array of two or more dimensions, else None."""
    dims = []
    while isinstance(t, ArrayType):
        if t.count is None:
            return None
        dims.append(t.count)
        t = t.elem
    return dims if len(dims) >= 2 else None


def _innermost_elem(t):
    while isinstance(t, ArrayType):
        t = t.elem
    return t


def _shape_text(name: str, t) -> str:
    out = name
    while isinstance(t, ArrayType):
        out += f"[{t.count}]"
        t = t.elem
    return out


def _decl_text(d: N.Decl) -> str:
    return f"{_shape_text(d.name, d.type)} (line {d.loc.line})"


def _size(t) -> int:
    try:
        return int(t.size)
    except Exception:  # noqa: BLE001 - incomplete types
        return 0


__all__ = ["pad_shared", "pad_function", "STATIC_SHARED_LIMIT"]
