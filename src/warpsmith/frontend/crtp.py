"""Class template instances that name an instance still being instantiated (issue 18).

The Curiously Recurring Template Pattern (xgboost's ``struct LBitsPolicy : BitFieldContainer<
VT, LBitsPolicy<VT>> { using Container = BitFieldContainer<VT, LBitsPolicy<VT>>; .. }``) and
self-naming member aliases (``using iterator = SpanIterator<Span<T, E>>;`` inside ``Span``)
name a class template instance while its members are being read. C++ allows it: the
instance is an incomplete type there, and what needs its members is read once the class is
complete. The reading here follows that:

* naming the instance being read raises :class:`OwnInstance` (templates.py);
* a member alias that names it, or a base class list that does, is *waiting*: the instance
  being read records ``(key named, kind)`` in ``inst["waits"]`` and is provisional (the
  alias is an error where used, the base is not merged);
* when the instance named is complete (:func:`complete_waiting`, called at the end of each
  ``class_instance``), every instance waiting on it is read again from its template, whole,
  now that nothing it names is incomplete, and replaces the provisional one (its struct
  too). An instance waiting on itself (the self-naming alias) has its waiting aliases read
  again instead: reading it whole would name itself again.

What is refused stays refused: an instance whose members need the members of one that is
still incomplete (a data member of the derived type inside the base) fails when read again,
with that error kept for the names it leaves unread.

A class read by the class lowering (its objects have methods) that names itself as a
template argument of its own base (``struct Flat : Lens<Flat>``, ``template <int K> struct
Poly : Lens<Poly<K>>``: gsplat's camera models) is a :class:`ClassBeingDefined` there and
in its members that name that base again (``using Base = Lens<Flat>;``): the base's
methods reach the derived object only through ``static_cast<const Derived*>(this)``, read
once the derived class is, so the base instance can be read first, spelling the derived
class by its name."""

from __future__ import annotations

from ..ir.errors import Unsupported, WarpsmithError
from ..ir.types import StructType, Type


class ClassBeingDefined(StructType):
    """A template argument naming a class whose definition is being read by the class
    lowering (``struct Square : Shape<Square>``, ``Cam<N> : Base<Cam<N>>``): the base
    instance's tokens name the class, whose struct exists once its definition is read;
    printed and named as the class's struct. Its size and alignment are not known (an
    incomplete type in C++ too): asking for them raises."""

    #: class name -> where it was last named as a template argument while being defined
    where: dict = {}

    @property
    def size(self) -> int:
        raise Unsupported(f"the size of '{self.name}' while it is being defined (an "
                          "incomplete type, named as a template argument here)",
                          ClassBeingDefined.where.get(self.name))

    @property
    def align(self) -> int:
        return self.size


class OwnInstance(Unsupported):
    """A class template instance named while its members are being read (``key``: its
    ``(template, argument values)``)."""

    def __init__(self, message: str, loc, key: tuple):
        super().__init__(message, loc)
        self.key = key


def note_wait(waits: list, e: OwnInstance, kind: str, payload=None) -> None:
    """Record that the instance being read waits on ``e.key`` (``kind``: "alias" with
    ``payload`` = (alias name, its tokens, the class context), or "base")."""
    waits.append((e.key, kind, payload))


def complete_waiting(sem, key: tuple, reread) -> None:
    """Instance ``key`` is complete: read again the instances waiting on it (``reread(name,
    vals)`` reads one whole) and the waiting aliases of ``key`` itself."""
    waiters = sem.__dict__.setdefault("_crtp_waiters", {})  # key waited on -> waiting keys
    for w in (sem.class_insts.get(key) or {}).get("waits", ()):
        _register(waiters, w[0], key)
    for other in waiters.pop(key, ()):
        inst = sem.class_insts.get(other)
        mine = [w for w in (inst or {}).get("waits", ()) if w[0] == key]
        if not mine:
            continue
        if other == key:
            inst["waits"] = [w for w in inst["waits"] if w[0] != key]
            # every alias that did not read, in order (`using V = typename C::V;` after
            # the waiting `using C = Base<T, P<T>>;`), then the bases (the class's own
            # member types hide theirs)
            for alias in inst.get("deferred", ()):
                if alias[0] in inst.get("unread_types", {}):
                    _read_alias(sem, inst, key, *alias)
            for _, kind, payload in mine:
                if kind == "base":
                    _merge_base(sem, inst, key, payload)
            continue
        _read_again(sem, other, inst, reread)


