"""Classes nested in a class template (issue 18).

``template <typename E, bool R> struct K { static constexpr int kRows = 4; struct Params {
const E* in; int n; __host__ __device__ int blocks() const { return n / kRows; } }; static
__device__ void run(Params p); };`` (xFormers' ``Sp24MaskKernel``): the nested class
depends on the enclosing template's parameters and members, so each instance of ``K`` has
its own ``Params``. It is read as a class of its own per instance, named after the
instance (``K_float_true_Params``), from the nested definition's tokens with the template
parameters replaced by the instance's arguments (a type through an alias, a value as its
literal), the enclosing class's ``static constexpr`` scalar members declared before it by
their values, its member types declared before it through aliases, and its own name by the
instance's. It is then the member type ``K<float, true>::Params`` (``typename
Kernel::Params``) and a type name for the members after it. What it holds is read as any
class: a plain struct, or a class with methods lowered to a struct and functions
(``docs/cxx-classes.md``).

Not read this way (the nested class is then refused where device code uses it, as before):
an argument that is not spelled as one token (a pack, a float, a function), and a name of
the enclosing class used inside the nested one other than those above (its methods, a
constant declared after the nested class)."""

from __future__ import annotations

from ..ir.errors import Unsupported
from ..ir.types import ScalarType, Type
from .lexer import Token

__all__ = ["nested_class_member", "nested_classes_of_instance", "objects_have_methods",
           "trailing_return"]


def objects_have_methods(body: list, cname: str) -> bool:
    """Whether a class body (its tokens between braces) declares what makes its objects
    have methods: a constructor, a destructor, an operator, or a method or member template
    that is not ``static``. (Such a class template instance is read by the class lowering,
    which refuses nested classes with methods; nested types are left out of the scan.)"""
    for seg in _member_segments(body):
        texts = [t.text for t in seg]
        while len(texts) > 1 and texts[0] in ("public", "private", "protected") and \
                texts[1] == ":":
            texts = texts[2:]
        if not texts or texts[0] in ("struct", "class", "union", "enum", "using",
                                     "typedef", "static_assert", "friend"):
            continue
        if texts[0] == "~" or "operator" in texts:
            return True
        head = _declarator_head(texts)
        if head is not None and ("static" not in head or head[-1] == cname):
            return True
    return False


def _member_segments(body: list) -> list:
    """The member declarations of a class body, each up to its ``;`` or its function
    body's ``}`` (a nested class with its ``;``)."""
    out, start, depth = [], 0, 0
    for k, t in enumerate(body):
        if t.text in ("(", "[", "{"):
            depth += 1
        elif t.text in (")", "]", "}"):
            depth -= 1
            if depth == 0 and t.text == "}" and (k + 1 >= len(body) or
                                                 body[k + 1].text != ";"):
                out.append(body[start:k + 1])
                start = k + 1
        elif t.text == ";" and depth == 0:
            out.append(body[start:k + 1])
            start = k + 1
    return out


def _declarator_head(texts: list) -> list | None:
    """The words before a function declarator's ``(`` (its name last); None for a data
    member (a ``;``, ``=`` or ``{`` at the top level first)."""
    depth = 0
    for k, x in enumerate(texts):
        if depth == 0 and x in (";", "=", "{"):
            return None
        if x == "(" and depth == 0 and k > 0 and texts[k - 1] not in _ATTRIBUTES and \
                texts[k - 1].isidentifier():
            return texts[:k]
        if x in ("(", "[", "<"):
            depth += 1
        elif x in (")", "]", ">"):
            depth -= 1
    return None


_ATTRIBUTES = ("__attribute__", "__declspec", "alignas", "__align__", "__launch_bounds__",
               "decltype")


def nested_class_member(sem, p, c, sname: str, bind: dict, consts: dict,
                        types: dict) -> Type | None:
    """At ``p``'s position in the body of class template chunk ``c`` (its instance named
    ``sname``, template arguments ``bind``; the members read so far: constants
    ``consts``, member types ``types``), a nested class definition ``struct X {..};``:
    read it as the class ``{sname}_X``, step ``p`` over it and return its struct type
    (the caller makes it the member type ``X``). None, with ``p`` unmoved, when no
    definition starts there, it cannot be spelled for this instance or it does not read
    (its error is then the type ``X``'s, raised where device code uses it)."""
    end = _definition_end(p.toks, p.pos)
    if end < 0:
        return None
    nested = p.toks[p.pos + 1].text
    iname = f"{sname}_{nested}"
    if iname not in sem.classes and iname not in sem.cxx_classes and \
            iname not in sem.type_errors:
        toks = _instance_tokens(sem, p.toks[p.pos:end], c, nested, iname, bind, consts,
                                types)
        if toks is None:
            return None
        _register(sem, c, iname, toks)
    info = sem.cxx_get(iname)
    if info is None or info.struct is None:
        if iname in sem.type_errors:
            sem.type_errors.setdefault(nested, sem.type_errors[iname])
        return None
    while p.pos < end:
        p.advance()
    return info.struct


