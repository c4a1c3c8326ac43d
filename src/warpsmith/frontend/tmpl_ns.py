"""Class templates of one name declared in several namespaces.

Names are read without their namespaces (docs/frontend.md), so ``lib::bits<T>`` and
``other::bits<T>`` (``template <class T> struct bits : lib::bits<T> {};``, a wrapper of
the same name in another namespace) were one class template whose chunks mixed both
definitions: the later primary won and its base named itself. When a class template name
has a primary declaration in two or more namespaces, a use is resolved as C++'s lookup
resolves it: a qualified use (``lib::bits<T>``) to the namespace the qualifier names,
looked up from the namespace the use is read in (``Semantic.ns_now``), an unqualified one
to the innermost namespace that declares the name and encloses the use. The chosen
namespace's chunks (and the specializations of namespaces without a primary of that name)
are registered in ``Semantic.class_templates`` under the qualified name
(``"lib::bits"``), which is then the instance's name (its struct is ``lib_bits_float``).
A use that neither rule resolves (a ``using namespace`` directive's name) keeps the
merged reading. An instance's members are read in its template's namespace
(:func:`instance_namespace`), as C++ looks up the names of a class template's body there.
"""

from __future__ import annotations


def plain_name(name: str) -> str:
    """The class template's own name of an instance name (``"lib::bits"`` -> ``bits``)."""
    return name.rpartition("::")[2]


def instance_prefix(name: str) -> str:
    """The start of an instance's struct name: ``lib_bits`` for ``"lib::bits"``."""
    return name.replace("::", "_")


def _groups(sem, name: str) -> dict:
    """namespace -> the chunks of class template ``name`` read there, when two or more
    namespaces declare a primary template of that name; else empty (built once a name)."""
    from .templates import _class_head

    cache = sem.__dict__.setdefault("_tmpl_ns_groups", {})
    if name in cache:
        return cache[name]
    chunks = sem.class_templates.get(name, ())
    primaries = {tuple(c.ns) for c in chunks if _class_head(c)[1] is None}
    groups: dict = {}
    if len(primaries) >= 2:
        for ns in primaries:
            groups[ns] = [c for c in chunks if tuple(c.ns) == ns or
                          tuple(c.ns) not in primaries]
    cache[name] = groups
    return groups


def _looked_up(spaces, qual: tuple, here: tuple):
    """The namespace of ``spaces`` that a use from ``here`` finds: with qualifier
    ``qual``, one whose path ends with it and whose remaining head encloses ``here``;
    without, one that encloses ``here``; the innermost such; None when none does."""
    n = len(qual)
    found = [ns for ns in spaces if len(ns) >= n and ns[len(ns) - n:] == qual and
             here[:len(ns) - n] == ns[:len(ns) - n]]
    return max(found, key=len, default=None)


def template_key(sem, name: str, qual=()) -> str:
    """The name under which ``sem.class_templates`` holds the class template a use of
    ``name`` (qualified by the namespaces ``qual``) means: ``name`` itself unless two
    namespaces declare one (see the module's docstring)."""
    groups = _groups(sem, name)
    if not groups:
        return name
    q = tuple(x for x in (qual or ()) if x)
    ns = _looked_up(groups, q, tuple(sem.ns_now))
    if ns is None:
        return name
    key = "::".join(ns + (name,))
    sem.class_templates.setdefault(key, groups[ns])
    return key


def instance_namespace(sem, name: str) -> tuple:
    """The namespace an instance of class template ``name`` (a key of
    ``sem.class_templates``) is read in: its primary template's (else its first
    chunk's)."""
    from .templates import _class_head

    chunks = sem.class_templates.get(name) or ()
    primary = next((c for c in chunks if _class_head(c)[1] is None), None)
    c = primary if primary is not None else (chunks[0] if chunks else None)
    return tuple(c.ns) if c is not None else tuple(sem.ns_now)