def _register(waiters: dict, named: tuple, waiting: tuple) -> None:
    """Note that instance ``waiting`` waits on instance ``named``."""
    keys = waiters.setdefault(named, [])
    if waiting not in keys:
        keys.append(waiting)


def _read_alias(sem, inst: dict, key: tuple, name: str, toks: list, ctx) -> None:
    """A waiting member alias of the complete instance ``inst`` (of ``key``): its type, now
    that the instance is complete (its error stays the alias's when it still does not
    read; when it names another instance still being read, it waits on that one)."""
    try:
        p = sem.parser(toks)
        p.local_types = [set(inst["types"]) | {k for k, v in ctx.tbind.items()
                                               if isinstance(v, Type)}]
        d = p.using_decl()
        for decl, _ in d.items:
            inst["types"][decl.name] = sem.apply_declarator(sem.spec_type(d.spec, ctx),
                                                            d.spec, decl, ctx)
            ctx.tbind[decl.name] = inst["types"][decl.name]  # (for the aliases after it)
    except OwnInstance as e:
        inst.setdefault("unread_types", {})[name] = e
        if e.key != key and not any(w[0] == e.key and w[2] is not None and w[2][0] == name
                                    for w in inst["waits"]):
            # `Bits<VT, LPolicy<VT>>` read in LPolicy while Bits is read
            inst["waits"].append((e.key, "alias", (name, toks, ctx)))
            _register(sem.__dict__.setdefault("_crtp_waiters", {}), e.key, key)
        return
    except WarpsmithError as e:
        inst.setdefault("unread_types", {})[name] = e
        return
    inst.get("unread_types", {}).pop(name, None)


def _merge_base(sem, inst: dict, key: tuple, payload) -> None:
    """A base of the complete instance ``inst`` that named ``inst`` itself (``struct P :
    Base<T, P<T>>``): read now, its member types, constants and static function members
    are the derived instance's where it declares none of its own, and its data members come
    first in the derived struct (``payload``: the base's specifiers and the class context).
    When it names another instance still being read, it waits on that one."""
    spec, ctx, tok = payload
    try:
        t = sem.spec_type(spec, ctx)
    except OwnInstance as e:
        if e.key == key:
            raise
        inst["waits"].append((e.key, "base", payload))
        _register(sem.__dict__.setdefault("_crtp_waiters", {}), e.key, key)
        return
    from .templates import struct_instances

    base = sem.class_insts.get(struct_instances(sem).get(getattr(t, "name", None)))
    if base is None:
        return
    for table in ("types", "fns"):
        for k, v in base[table].items():
            inst[table].setdefault(k, v)
    for k, v in base["consts"].items():
        inst["consts"].setdefault(k, v)
    st, bst = inst.get("struct"), base.get("struct")
    if st is not None and bst is not None and bst.fields and not inst.get("own"):
        from dataclasses import replace

        inst["struct"] = replace(st, fields=tuple(bst.fields) + tuple(st.fields))
        sem.structs[st.name] = inst["struct"]
        sem.class_insts.changed()


def _read_again(sem, key: tuple, old: dict, reread) -> None:
    """Replace the provisional instance ``old`` of ``key`` by the instance read again whole
    (its struct replaces the provisional struct of the same name); its error when that
    fails."""
    del sem.class_insts[key]
    st = old.get("struct")
    kept = sem.structs.pop(st.name, None) if st is not None and not old.get("own") else None
    try:
        reread(key[0], list(key[1]))
    except WarpsmithError:
        if kept is not None:
            sem.structs[st.name] = kept
        raise  # (the provisional instance lacks what it waited on: never used as it is)