def _definition_end(toks: list, k: int) -> int:
    """Index after the ``;`` of a class definition ``struct X {..};`` / ``class X : B
    {..};`` starting at ``toks[k]``; -1 for anything else (``struct X x;``, ``struct X {..}
    x;`` which also declares a member, a forward declaration)."""
    if toks[k].text not in ("struct", "class") or k + 2 >= len(toks) or \
            toks[k + 1].kind != "id" or toks[k + 2].text not in ("{", ":", "final"):
        return -1
    depth, j = 0, k + 2
    while j < len(toks) and toks[j].text != "{":
        if toks[j].text == ";":
            return -1
        j += 1
    for j in range(j, len(toks)):
        depth += {"{": 1, "}": -1}.get(toks[j].text, 0)
        if depth == 0:
            break
    else:
        return -1
    return j + 2 if j + 1 < len(toks) and toks[j + 1].text == ";" else -1


def _instance_tokens(sem, toks: list, c, nested: str, iname: str, bind: dict,
                     consts: dict, types: dict) -> list | None:
    subst: dict = {}
    for tp in c.template or []:
        spelled = _spelled(sem, iname, tp.name, bind.get(tp.name))
        if spelled is None:
            return None
        subst[tp.name] = spelled
    own = _own_names(toks)  # (a member of the nested class hides the enclosing one)
    for k, const in consts.items():
        if isinstance(const.type, ScalarType) and not const.type.is_float and k not in own:
            subst[k] = _spelled(sem, iname, k, const.value)
    for k, t in types.items():
        if k not in own:
            subst[k] = _spelled(sem, iname, k, t)
    subst[nested] = [("id", iname)]
    out: list = []
    for k, t in enumerate(toks):
        if t.kind == "id" and subst.get(t.text) and (k == 0 or toks[k - 1].text not in
                                                     (".", "->", "::")):
            out += [Token(kind, text, t.loc) for kind, text in subst[t.text]]
        else:
            out.append(t)
    return out


def _own_names(toks: list) -> set:
    """The names the nested class's body declares at its own level (a member, a method, a
    member type): an identifier followed by ``;``, ``=``, ``[``, ``,``, ``:``, ``{`` or
    ``(`` there. (Wider than C++'s declarations: a name left out here is only not
    replaced.)"""
    out, depth, aliased = set(), 0, False
    for k, t in enumerate(toks[:-1]):
        if t.text in ("{", "(", "["):
            depth += 1
        elif t.text in ("}", ")", "]"):
            depth -= 1
        elif depth == 1 and t.text in ("=", ";") and aliased:
            aliased = t.text == "="  # (`using X = size_t;`: `size_t` is not declared)
        elif depth == 1 and t.kind == "id" and not aliased and \
                toks[k + 1].text in (";", "=", "[", ",", ":", "{", "(") and \
                not _declarator_in_parens(toks, k + 1):
            out.add(t.text)
            aliased = k > 0 and toks[k - 1].text == "using" and toks[k + 1].text == "="
    return out


def _declarator_in_parens(toks: list, k: int) -> bool:
    """Whether ``toks[k]`` opens ``(&name)`` or ``(*name)``: the name before it is then the
    type of a declarator in parentheses (``Frag (&lines)[8];``), not a declared name."""
    return toks[k].text == "(" and k + 3 < len(toks) and toks[k + 1].text in ("&", "*") \
        and toks[k + 2].kind == "id" and toks[k + 3].text == ")"


def _spelled(sem, iname: str, name: str, v) -> list | None:
    """The (kind, text) tokens that spell ``v`` in the nested class of ``iname``: a type
    through the alias ``{iname}__{name}``, a bool or an integer as its literal."""
    if isinstance(v, Type):
        alias = f"{iname}__{name}"
        sem.types[alias] = v
        sem.prog.typenames.add(alias)
        return [("id", alias)]
    if isinstance(v, bool):
        return [("id", "true" if v else "false")]
    if isinstance(v, int):
        lit = [("num", str(abs(v)))]
        return lit if v >= 0 else [("punct", "("), ("punct", "-"), *lit, ("punct", ")")]
    return None


def _register(sem, c, iname: str, toks: list) -> None:
    """Make ``toks`` the class chunk ``iname`` (read on first use, ``sem.cxx_get``)."""
    from .parser import Chunk

    head = next((t for t in toks if t.text == iname), toks[0])
    sem.prog.classes.add(iname)
    sem.prog.typenames.add(iname)
    sem.classes[iname] = chunk = Chunk("class", toks, c.ns, None, None, iname, head)
    sem.cxx_pending[iname] = chunk


