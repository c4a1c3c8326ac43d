"""Host classes that device code uses only through their static methods (issue 18,
LightGBM's metrics; see ``docs/cxx-classes.md``, "Classes read for their static methods").

``class CUDARMSEMetric : public CUDARegressionMetricInterface<RMSEMetric, CUDARMSEMetric>``
has a virtual destructor, host-only bases (whose own base is the CRTP
``RegressionMetric<RMSEMetric>``, holding ``std::vector<std::string>``) and one device
member, ``__device__ static double MetricOnPointCUDA(..)``, which a kernel calls through its
template parameter (``CUDA_METRIC::MetricOnPointCUDA(..)``). Its objects cannot be modelled
(virtual dispatch, host members), but a static method touches no object: it is a function
in the class's scope. When the whole class does not read, :func:`static_only_class` reads
its static methods and member types alone, without its data members, bases or other
methods, and the class becomes a :class:`StaticOnlyClass` type: a template argument
through which those static methods are called. Anything that needs an object of it (a
variable, a parameter, its size) is refused with the class's own reading error, located
(:func:`refuse_object`)."""

from __future__ import annotations

from ..ir.errors import Unsupported, WarpsmithError
from ..ir.types import StructType, Type
from .lexer import matching_brace

#: the reading error of each class read for its static methods only, by name
_WHY: dict[str, WarpsmithError] = {}


class StaticOnlyClass(StructType):
    """A class device code reads only for its static methods and member types: it names
    the class (``Cls::f(..)`` through a template parameter bound to it); it has no layout
    (its size and alignment are refused)."""

    @property
    def size(self) -> int:
        raise _object_error(self.name, None)

    @property
    def align(self) -> int:
        raise _object_error(self.name, None)


def _object_error(name: str, loc) -> Unsupported:
    why = _WHY.get(name)
    reason = f": {why}" if why is not None else ""
    return Unsupported(f"an object of class '{name}', which device code reads only for its "
                       f"static methods (the class does not read{reason})", loc)


def refuse_object(t: Type, what: str, loc) -> None:
    """Refuse ``what`` (a variable, a parameter) of a :class:`StaticOnlyClass` type."""
    if isinstance(t, StaticOnlyClass):
        err = _object_error(t.name, loc)
        raise Unsupported(f"{what}: {err.message}", loc)


def static_only_class(sem, c, error: WarpsmithError, info_type):
    """The class of chunk ``c`` (whose reading failed with ``error``) read for its static
    methods and member types only (``info_type``: :class:`.cxx.ClassInfo`); None when it
    has no static method defined in its body."""
    from .cxx import class_members

    toks = c.toks
    open_ = next((k for k, t in enumerate(toks) if t.text == "{"), -1)
    if open_ < 0:
        return None
    close = matching_brace(toks, open_)
    info = info_type(c.name, c.name_tok or toks[0], later=[])
    ctx = sem._global_ctx()
    for _i, member in class_members(toks, open_, close):
        if member is not None:  # (a nested class is a class of its own)
            _read_member(sem, info, member, c, ctx)
    if not any(ms for ms in info.methods.values()):
        return None
    info.later = None
    info.struct = StaticOnlyClass(c.name)
    _WHY[c.name] = error
    return info


def _read_member(sem, info, member: list, c, ctx) -> None:
    """A static method (its reading error kept for its calls) or a member type of the
    class; other members are left out."""
    if member[0].text in ("using", "typedef", "enum"):
        before = (dict(sem.types), dict(sem.consts))
        try:
            if sem._cxx_member_type(member, ctx, info.name):
                sem._cxx_keep_scope(info, *before)
        except WarpsmithError:
            pass  # (a member type device code cannot read: an error where it is named)
        return
    if not sem._cxx_is_method(member, info.name) and member[0].text != "template":
        if any(x.text == "static" for x in member):  # `static constexpr int N = 4;`
            before = (dict(sem.types), dict(sem.consts))
            try:
                sem._cxx_fields(info, member, ctx)
                sem._cxx_keep_scope(info, *before)
            except WarpsmithError:
                pass  # (a constant device code cannot read: an error where it is named)
        return
    tparams = None
    try:
        if member[0].text == "template" and len(member) > 1 and member[1].text == "<":
            tp = sem.parser(member)  # a static member template
            tp.local_types = [set()]
            tparams = tp.template_params()
            member = member[tp.pos:]
    except WarpsmithError:
        return
    if not member or not sem._cxx_is_method(member, info.name):
        return
    from .cxx import method_paren

    paren = method_paren(member)
    if paren is None or not any(x.text == "static" for x in member[:paren]) or \
            not any(x.text == "{" for x in member[paren:]):
        return
    try:
        sem._cxx_method(info, member, c, tparams)
    except WarpsmithError as e:
        info.broken.setdefault(member[paren - 1].text, e)

