"""Launches in the host methods of a class template, bound by the instances of the class
that the file names (issue 18).

MinkowskiEngine's device hash map (cuDF's ``concurrent_unordered_map<Key, Element, ..>``,
a class template with device methods) launches ``init_hashtbl<<<..>>>(m_hashtbl_values,
m_capacity, m_unused_key, m_unused_element)`` in its constructor: the kernel's template
arguments are the types of the object's data members, which depend on the class's
arguments. Those come down a chain of host class templates: ``template class
CoordinateMapManager<int32_t, float, default_allocator, CoordinateMapGPU>;`` names
``CoordinateMapType<coordinate_type, TemplatedAllocator>`` through its template template
parameter, which is ``CoordinateMapGPU<int32_t, default_allocator>``, whose member alias
``map_type`` is ``concurrent_unordered_map<key_type, mapped_type, ..>`` with ``key_type =
coordinate<coordinate_type>`` and ``mapped_type = typename base_type::index_type`` (a
member alias of its base class template).

Host classes do not read as device types (they hold ``std::unique_ptr``, allocators), so
the chain is followed on their text (:func:`instances`): an instance is the written
arguments of the template, each with the names of the template around it (its parameters
and member aliases) replaced by what they stand for in that template's own instance, and
``X<args>::name`` replaced by the member alias ``name`` of the class template ``X`` for
those arguments. The instances of a template are what the file names (outside the
template itself): explicit instantiations (``template class C<..>;``, ``template R
f<..>(..);``), uses ``C<..>`` in code that is not a template, and uses inside a template
(a class template, an alias template, a host function template) for each of that
template's instances, a template template parameter's uses ``P<..>`` standing for the
class template it is bound to. A template the file never names has no instance: C++
makes none either, and its launches stay unbound, with that reason.

A launch in a host method of class template ``C`` (one with device methods: the others'
launches are read as before) is then bound once per instance of ``C``: the arguments
become the class's template parameters (a type that device code cannot read, an allocator
or a hasher, binds the opaque host-only type of ``templates.HostOnlyType``), and the host
scope of the launch holds the class's member aliases and data members as declarations
before the method's body (a method parameter of the same name hides a member, as in C++).
Naming an instance is taken as instantiating the methods that launch, as for the host
templates of ``templates.dormant_host``; a deduced call of a host function template binds
nothing here. Not followed (the launch keeps a located reason): a parameter pack, a
member alias of a class named in two places, a partial specialization of a class in the
chain (the primary's aliases would be wrong: the chain gives up there)."""

from __future__ import annotations

from ..ir.errors import SemanticError, WarpsmithError
from .lexer import matching_angle, matching_brace, split_commas

__all__ = ["scan_class_template_launches", "class_launch_bindings", "instances",
           "dormant_class"]

_MAX_DEPTH = 12
_HEAD_WORDS = ("__device__", "__global__")


# ----------------------------------------------------------------------------- scanning

def scan_class_template_launches(body: list, head_end: int, name: str, template: list,
                                 prog) -> None:
    """Record the launches in the host methods (no ``__device__``/``__global__`` in the
    method's head) of the class template ``name`` whose tokens are ``body`` as launches of
    that class (``Launch.in_class``)."""
    from .parser import _scan_launches
    from .templates import _find_func_parts

    marks = (len(prog.launches), len(prog.host_calls), len(prog.kernel_refs))
    _scan_launches(body, prog, name, tuple(tp.name for tp in template), head_end)
    del prog.host_calls[marks[1]:]
    del prog.kernel_refs[marks[2]:]
    kept = []
    for ln in prog.launches[marks[0]:]:
        parts = _find_func_parts(body, ln.pos)
        if parts is None or _device_method(body, parts[0]):
            continue
        ln.in_class = True
        kept.append(ln)
    prog.launches[marks[0]:] = kept