def nested_classes_of_instance(sem, c, sname: str, toks: list,
                               members: dict | None = None) -> list:
    """The tokens ``toks`` of class template instance ``sname`` (its template parameters
    already replaced by the instance's arguments, :func:`templates._instance_tokens`) with
    each nested class at the body's own level (``struct Iterator { .. operator++() ..
    };`` inside ``template <class T> class Loop``, a plain ``struct Parameters {..};``
    too) made a class of its own: named ``{sname}_{X}`` everywhere in the instance (its
    own constructors and its uses in the enclosing class's members alike, not after
    ``.`` or ``::``), its definition registered as that class's chunk (unless
    ``templates._class_members`` already made it the instance's member type) and left out
    of the enclosing body, as the parser does for a nested class of a plain class. The
    enclosing class's member aliases it names are replaced by their types; a nested class
    that names another member of the enclosing class (``static constexpr int K =
    sizeof(T)``: each instance has its own, which the nested class read alone would not
    see) is read with the instance's own when it is one of ``members`` (the instance's
    static constexpr members and member types, name -> ``N.Const`` or ``Type``:
    :func:`_member_spelling`), else refused where it is used, the error located at
    that name."""
    open_ = next((k for k, t in enumerate(toks) if t.text == "{"), -1)
    spans = _nested_spans(toks, open_) if open_ >= 0 else []
    if not spans:
        return toks
    names = {name: f"{sname}_{name}" for _, _, name in spans}
    renamed = [Token(t.kind, names[t.text], t.loc) if t.kind == "id" and t.text in names
               and (k == 0 or toks[k - 1].text not in (".", "->", "::") or
                    trailing_return(toks, k)) else t
               for k, t in enumerate(toks)]
    # (a member type the instance knows is spelled through an alias of its type by
    # _read_or_refuse: `unsigned int(x)` of an expanded `Storage(x)` would not parse)
    aliases = {k: v for k, v in _member_aliases(renamed, open_, spans).items()
               if not isinstance((members or {}).get(k), Type)}
    out, last = [], 0
    record = sem.__dict__.setdefault("nested_of_instance", {}).setdefault(sname, {})
    for start, end, name in spans:
        out += renamed[last:start]
        record[name] = names[name]  # the instance's member type (templates._class_instance)
        body = _expand_aliases(renamed[start:end], aliases)
        if names[name] not in sem.classes and names[name] not in sem.cxx_classes and \
                names[name] not in sem.type_errors:
            _read_or_refuse(sem, c, sname, name, names, body,
                            renamed[:start] + body + renamed[end:], start, members or {})
        last = end
    return out + renamed[last:]


def _nested_spans(toks: list, open_: int) -> list:
    """(start, end, name) of each nested class definition at the level of the class body
    that opens at ``toks[open_]``."""
    from .parser import nested_class_at

    spans, k, depth = [], open_ + 1, 0
    while k < len(toks):
        t = toks[k]
        if depth == 0 and t.text in ("class", "struct"):
            end = max(nested_class_at(toks, k), _definition_end(toks, k))
            if end > 0:
                spans.append((k, end, toks[k + 1].text))
                k = end
                continue
        depth += {"{": 1, "(": 1, "[": 1, "}": -1, ")": -1, "]": -1}.get(t.text, 0)
        if depth < 0:
            break
        k += 1
    return spans


def _read_or_refuse(sem, c, sname: str, name: str, names: dict, body: list,
                    whole: list, start: int, members: dict) -> None:
    """Register the nested class ``name`` (tokens ``body``, at ``start`` of the instance's
    tokens ``whole``) as the class ``names[name]``, the enclosing instance's ``members``
    it names spelled as their values; or, when it names another member of the enclosing
    class, make that name a type whose use raises why."""
    end = start + len(body)
    while True:
        use = _enclosing_name_use(whole, start, end, set(names) | {sname})
        spelled = _member_spelling(sem, sname, use.text, members.get(use.text)) \
            if use is not None else None
        if spelled is None:
            break
        body = _with_enclosing_member(body, use.text, spelled)
        whole = whole[:start] + body + whole[end:]
        end = start + len(body)
    if use is None:
        _register(sem, c, names[name], body)
        return
    sem.type_errors[names[name]] = Unsupported(
        f"nested class '{name}' of class template instance '{sname}' uses '{use.text}', "
        "a member of the enclosing class (each instance's would be needed: not modelled)",
        use.loc)
    sem.prog.typenames.add(names[name])  # (a type whose use raises that)


