"""Classes that name themselves: the object's own address kept by a ``const`` method.

The C++ lowering (``cxx.py``, ``docs/cxx-classes.md``) passes the object of a ``const``
method by value (``S_f(S self, ..)``): it cannot change the object, so a copy means the same
*unless the method keeps the object's address*. A view class's ``begin() const { return
{this, 0}; }`` (an iterator holding a pointer to its view) returned the address of that
copy, which dies with the call: the iterator then reads freed stack memory. Such a method,
and a ``const`` method that calls one on its own object, takes the object by a pointer to
const instead (``S_f(const S* self, ..)``), as C++ passes ``this``. The test is on the
method's tokens and errs on the side of the pointer (which is always what C++ means):
``this`` anywhere but ``this->m`` and ``*this``.
"""

from __future__ import annotations


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


def keeping_methods(bodies: dict) -> set:
    """The ``const`` methods (name -> list of their bodies' tokens) that keep the object's
    address, directly or by calling one that does on their own object."""
    keep = {name for name, all_toks in bodies.items() if any(keeps_this(t) for t in all_toks)}
    grew = True
    while grew:
        grew = False
        for name, all_toks in bodies.items():
            if name not in keep and any(calls_on_self(t, keep) for t in all_toks):
                keep.add(name)
                grew = True
    return keep