def _device_method(toks: list, lparen: int) -> bool:
    """Whether the method whose parameter list opens at ``toks[lparen]`` is declared
    ``__device__`` or ``__global__`` (its head: back to the previous member's end)."""
    k = lparen - 1
    while k >= 0 and toks[k].text not in (";", "}", "{") and not (
            toks[k].text == ":" and k > 0 and
            toks[k - 1].text in ("public", "private", "protected")):
        if toks[k].text in _HEAD_WORDS:
            return True
        k -= 1
    return False


# ------------------------------------------------------------------ templates as text

class _Template:
    """A template of the file read as text: its name, kind ("class", "alias",
    "function"), parameters [(name, kind, default tokens)] (kind "type", "value",
    "template"), its chunk and where its declaration starts after the head."""

    def __init__(self, name, kind, params, chunk, start):
        self.name, self.kind, self.params, self.chunk, self.start = \
            name, kind, params, chunk, start


def _head_params(toks: list) -> tuple:
    """(parameters, index after the head) of ``template <..>`` at ``toks[0]``; None for a
    head this module does not follow (a pack)."""
    from .cxx import _template_head_end

    end = _template_head_end(toks)
    if end >= len(toks):
        return None
    params = []
    for part in split_commas(toks[2:end]):
        eq = _depth0(part, "=")
        decl, default = (part[:eq], part[eq + 1:]) if eq is not None else (part, None)
        if not decl or any(t.text == "..." for t in decl) or decl[-1].kind != "id":
            return None
        if decl[0].text == "template":
            kind = "template"
        elif decl[0].text in ("typename", "class") and len(decl) == 2:
            kind = "type"
        else:
            kind = "value"
        params.append((decl[-1].text, kind, default))
    return params, end + 1


def _depth0(toks: list, text: str):
    depth = 0
    for k, t in enumerate(toks):
        if depth == 0 and t.text == text:
            return k
        if t.text in ("(", "[", "{", "<"):
            depth += 1
        elif t.text in (")", "]", "}", ">"):
            depth -= 1
        elif t.text == ">>":
            depth -= 2
    return None


def _templates(sem, prog) -> dict:
    """name -> [_Template] of the file's class, alias and host function templates (built
    once per read), also those whose heads the parser does not read (a template template
    parameter)."""
    found = sem.__dict__.get("_text_templates")
    if found is None:
        found = {}
        for c in prog.chunks:
            t = _template_of(c)
            if t is not None:
                found.setdefault(t.name, []).append(t)
        sem.__dict__["_text_templates"] = found
    return found


def _template_of(c):
    toks = c.toks
    if c.kind in ("class", "aliastemplate", "function") and c.template_toks and c.template:
        head = _head_params(list(c.template_toks))
        if head is None:
            return None
        kind = {"class": "class", "aliastemplate": "alias"}.get(c.kind, "function")
        if kind == "function" and (c.device or not c.name):
            return None
        return _Template(c.name, kind, head[0], c, 0)
    if c.kind != "host" or c.template is not None or len(toks) < 3 or \
            toks[0].text != "template" or toks[1].text != "<":
        return None
    head = _head_params(toks)  # a head the parser does not read
    if head is None:
        return None
    params, k = head
    if k + 1 < len(toks) and toks[k].text in ("class", "struct") and toks[k + 1].kind == "id":
        return _Template(toks[k + 1].text, "class", params, c, k)
    if k + 2 < len(toks) and toks[k].text == "using" and toks[k + 2].text == "=":
        return _Template(toks[k + 1].text, "alias", params, c, k)
    paren = next((j for j in range(k + 1, len(toks)) if toks[j].text == "(" and
                  toks[j - 1].kind == "id"), None)
    if paren is None or toks[paren - 2].text == "::" or \
            any(t.text in _HEAD_WORDS for t in toks[k:paren]):
        return None
    return _Template(toks[paren - 1].text, "function", params, c, k)


# ------------------------------------------------------------------------ substitution

