"""Delegating constructors, the viability of constructors that did not read, and static
constexpr data members of an empty tag class (issue 18; CUTLASS's ``bfloat16_t``).

* ``S(int x) : S(tag, x) {}`` ([class.base.init]/6): the target constructor, chosen by
  overload resolution among ``S``'s constructors, builds the whole object, then the
  delegating constructor's body runs. The lowering: the constructor's function starts with
  ``self = <S constructed from the arguments>`` (:meth:`DelegateMixin.ex_cxx_delegate`)
  and goes on with its body. A delegating constructor with any other mem-initializer is
  ill-formed (a located error).
* A constructor that does not read is kept as the located error of the class
  (``ClassInfo.broken``). A construction whose argument count that constructor would take
  raises that error: resolving among the others alone could pick a constructor that C++
  would not (the call would silently run another overload). :func:`arity` gives the
  range of argument counts of a declarator.
* ``static constexpr Tag tag{};`` of a class type without data members
  (``struct Tag {};``): every use of ``tag`` as a value is a copy of an object that holds
  no value, which is ``Tag{}``. The member is the object constant (:func:`empty_tag_const`)
  in constant expressions and ``Tag{}`` in code that runs (:func:`tag_at_run_time`);
  ``&tag`` is then the address of an rvalue, a located error.
"""

from __future__ import annotations

from ..ir.errors import SemanticError, WarpsmithError
from ..ir.types import StructType
from .parser import Syn


def _loc(tok):
    from .semantic import _loc as loc
    return loc(tok)


def arity(d) -> tuple[int, float]:
    """The least and most argument counts a function declarator ``d`` takes (defaults
    lower the least; a C variadic or a pack makes the most unbounded)."""
    params = list(d.params or [])
    most: float = len(params)
    packs = [q for q in params if getattr(q.decl, "pack", False)]
    if d.variadic or packs:
        most = float("inf")
    least = sum(1 for q in params if q.default is None and q not in packs)
    return least, most


def delegation(info, inits: list):
    """The target constructor's argument list of a delegating constructor (``inits``: the
    mem-initializers as read), None when the constructor does not delegate; a located error
    when it delegates and names other members too."""
    own = [(nt, v) for nt, v in inits if nt.text == info.name]
    if not own:
        return None
    if len(inits) > 1:
        raise SemanticError("a delegating constructor must name no other member "
                            "initializer", _loc(own[0][0]))
    nt, v = own[0]
    if isinstance(v, Syn):  # `S{a, b}`
        v = list(getattr(v, "items", None) or [])
    return nt, list(v)


def delegate_stmt(info, nt, args: list, self_name: str) -> Syn:
    """``self = S(args);`` as the first statement of a delegating constructor."""
    lhs = Syn("id", nt, name=self_name, qual=[], targs=None)
    rhs = Syn("cxx_delegate", nt, args=args, cls=info.name)
    return Syn("expr", nt, e=Syn("assign", nt, op=None, lhs=lhs, rhs=rhs))


def refuse_if_viable(info, n_args: int) -> None:
    """Raise the located error of a constructor of ``info`` that did not read and would
    take ``n_args`` arguments (see the module's docstring)."""
    for (least, most), err in getattr(info, "broken_ctors", ()):
        if least <= n_args <= most:
            raise err


def note_broken(info, d, err) -> None:
    """Remember that the constructor declared by ``d`` did not read (``err``)."""
    if not hasattr(info, "broken_ctors"):
        info.broken_ctors = []
    info.broken_ctors.append((arity(d), err))


class DelegateMixin:
    """The expression handlers of this module, mixed into the semantic analyzer."""

    def ex_cxx_delegate(self, s, ctx):
        """The object a delegating constructor's target constructor builds."""
        st = self.cxx_classes[s.cls].struct
        return self.cxx_construct(st, [self.ex(a, ctx) for a in s.args], s.tok, ctx)


def is_empty_tag(t) -> bool:
    """Whether ``t`` is a struct type with no data members (a tag type)."""
    return isinstance(t, StructType) and not t.fields


def is_empty_init(init) -> bool:
    """Whether a static member's initializer is ``{}`` (value-initialization)."""
    return isinstance(init, Syn) and init.kind == "initlist" and not init.items


def empty_tag_const(t, loc):
    """The constant a static constexpr member of empty type ``t`` reads as: the object
    (no members) for constant expressions; :func:`tag_at_run_time` turns it into ``T{}``
    in code that runs."""
    from ..ir import nodes as N
    from .constexpr import StructValue
    return N.Const(StructValue.empty(t), t, loc=loc)


def tag_at_run_time(sem, e, tok, ctx):
    """``T{}`` for the constant of an empty tag type met in a function's run-time code
    (see :func:`empty_tag_const`); ``e`` itself otherwise."""
    if ctx is None or not getattr(ctx, "name", None) or getattr(ctx, "host", False):
        return e
    return sem.cxx_construct(e.type, [], tok, ctx)


def deduces_all(sem, c, args: list) -> bool:
    """Whether candidate ``c`` (a free function, or a template of one) gets every template
    parameter without a default from the call's ``args`` (a member, or a function that
    is not a template, always does): where deduction leaves one out, C++ drops the
    candidate ([temp.deduct]) instead of reading its parameters."""
    if not c.template or getattr(c, "cxx", None) is not None:
        return True
    try:
        bound = sem.deduce(c, args)
    except WarpsmithError:
        return False
    return all(tp.name in bound or tp.default is not None or tp.pack for tp in c.template)
