"""Classes that name themselves: the object's own address kept by a ``const`` method.

The C++ lowering (``cxx.py``, ``docs/cxx-classes.md``) passes the object of a ``const``
method by value (``S_f(S self, ..)``): it cannot change the object, so a copy means the same
*unless the method keeps the object's address*. A view class's ``begin() const { return
{this, 0}; }`` (an iterator holding a pointer to its view) returned the address of that
copy, which dies with the call: the iterator then reads freed stack memory. Such a method,
and a ``const`` method that calls one on its own object, takes the object by a pointer to
const instead (``S_f(const S* self, ..)``), as C++ passes ``this``. The test is on the
method's tokens and errs on the side of the pointer (which is always what C++ means):
``this`` anywhere but ``this->m`` and ``*this``; a const method returning a reference or a
pointer takes the pointer too (``const T& at(int i) const { return v[i]; }`` of an array
member returned an address into the dead copy as well).

The same view classes name their element's reference through a member alias (``using
reference = T&;``, ``reference operator[](size_t i) const``). A type alias holds no
reference in the IR, so such a method returned the element by value (``v[i] = x`` was
refused, ``auto& r = v[i]`` would have bound a copy): a method whose return type or
parameter is a plain name of one of its class's reference aliases is read as declared with
``&`` (:func:`mark_reference_aliases`).
"""

from __future__ import annotations

from .lexer import matching_angle


def keeps_this(toks: list) -> bool:
    """Whether the method body ``toks`` uses ``this`` as a value of its own (``{this, 0}``,
    ``f(this)``), not only to reach a member (``this->x``) or the object (``*this``)."""
    for k, t in enumerate(toks):
        if t.kind != "id" or t.text != "this":
            continue
        after = toks[k + 1].text if k + 1 < len(toks) else ""
        before = toks[k - 1].text if k > 0 else ""
        if after == "->" or (before == "*" and not _binary_star(toks, k - 1)):
            continue
        return True
    return False


def _binary_star(toks: list, k: int) -> bool:
    """Whether the ``*`` at ``toks[k]`` multiplies (follows an operand) rather than
    dereferences."""
    if k == 0:
        return False
    prev = toks[k - 1]
    return prev.kind in ("id", "num") and prev.text not in ("return", "case") or \
        prev.text in (")", "]")


def calls_on_self(toks: list, names: set) -> bool:
    """Whether the method body ``toks`` calls one of the methods ``names`` on its own
    object (``f(..)``, ``this->f(..)``, ``(*this).f(..)``)."""
    for k, t in enumerate(toks[:-1]):
        if t.kind != "id" or t.text not in names or toks[k + 1].text != "(":
            continue
        before = toks[k - 1].text if k > 0 else ""
        if before not in (".", "->", "::") or (before == "->" and k > 1 and
                                               toks[k - 2].text == "this"):
            return True
        if before == "." and k > 1 and toks[k - 2].text == ")" and k > 4 and \
                [x.text for x in toks[k - 5:k - 1]] == ["(", "*", "this", ")"]:
            return True
    return False


def returns_own_storage(toks: list, stored: set) -> bool:
    """Whether a ``return`` in the method body ``toks`` returns (an address into) one of
    the data members ``stored`` that hold their values in the object (arrays, scalars,
    structs: not pointers): ``return v[i];``, ``return &m;``, ``return this->v;``, also
    through a named cast (``return reinterpret_cast<const_reference>(v[i]);``)."""
    for k, t in enumerate(toks):
        if t.text != "return":
            continue
        j = k + 1
        while j < len(toks) and toks[j].text in ("(", "&", "this", "->", "*", ")"):
            j += 1
        if j + 1 < len(toks) and toks[j].text in _NAMED_CASTS and toks[j + 1].text == "<":
            j = _angle_close(toks, j + 1) + 1
            while j < len(toks) and toks[j].text in ("(", "&", "this", "->", "*"):
                j += 1
        if j < len(toks) and toks[j].kind == "id" and toks[j].text in stored:
            return True
    return False


_NAMED_CASTS = ("reinterpret_cast", "static_cast", "const_cast")


def _angle_close(toks: list, k: int) -> int:
    """Index of the ``>`` closing the ``<`` at ``toks[k]`` (the last token when none)."""
    j = matching_angle(toks, k, stops=())
    return len(toks) - 1 if j is None else j