def _expand(sem, prog, toks: list, env: dict, depth: int = 0) -> list:
    """``toks`` with the names of ``env`` replaced by their tokens and each ``X<..>::m``
    of a class template ``X`` by its member alias ``m``."""
    out = []
    for k, t in enumerate(toks):
        if t.kind == "id" and t.text in env and not (
                k > 0 and toks[k - 1].text in (".", "->", "::")):
            out.extend(env[t.text])
        else:
            out.append(t)
    return _members(sem, prog, out, depth)


def _members(sem, prog, toks: list, depth: int) -> list:
    """``toks`` with ``[typename] X<args>::m`` replaced by the member alias ``m`` of the
    class template ``X``'s instance for ``args`` (unchanged when that is not known)."""
    aliases = _file_aliases(sem, prog)
    k = 0
    while k < len(toks) and depth <= _MAX_DEPTH:
        t = toks[k]
        if t.text in aliases and k + 2 < len(toks) and toks[k + 1].text == "::" and \
                toks[k + 2].kind == "id" and not (k > 0 and toks[k - 1].text in
                                                  (".", "->", "::")):
            # `default_types::index_type` with `using default_types = wrap<unsigned>;`
            toks = toks[:k] + aliases[t.text] + toks[k + 1:]
            depth += 1
            continue
        close = _angle_close(toks, k + 1) if t.kind == "id" and k + 1 < len(toks) and \
            toks[k + 1].text == "<" else None
        if close is None or close + 2 >= len(toks) or toks[close + 1].text != "::" or \
                toks[close + 2].kind != "id":
            k += 1
            continue
        alias = _member_alias(sem, prog, t.text, toks[k + 2:close], toks[close + 2].text,
                              depth + 1)
        if alias is None:
            k += 1
            continue
        start = k - 1 if k > 0 and toks[k - 1].text == "typename" else k
        toks = toks[:start] + alias + toks[close + 3:]
        k = start
    return toks


def _file_aliases(sem, prog) -> dict:
    """name -> tokens of the file-scope aliases of a class template's instance (``using
    default_types = type_wrapper<uint32_t, int32_t, float>;``), whose members
    ``default_types::index_type`` are member aliases of that instance."""
    found = sem.__dict__.get("_text_file_aliases")
    if found is None:
        found = {}
        for c in prog.chunks:
            toks = c.toks
            if c.kind == "typedef" and len(toks) > 5 and toks[0].text == "using" and \
                    toks[2].text == "=" and toks[-1].text == ";" and toks[3].kind == "id" \
                    and toks[4].text == "<" and _angle_close(toks, 4) == len(toks) - 2:
                found.setdefault(toks[1].text, []).append(toks[3:-1])
        found = {n: v[0] for n, v in found.items() if len(v) == 1}  # (one meaning only)
        sem.__dict__["_text_file_aliases"] = found
    return found


def _angle_close(toks: list, k: int):
    """The index of the ``>`` closing the ``<`` at ``toks[k]`` (None when ``>>`` closes
    it: its two halves are one token here)."""
    j = matching_angle(toks, k)
    return j if j is not None and toks[j].text == ">" else None


def _member_alias(sem, prog, name: str, arg_toks: list, member: str, depth: int):
    """The tokens the member alias ``member`` of class template ``name``'s instance for
    the written (already expanded) arguments stands for; None when not known."""
    found = _templates(sem, prog).get(name, [])
    classes = [t for t in found if t.kind == "class"]
    if len(classes) != 1 or _specialized(sem, prog, name):
        return None
    env = _bind(sem, prog, classes[0], split_commas(arg_toks), {}, depth)
    if env is None:
        return None
    aliases = _class_aliases(sem, prog, classes[0], env, depth)
    return aliases.get(member)


def _specialized(sem, prog, name: str) -> bool:
    """Whether the file declares a specialization of class template ``name`` (``template
    <..> struct name<..> {..}``): its members are not the primary's."""
    found = sem.__dict__.get("_text_specialized")
    if found is None:
        found = set()
        for c in prog.chunks:
            toks = list(c.template_toks or ()) + list(c.toks)
            # (after a template head's `>`: not `template class X<..>;`, an explicit
            # instantiation, nor an elaborated `struct X<..> *p`)
            found.update(toks[k + 1].text for k in range(1, len(toks) - 2)
                         if toks[k].text in ("struct", "class", "union") and
                         toks[k + 2].text == "<" and toks[k + 1].kind == "id" and
                         toks[k - 1].text in (">", ">>"))
        sem.__dict__["_text_specialized"] = found
    return name in found