def _member_spelling(sem, sname: str, name: str, v) -> list | None:
    """The tokens that spell the enclosing instance ``sname``'s member ``name`` in its
    nested class: a member type through an alias of it, a static constexpr scalar as its
    value converted to its type (``kMask``, a ``uint32_t``, stays one: ``(A)(65535u)``
    with ``A`` that type); None for anything else."""
    from ..ir import nodes as N

    if isinstance(v, Type):
        spelled = _spelled(sem, sname, name, v)
    elif isinstance(v, N.Const) and isinstance(v.type, ScalarType) and \
            isinstance(v.value, (bool, int)) and v.type.kind in ("int", "bool"):
        spelled = [("punct", "("), *_spelled(sem, sname, f"{name}__type", v.type),
                   ("punct", ")"), ("punct", "("), *_spelled(sem, sname, name, v.value),
                   ("punct", ")")]
    else:
        return None
    return spelled


def _with_enclosing_member(body: list, name: str, spelled: list) -> list:
    """The nested class's tokens with each use of the enclosing member ``name`` (not
    after ``.``, ``->`` or ``::``; the nested class declares no ``name`` of its own, which
    :func:`_enclosing_name_use` checked) replaced by ``spelled`` ((kind, text) pairs)."""
    out: list = []
    for k, t in enumerate(body):
        if t.kind == "id" and t.text == name and k > 1 and \
                body[k - 1].text not in (".", "->", "::"):
            out += [Token(kind, text, t.loc) for kind, text in spelled]
        else:
            out.append(t)
    return out


def _member_aliases(toks: list, open_: int, spans: list) -> dict:
    """The enclosing class body's own member aliases ``using X = <type>;`` (at its own
    level, outside the nested classes ``spans``): name -> the type's tokens."""
    out: dict = {}
    inside = [(a, b) for a, b, _ in spans]
    depth, k = 0, open_ + 1
    while k < len(toks):
        t = toks[k]
        if any(a <= k < b for a, b in inside):
            k += 1
            continue
        if depth == 0 and t.text == "using" and k + 2 < len(toks) and \
                toks[k + 1].kind == "id" and toks[k + 2].text == "=":
            j = k + 3
            while j < len(toks) and toks[j].text not in (";", "{", "}"):
                j += 1
            if j < len(toks) and toks[j].text == ";":
                out[toks[k + 1].text] = toks[k + 3:j]
        depth += {"{": 1, "(": 1, "[": 1, "}": -1, ")": -1, "]": -1}.get(t.text, 0)
        if depth < 0:
            break
        k += 1
    return out


def _expand_aliases(body: list, aliases: dict) -> list:
    """The nested class's tokens with the enclosing class's member aliases it names
    (``Base::Parameters`` with ``using Base = BaseCameraModel<Cam_5>;``) replaced by their
    types, as C++ looks them up in the enclosing class; not a name the nested class
    declares itself, nor one after ``.``, ``->`` or ``::``."""
    own = _own_names(body)
    out: list = []
    for k, t in enumerate(body):
        if t.kind == "id" and t.text in aliases and t.text not in own and k > 1 and \
                body[k - 1].text not in (".", "->", "::"):
            out += [Token(x.kind, x.text, t.loc) for x in aliases[t.text]]
        else:
            out.append(t)
    return out


#: words :func:`_own_names` may take for names (``T &operator[](int)``, ``f() const {``)
_WORDS = frozenset({"operator", "const", "volatile", "noexcept", "override", "final",
                    "public", "private", "protected", "default", "delete", "this",
                    "template", "typename", "sizeof", "return", "decltype",
                    # (a functional cast `int(sizeof(T))` reads like a declaration)
                    "int", "unsigned", "signed", "char", "short", "long", "float",
                    "double", "bool", "void"})


def _enclosing_name_use(toks: list, start: int, end: int, nested: set):
    """The first token of the nested class ``toks[start:end]`` that names a member the
    enclosing class body declares at its own level (:func:`_own_names`; not one the nested
    class declares itself, not the nested classes' names, not after ``.``, ``->`` or
    ``::``); None when it names none."""
    outer = {n for n in _own_names(toks[:start] + toks[end:]) - nested - _WORDS
             if not any(n.startswith(f"{x}__") for x in nested)}
    # (not the aliases that spell the instance's arguments and members, `{sname}__T`:
    # `cutlass::Array<T, N> data;` made `T ,` look like a declared name)
    inner = _own_names(toks[start + 2:end]) if start + 2 < end else set()
    for k in range(start + 2, end):
        t = toks[k]
        if t.kind == "id" and t.text in outer and t.text not in inner and \
                toks[k - 1].text not in (".", "->", "::"):
            return t
    return None


def trailing_return(toks: list, k: int) -> bool:
    """Whether ``toks[k]`` follows the ``->`` of a trailing return type (``f(..) const ->
    R``), not of a member access."""
    return k > 1 and toks[k - 1].text == "->" and toks[k - 2].text in (
        ")", "const", "noexcept", "override", "final", "&", "&&")