def keeping_methods(bodies: dict, seeds: set = frozenset(), stored: set = frozenset()) -> set:
    """The ``const`` methods (name -> list of their bodies' tokens) that keep the object's
    address, directly or by calling one that does on their own object; ``seeds``: those
    returning a reference or a pointer, kept when they return one of the data members
    ``stored`` in the object (``const T& at(int i) const { return v[i]; }`` of an array
    member ``v``: an address into the object, which a copy leaves dangling; not ``return
    p_[i];`` through a pointer member)."""
    keep = {name for name, all_toks in bodies.items() if any(keeps_this(t) for t in all_toks)}
    keep |= {name for name in set(seeds) & set(bodies)
             if any(returns_own_storage(t, stored) for t in bodies[name])}
    grew = True
    while grew:
        grew = False
        for name, all_toks in bodies.items():
            if name not in keep and any(calls_on_self(t, keep) for t in all_toks):
                keep.add(name)
                grew = True
    return keep


def note_reference_alias(aliases: set, member: list, const_aliases: set | None = None) -> None:
    """Add the name a class member declares as an alias of a reference type (``using R =
    T&;``, ``typedef T& R;``, ``&&`` too) to ``aliases``, and to ``const_aliases`` when it
    is a reference to const (``typedef T const& R;``, ``using R = const T&;``); any other
    name declared there is removed (a later declaration of the name is what the later
    members see)."""
    texts = [t.text for t in member]
    if len(texts) > 3 and texts[0] == "using" and texts[2] == "=":
        name, ref = texts[1], texts[-2] in ("&", "&&")
    elif len(texts) > 3 and texts[0] == "typedef" and texts[-1] == ";":
        name, ref = texts[-2], texts[-3] in ("&", "&&")
    else:
        return
    if ref:
        aliases.add(name)
    else:
        aliases.discard(name)
    if const_aliases is not None:
        if ref and "const" in texts and "*" not in texts:
            const_aliases.add(name)
        else:
            const_aliases.discard(name)


def mark_reference_aliases(aliases: set, spec, d, tparams, const_aliases=()) -> None:
    """Read a method whose return type (``spec``) or parameter is a plain name of one of
    its class's reference ``aliases`` as declared with ``&`` (not when a template parameter
    of the method hides the name), and with ``const`` for one of ``const_aliases`` (a
    ``const_reference`` return is a pointer to const: the object's const method returns
    an address into its own const object)."""
    hidden = {tp.name for tp in tparams or []}

    def names_alias(s) -> bool:
        return isinstance(s.base, str) and s.base in aliases and s.base not in hidden \
            and not s.words

    if names_alias(spec) and not d.ptrs:
        d.ref = True
        spec.const = spec.const or spec.base in const_aliases
    for q in d.params or ():
        if names_alias(q.spec) and not q.decl.ptrs and not q.decl.arrays:
            q.decl.ref = True
            q.spec.const = q.spec.const or q.spec.base in const_aliases


def mark_reference_alias_casts(aliases: set, body, tparams) -> None:
    """Read a cast in the method ``body`` (syntax) whose type is a plain name of one of
    its class's reference ``aliases`` (``reinterpret_cast<reference>(storage[i])`` with
    ``typedef T& reference;``, CUTLASS's ``Array::operator[]``) as the cast to a
    reference it is: the same object seen as the alias's type (``Semantic._ref_cast``,
    ``*(T*)&x``), not a cast of its value (refused as a reinterpret_cast of a
    non-pointer)."""
    from .parser import Syn

    if not aliases:
        return
    hidden = {tp.name for tp in tparams or []}
    stack = [body]
    while stack:
        x = stack.pop()
        if isinstance(x, (list, tuple)):
            stack.extend(x)
        elif isinstance(x, Syn):
            tn = getattr(x, "type", None) if x.kind == "cast" else None
            spec = getattr(tn, "spec", None)
            if spec is not None and isinstance(spec.base, str) and spec.base in aliases and \
                    spec.base not in hidden and not spec.words and not tn.decl.ptrs and \
                    not tn.decl.arrays:
                tn.decl.ref = True
            stack.extend(v for k, v in vars(x).items()
                         if k != "tok" and isinstance(v, (list, tuple, Syn)))