def _bind(sem, prog, tmpl: _Template, args: list, scope: dict, depth: int):
    """The instance (parameter -> tokens) of ``tmpl`` for the written arguments ``args``
    (token lists) read in ``scope``; the defaults fill the rest; None when a parameter has
    neither."""
    if len(args) > len(tmpl.params):
        return None
    env: dict = {}
    for k, (pname, _, default) in enumerate(tmpl.params):
        if k < len(args):
            env[pname] = _expand(sem, prog, list(args[k]), scope, depth)
        elif default is not None:
            env[pname] = _expand(sem, prog, list(default), env, depth)
        else:
            return None
    return env


def _class_aliases(sem, prog, tmpl: _Template, env: dict, depth: int) -> dict:
    """``env`` with the member aliases of class template ``tmpl`` (``using X = ..;``,
    ``typedef .. X;`` at member level, in order) added as their expanded tokens."""
    toks = tmpl.chunk.toks
    out = dict(env)
    if not any(toks[j].text == "{" for j in range(tmpl.start, len(toks))):
        return out
    for i, j in _class_members(toks, tmpl.start):
        stmt = toks[i:j]
        if len(stmt) > 3 and stmt[0].text == "using" and stmt[1].kind == "id" and \
                stmt[2].text == "=" and stmt[-1].text == ";":
            out[stmt[1].text] = _expand(sem, prog, stmt[3:-1], out, depth)
        elif len(stmt) > 2 and stmt[0].text == "typedef" and stmt[-1].text == ";" and \
                stmt[-2].kind == "id" and "(" not in {t.text for t in stmt}:
            out[stmt[-2].text] = _expand(sem, prog, stmt[1:-2], out, depth)
    return out


# --------------------------------------------------------------------------- instances

def instances(sem, prog, name: str, depth: int = 0) -> list:
    """The instances (parameter -> tokens) of the template ``name`` that the file names:
    see the module's docstring. A template in a cycle of uses has none from the cycle."""
    cache = sem.__dict__.setdefault("_text_instances", {})
    if name in cache:
        return cache[name]
    found = _templates(sem, prog).get(name, [])
    if depth > _MAX_DEPTH or len(found) != 1 or _specialized(sem, prog, name):
        # (two templates of one name, overloads or namespaces, or a specialized class:
        # which one a use names is not decided here)
        return []
    cache[name] = []  # (a cycle of uses makes no instance)
    out: list = []
    for tmpl in found:
        for chunk, k, scope in _uses(sem, prog, tmpl, depth):
            close = _angle_close(chunk.toks, k + 1)
            if close is None:
                continue
            env = _bind(sem, prog, tmpl, split_commas(chunk.toks[k + 2:close]), scope,
                        depth + 1)
            if env is not None and env not in out:
                out.append(env)
    cache[name] = out
    return out


def _uses(sem, prog, tmpl: _Template, depth: int):
    """(chunk, index of the name, scope) of each use ``name<..>`` of ``tmpl`` outside its
    own chunk, once per scope the chunk is read in (its own template's instances)."""
    from .templates import _mentions

    for chunk in _mentions(sem, prog).get(tmpl.name, ()):
        if chunk is tmpl.chunk:
            continue
        for scope in _scopes(sem, prog, chunk, depth):
            for k in _named_at(chunk.toks, tmpl.name):
                yield chunk, k, scope
    for other in [t for ts in _templates(sem, prog).values() for t in ts]:
        params = [p for p, kind, _ in other.params if kind == "template"]
        if not params or other.chunk is tmpl.chunk:
            continue
        for env in instances(sem, prog, other.name, depth + 1):
            for p in params:
                val = [t.text for t in env.get(p, ())]
                if val and val[-1] == tmpl.name and all(
                        x == "::" or x.isidentifier() for x in val):
                    scope = _scope_of(sem, prog, other, env, depth)
                    for k in _named_at(other.chunk.toks, p):
                        yield other.chunk, k, scope


def _named_at(toks: list, name: str) -> list:
    """The indices where ``name<`` stands (not a member access ``.name<``)."""
    return [k for k in range(len(toks) - 1) if toks[k].text == name and
            toks[k + 1].text == "<" and not (k > 0 and toks[k - 1].text in (".", "->"))]


def _scopes(sem, prog, chunk, depth: int) -> list:
    """The scopes (name -> tokens) a chunk's text is read in: one per instance of the
    template it defines; one empty scope for code that is not a template; none for a
    template of device code (its instances are not known here)."""
    tmpl = next((t for ts in _templates(sem, prog).values() for t in ts
                 if t.chunk is chunk), None)
    if tmpl is not None:
        return [_scope_of(sem, prog, tmpl, env, depth)
                for env in instances(sem, prog, tmpl.name, depth + 1)]
    if chunk.template or (chunk.kind == "host" and chunk.template is None and chunk.toks
                          and chunk.toks[0].text == "template" and len(chunk.toks) > 1
                          and chunk.toks[1].text == "<"):
        return []
    return [{}]


def _scope_of(sem, prog, tmpl: _Template, env: dict, depth: int) -> dict:
    return _class_aliases(sem, prog, tmpl, env, depth + 1) if tmpl.kind == "class" \
        else dict(env)


# ---------------------------------------------------------------------------- binding

def dormant_class(sem, prog, launch) -> bool:
    """Whether ``launch`` stands in a host method of a class template that nothing
    outside its own definition names: C++ makes no instance of it, so the launch
    instantiates nothing (a header that leaves the class to the files including it)."""
    from .templates import _mentions

    if not getattr(launch, "in_class", False):
        return False
    own = {id(t.chunk) for t in _templates(sem, prog).get(launch.host, ())}
    return all(id(c) in own for c in _mentions(sem, prog).get(launch.host, ()))



def class_launch_bindings(sem, prog, launch, c, templates: dict) -> list:
    """For a launch in a host method of class template ``launch.host``: (bind, None) or
    (None, error) per instance of the class the file names (see the module's
    docstring)."""
    from .templates import _bind_call, _loc

    envs = instances(sem, prog, launch.host)
    if _specialized(sem, prog, launch.host) or \
            len(_templates(sem, prog).get(launch.host, [])) != 1:
        return [(None, SemanticError(
            f"the launch is in a method of class template '{launch.host}', which the file "
            "specializes or declares twice: its instances are not followed", _loc(launch.tok)))]
    if not envs:
        return [(None, SemanticError(
            f"the launch is in a method of class template '{launch.host}', and no instance "
            f"of '{launch.host}' that the file names binds its template parameters "
            f"({', '.join(launch.host_tparams)})", _loc(launch.tok)))]
    scope, pos = _method_scope(sem, prog, launch)
    out = []
    for env in envs:
        tbind = _typed(sem, prog, launch.host, env)
        if tbind is None:
            out.append((None, SemanticError(
                f"a template argument of an instance of class template '{launch.host}' "
                "is not a compile-time value", _loc(launch.tok))))
            continue
        out.append(_bind_call(sem, c, launch.targs, launch.args, scope, pos, tbind, None,
                              templates, launch.tok))
    return out


def _typed(sem, prog, name: str, env: dict):
    """The binding (parameter -> Type or value) of an instance of class template
    ``name``: a type that does not read is the opaque host-only type; a template template
    parameter binds nothing (its uses in the host scope stay unknown); None when a value
    does not read."""
    from .semantic import FuncCtx
    from .templates import HostOnlyType, _parser, _type_of

    tmpl = next(t for t in _templates(sem, prog)[name] if t.kind == "class")
    ctx = FuncCtx(device=False, host=True)
    out: dict = {}
    for pname, kind, _ in tmpl.params:
        toks = env.get(pname, [])
        if kind == "type":
            try:
                out[pname] = _type_of(sem, toks, ctx)
            except (WarpsmithError, RecursionError):
                out[pname] = HostOnlyType(pname)
        elif kind == "value":
            try:
                p = _parser(sem, toks, {})
                out[pname] = sem.const_value(p.assign_expr(), ctx)
            except (WarpsmithError, RecursionError):
                return None
    return out


def _method_scope(sem, prog, launch) -> tuple:
    """(tokens, index of the launch) of the launch's method with the class's member
    aliases and data members declared at the start of its body (kept per launch, so that
    the host walks of ``templates.host_ctx`` are reused)."""
    from .templates import _find_func_parts

    cache = sem.__dict__.setdefault("_class_method_scopes", {})
    key = id(launch)
    if key in cache:
        return cache[key][1:]
    toks, pos = launch.scope, launch.pos
    _, _, body = _find_func_parts(toks, pos)
    members: list = []
    params: set = set()
    for i, j in _class_members(toks):
        if i <= pos < j:
            params = _method_params(toks[i:j])
    for i, j in _class_members(toks):
        if _member_declaration(toks[i:j], params):
            members.extend(toks[i:j])
    scope = toks[:body + 1] + members + toks[body + 1:]
    cache[key] = (launch, scope, pos + len(members))
    return scope, pos + len(members)


def _class_members(toks: list, start: int = 0) -> list:
    """(start, end) of each member of the class whose body is the first ``{`` at or after
    ``toks[start]`` (access specifiers left out)."""
    from .cxx import _member_ends

    open_ = next(j for j in range(start, len(toks)) if toks[j].text == "{")
    close = matching_brace(toks, open_)
    out = []
    i = open_ + 1
    while i < close:
        if toks[i].text in ("public", "private", "protected") and i + 1 < close and \
                toks[i + 1].text == ":":
            i += 2
            continue
        j = max(_member_ends(toks, i, close), i + 1)
        out.append((i, j))
        i = j
    return out


def _method_params(member: list) -> set:
    """The parameter names of the method whose tokens are ``member``: those of its first
    parameter list (a constructor's, not one of its member initializers')."""
    lp = next((k for k, t in enumerate(member) if t.text == "(" and k > 0 and
               member[k - 1].kind == "id" and member[k - 1].text not in _NOT_NAMES), None)
    if lp is None:
        return set()
    rp = _matching_paren(member, lp)
    return {member[k].text for k in range(lp + 1, rp) if member[k].kind == "id" and
            member[k + 1].text in (",", ")", "=", "[")}


_NOT_NAMES = frozenset({"__attribute__", "__launch_bounds__", "alignas", "__align__",
                        "decltype", "noexcept", "__declspec"})


def _matching_paren(toks: list, k: int) -> int:
    depth = 0
    for j in range(k, len(toks)):
        depth += {"(": 1, ")": -1}.get(toks[j].text, 0)
        if depth == 0:
            return j
    return len(toks) - 1


_NOT_DATA = frozenset({"template", "friend", "static_assert", "enum", "struct", "class",
                       "union", "typedef", "operator", "public", "private", "protected"})


def _member_declaration(stmt: list, params: set) -> bool:
    """Whether a class member's tokens are a member alias (``using X = ..;``) or a data
    member declaration whose name no method parameter hides (``T* name;``, ``T name{..};``,
    ``T name = ..;``), not a method."""
    if len(stmt) < 3 or stmt[-1].text != ";":
        return False
    if stmt[0].text == "using":
        return stmt[1].kind == "id" and stmt[2].text == "="
    if any(t.text in _NOT_DATA for t in stmt) or _depth0(stmt, "(") is not None:
        return False
    end = next((k for k, t in enumerate(stmt) if t.text in ("=", "{", ";", "[")), None)
    return end is not None and end > 1 and stmt[end - 1].kind == "id" and \
        stmt[end - 1].text not in params

