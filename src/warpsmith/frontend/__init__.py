"""Frontend: CUDA C / OpenCL C source -> :class:`warpsmith.ir.Module`.

``read_module`` runs preprocess -> :func:`.parser.split_program` (top-level chunks; host code
is never parsed) -> :class:`.semantic.Semantic` (kernels, the device functions and
variables they reach, template instantiations).

Template kernels are instantiated from (in this order) the requested ``kernel`` name
(``k<32>``), explicit instantiations in the file (``template __global__ void k<32>(..);``),
every launch site (``k<16><<<g, b>>>(..)``, ``k<<<g, b>>>(p, 2.0f, n)``: explicit arguments
evaluated in the host scope of the launch, the others deduced from the argument types;
:mod:`.templates`), and ``templates`` (the ``--template NAME=VALUE`` bindings) or the
parameters' defaults. A launch site inside a host function template (``template <class T>
void reduce(..) { reduce6<T, 512, true><<<..>>>(..); }``) is resolved once per binding of the
host template from its own calls (``reduce<float>(..)`` or deduced ``reduce(d, n)``,
followed through enclosing host templates), else from ``templates``. A launch site that
does not resolve is recorded with its reason (``FrontendInfo.unresolved``); a template
kernel with no instantiation is left out of the module, and :func:`find_kernel`
(:func:`warpsmith.ir.find_kernel`) and ``translate`` raise a located error naming its
template parameters and each launch site's reason. The module carries that information in
its field ``frontend_info`` (a :class:`FrontendInfo`; not part of the module's value).
"""

from __future__ import annotations

import os
import re
from dataclasses import field

from ..ir.record import record
from ..ir.errors import SemanticError, Unsupported, WarpsmithError
from ..ir import nodes as N
from ..ir.lookup import ReadInfo, find_kernel
from ..ir.types import ArrayType, PointerType, StructType, Type
from ..ir.gc_thresholds import fewer_collections
from ..ir.visit import type_attrs, walk
from . import cub, stdmodels
from .lexer import Token, tokenize
from .parser import Parser
from .preprocess import preprocess
from .semantic import Semantic, _fmt_targ
from .split_memo import split_program
from .constobj import refuse_at_run_time
from .declared import instantiate_unless_ill_formed
from .templates import dormant_host, launch_bindings
from .class_chain import dormant_class

__all__ = ["read_module", "FrontendInfo"]


@record(frozen=False)
class FrontendInfo(ReadInfo):
    """What reading found besides the module's functions."""

    pending_templates: dict = field(default_factory=dict)  # name -> Chunk (no instantiation)
    template_kernels: dict = field(default_factory=dict)  # name -> [TemplateParam]
    errors: dict = field(default_factory=dict)  # kernel name -> WarpsmithError (lenient)
    requested: dict = field(default_factory=dict)  # "k<32>" -> unique name
    launches: list = field(default_factory=list)
    # template kernel name -> [(launch token, WarpsmithError)]: launch sites that gave
    # no instance, and why
    unresolved: dict = field(default_factory=dict)
    # template kernel name -> [(launch token, host template)]: launch sites inside host
    # function templates that the file never calls or instantiates (no instance in C++)
    dormant: dict = field(default_factory=dict)
    # template kernel name -> [(binding, IllFormedConstant)]: instances bound only from
    # `extern template` declarations whose definition is ill-formed (no file defines
    # them: frontend/declared.py), left out
    ill_formed_declared: dict = field(default_factory=dict)
    # the file's classes and structs: name -> (template parameters or None, the names its
    # body declares or uses), for guessing a traits argument (frontend/check.py)
    classes: dict = field(default_factory=dict)
    # class templates' explicit specializations: name -> [(argument text, ..), ..] in
    # file order (`template <> class S<k.id()>`), for guessing a value argument (check.py)
    specializations: dict = field(default_factory=dict)

    def kernel_named(self, module: N.Module, name: str) -> N.Function | None:
        """The kernel a requested name (``k<32>`` given to :func:`read_module`) was read
        as, or the instance whose unique name the template form ``k<32, float>`` spells."""
        if name in self.requested:
            return module.function(self.requested[name])
        if "<" not in name:
            return None
        base = name.split("<")[0].strip()
        try:
            uname = base + "_" + "_".join(_fmt_targ(a) for a in _template_values(name))
        except WarpsmithError:
            return None
        for f in module.functions:
            if f.is_kernel and (f.name == uname or f.name.startswith(uname + "_")
                                and f.source_name == base):
                return f
        return None

    def explain_missing(self, module: N.Module, base: str) -> None:
        """Raise why kernel ``base`` is missing: a template kernel without instantiation
        (naming the template parameters it needs), or the error it failed to read with."""
        if base in self.pending_templates:
            raise self.not_instantiated(base)
        if base in self.errors:
            raise self.errors[base]


    def not_instantiated(self, base: str) -> Unsupported:
        """The located error of template kernel ``base`` that has no instance: its
        template parameters and, for each launch site, why it gave none."""
        c = self.pending_templates[base]
        needed = [tp.name for tp in c.template if tp.default is None]
        params = ", ".join(_tparam_text(tp) for tp in c.template)
        sites = self.unresolved.get(base, [])
        if sites:
            why = "; ".join(f"launch at {tok.where}: {e.message}" +
                            (f" (at {e.loc})" if e.loc is not None and
                             (e.loc.line, e.loc.col) != (tok.where.line, tok.where.col)
                             else "") for tok, e in sites)
        elif base in self.dormant:
            why = "; ".join(f"launch at {tok.where} is inside " + (
                f"a method of class template '{host}', which the file never names" if
                host in self.classes else f"host function template '{host}', which the "
                "file never calls or instantiates") + " (C++ makes no instance from it "
                "either)" for tok, host in self.dormant[base])
        else:
            why = "no launch site or explicit instantiation in the file"
        need = (f"a value for template parameter{'s' if len(needed) > 1 else ''} "
                f"{', '.join(needed)}" if needed else "values for its template parameters")
        return Unsupported(
            f"template kernel '{base}' needs {need} (template <{params}>); "
            f"not instantiated: {why}",
            c.name_tok.where,
            hint=f"instantiate it: pass --template {needed[0] if needed else 'NAME'}=VALUE "
            f"or --kernel '{base}<...>' (ws.read(..., templates={{...}}) or kernel=...)")

    def not_instantiated_reason(self, base: str) -> str:
        """One line: why template kernel ``base`` has no instance."""
        return self.not_instantiated(base).message.split("; not instantiated: ", 1)[1]


def _targs_fit(c, targs: list) -> bool:
    """Whether explicit template arguments can bind template ``c`` at all: no more of
    them than its parameters (without a pack), each a type where a type is expected and
    a value where a value is (an overload set of kernel templates,
    ``template <class T, int N> k(T*)`` and ``template <int N> k(float*)``)."""
    from .parser import Syn, TypeName

    params = c.template or []
    if len(targs) > len(params) and not (params and params[-1].pack):
        return False
    for tp, a in zip(params, targs):
        if tp.pack:
            break
        if not tp.is_type and not tp.fn and isinstance(a, TypeName) and \
                not isinstance(a.spec.base, Syn):
            return False
    return True


def _tparam_text(tp) -> str:
    """``typename T``, ``typename... Args``, ``int B`` (a template parameter as written)."""
    if tp.is_type:
        return ("typename... " if tp.pack else "typename ") + tp.name
    if tp.fn:
        return f"function {tp.name}"
    spec = tp.type.spec
    base = " ".join(spec.words) if spec.words else spec.base
    if not isinstance(base, str):
        base = getattr(base, "name", None) or "auto"
    return f"{base} {tp.name}"


def _template_values(name: str) -> list:
    """The template arguments of ``k<...>`` as values (types or constants)."""
    from .parser import TypeName

    _, p = _split_name(name)
    return [_simple_type(a) if isinstance(a, TypeName) else _simple_value(a)
            for a in p.template_args()]


def _tokens(text: str, path: str, dialect: str, defines, include_dirs) -> list[Token]:
    """The preprocessed tokens of ``text`` (CUB's class syntax rewritten). A file read
    again with the same macros and include directories reuses its last preprocessing
    while every file it included still holds the same text (``preprocess``)."""
    toks = preprocess(text, path, dialect=dialect, defines=defines,
                      include_dirs=tuple(include_dirs))
    out = stdmodels.rewrite(toks) if dialect == "cuda" else list(toks)  # std::array
    if "cub" in toks.libraries:
        return cub.rewrite(out)  # CUB's class syntax -> calls of include/ws_cub.cuh
    return out


def _split_name(name: str):
    """``k<32, float>`` -> ("k", [arg syntax]) ; ``k`` -> ("k", None)."""
    if "<" not in name:
        return name.strip(), None
    toks = tokenize(name, "<kernel name>")
    p = Parser(toks, "cuda")
    t = p.expect_id()
    return t.text, p


def _opencl_version(defines) -> int:
    """The OpenCL C version the reader asked for (``-D __OPENCL_C_VERSION__=200``), else
    1.2 (120), as the preprocessor predefines it."""
    v = str((defines or {}).get("__OPENCL_C_VERSION__", "120")).strip()
    return int(v) if v.isdigit() else 120


def read_module(path, *, text: str | None = None, dialect: str | None = None,
                defines: dict | None = None, include_dirs=(), templates: dict | None = None,
                kernel: str | None = None, lenient: bool = False) -> N.Module:
    """Read the device code of a CUDA or OpenCL file into an IR Module.

    ``lenient``: kernels that fail to read are left out (their errors are kept in
    ``module.frontend_info.errors``) instead of raising the first error."""
    path = os.fspath(path)
    if dialect is None:
        dialect = "opencl" if path.endswith(".cl") else "cuda"
    if text is None:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError as e:
            raise WarpsmithError(f"cannot read {path}: {e.strerror}",
                                 N.SourceLoc(path, 0, 0)) from None
    try:
        with fewer_collections():  # (ir/gc_thresholds.py)
            toks = _tokens(text, path, dialect, defines, include_dirs)
            prog = split_program(toks, dialect)
            sem = Semantic(prog, dialect, path, _opencl_version(defines))
            module = _build(sem, prog, path, dialect, templates or {}, kernel, lenient)
    except RecursionError:
        raise WarpsmithError("source nested too deeply", N.SourceLoc(path, 0, 0)) from None
    except WarpsmithError as err:
        if "no kernels found" in err.message:
            _check_dialect_of(text, path, dialect)
        raise
    if not module.kernels and not module.frontend_info.pending_templates:
        _check_dialect_of(text, path, dialect)
    return module


_MARKERS = {"cuda": re.compile(r"__global__"),
            "opencl": re.compile(r"\b__kernel\b|\bkernel\s+void\b")}
_NAMES = {"cuda": "CUDA C", "opencl": "OpenCL C"}


def _check_dialect_of(text: str, path: str, dialect: str) -> None:
    """Raise when a file read as ``dialect`` has no kernels but the other dialect's kernel
    markers (``__global__`` / ``__kernel``): the extension picked the wrong dialect."""
    other = "opencl" if dialect == "cuda" else "cuda"
    body = re.sub(r"//[^\n]*|/\*.*?\*/", lambda c: "\n" * c.group().count("\n"), text,
                  flags=re.S)
    m = _MARKERS[other].search(body)
    if m is None:
        return
    line = body.count("\n", 0, m.start()) + 1
    ext = ".cl" if other == "opencl" else ".cu"
    raise SemanticError(
        f"no kernels found reading the file as {_NAMES[dialect]}, but it has {_NAMES[other]} "
        f"kernels ('{m.group()}')", N.SourceLoc(path, line, 0),
        hint=f"the file name's extension picks the dialect (.cu: CUDA, .cl: OpenCL); read it "
             f"as {_NAMES[other]} with --dialect {other} (ws.read(..., dialect=\"{other}\")) "
             f"or name it *{ext}")


def _build(sem: Semantic, prog, path, dialect, templates, kernel, lenient) -> N.Module:
    info = FrontendInfo(launches=prog.launches, classes=_class_names(prog),
                        specializations=_class_specializations(prog))
    kernels = [c for c in prog.chunks if c.kind == "function" and c.kernel]
    explicit = {}
    for c in prog.chunks:
        if c.kind == "instantiation":
            explicit.setdefault(c.name, []).append((c.syntax, c.name_tok))
    want_name, want_args = (None, None)
    if kernel is not None:
        want_name, want_parser = _split_name(kernel)
        if want_parser is not None:
            # read the arguments knowing the file's types and class templates
            # (`k<Traits<16, float>, true>`, a guessed traits instance)
            want_args = prog.parser(list(want_parser.toks))
            want_args.expect_id()
    order: list[str] = []

    def run(fn):
        try:
            return fn()
        except WarpsmithError as e:
            if not lenient:
                raise
            info.errors[getattr(fn, "kname", "?")] = e
            return None

    found_requested = False
    for c in kernels:
        if want_name is not None and c.name != want_name:
            continue
        if not c.template:
            if want_args is not None:
                raise SemanticError(f"kernel '{c.name}' is not a template",
                                    c.name_tok.where)
            r = _try(run, lambda c=c: sem.instantiate(c, {}), c.name)
            if r:
                order.append(r)
            found_requested = True
            continue
        info.template_kernels[c.name] = c.template
        binds = []
        firm = []  # bindings not only from `extern template` declarations
        if want_args is not None:
            p = want_args
            start = p.__dict__.setdefault("_targs_at", p.pos)
            p.pos = start  # (each overload of the name reads the arguments again)
            targs = p.template_args()
            if not p.at_eof():
                raise SemanticError(f"bad kernel name '{kernel}'", p.tok.where)
            b = sem.bind_template(c, targs, templates, sem._global_ctx(), c.name_tok)
            binds.append(b)
            firm.append(b)
        else:
            for syn, tok in explicit.get(c.name, []):
                if not _targs_fit(c, syn) and sum(k.name == c.name for k in kernels) > 1:
                    continue  # an instantiation of another overload of the name
                b = _try(run, lambda syn=syn, tok=tok, c=c: sem.bind_template(
                    c, syn, templates, sem._global_ctx(), tok), c.name)
                if b is not None and b not in binds:
                    binds.append(b)
                firm.append(b)
            for ln in prog.launches + prog.kernel_refs:
                if ln.kernel != c.name:
                    continue
                if (dormant_host(sem, prog, ln.host) or dormant_class(sem, prog, ln)) and not (
                        ln.host_tparams and all(n in templates for n in ln.host_tparams)):
                    # (a host template the user binds with --template is not dormant)
                    info.dormant.setdefault(c.name, []).append((ln.tok, ln.host))
                    continue
                found = launch_bindings(sem, prog, ln, c, templates)
                declared = ln.host in sem.__dict__.get("declared_only_hosts", ())
                for b, e in found:
                    if b is None:
                        info.unresolved.setdefault(c.name, []).append((ln.tok, e))
                        continue
                    if b not in binds:
                        binds.append(b)
                    if not declared:
                        firm.append(b)
            if not binds:
                needed = [tp.name for tp in c.template if tp.default is None]
                if all(n in templates for n in needed):
                    b = _try(run, lambda c=c: sem.bind_template(
                        c, [], templates, sem._global_ctx(), c.name_tok), c.name)
                    if b is not None:
                        binds.append(b)
                        firm.append(b)
        if not binds:
            info.pending_templates[c.name] = c
            if want_name is not None and c.name in info.unresolved:
                # (its launches say why they gave no instance: a launch whose arguments
                # do not read is not a parameter the user must give)
                raise info.not_instantiated(c.name)
            if want_name is not None:
                needed = [tp.name for tp in c.template if tp.default is None and
                          tp.name not in templates]
                raise Unsupported(
                    f"template kernel '{c.name}' needs a value for template parameter"
                    f"{'s' if len(needed) > 1 else ''} {', '.join(needed)}",
                    c.name_tok.where,
                    hint=f"pass --template {needed[0] if needed else 'NAME'}=VALUE or name "
                    f"the kernel as {c.name}<...>")
            found_requested = True
            continue
        found_requested = True
        for b in binds:
            r = _try(run, lambda c=c, b=b: instantiate_unless_ill_formed(
                sem, c, b, b not in firm, info), c.name)
            if r and r not in order:
                order.append(r)
                if kernel is not None:
                    info.requested[kernel] = r
    # overloads selected by std::enable_if: a name is pending only when no chunk of it
    # has an instance
    read_names = {sem.functions[n].source_name or n for n in order if sem.functions.get(n)}
    for name in [n for n in info.pending_templates if n in read_names]:
        del info.pending_templates[name]
        info.unresolved.pop(name, None)
        info.dormant.pop(name, None)
    if want_name is not None and not found_requested:
        names = sorted({c.name for c in kernels})
        raise SemanticError(f"no kernel named '{want_name}' in {path}"
                            + (f" (kernels: {', '.join(names)})" if names else
                               " (no kernels found)"), N.SourceLoc(path, 0, 0))
    # functions in dependency order: callees before callers
    funcs: list[N.Function] = []
    seen: set[str] = set()

    def visit(name):
        if name in seen:
            return
        seen.add(name)
        for callee in sem.fn_callees.get(name, []):
            visit(callee)
        fn = sem.functions.get(name)
        if fn is not None:
            funcs.append(fn)

    for name in order:
        visit(name)
    refuse_at_run_time(funcs, sem)  # (frontend/constobj.py)
    used_globals = [g for n, g in sem.globals.items() if n in sem.used_globals]
    structs = _collect_structs(funcs, used_globals, sem)
    return N.Module(tuple(funcs), tuple(used_globals), tuple(structs), dialect, path,
                    frontend_info=info)


def _class_names(prog) -> dict:
    """Each class and struct of the file (the primary template of a class template):
    (its template parameters or None, the identifiers of its body)."""
    out: dict = {}
    for c in prog.chunks:
        if c.kind not in ("class", "aggregate") or not c.name or c.name in out:
            continue
        toks = c.toks
        k = next((i for i, t in enumerate(toks) if t.text == c.name), None)
        if k is not None and k + 1 < len(toks) and toks[k + 1].text == "<":
            continue  # a specialization: the primary's parameters are what is guessed
        brace = next((i for i, t in enumerate(toks) if t.text == "{"), None)
        if brace is None:
            continue
        head = [t.text for t in (c.template_toks or []) + toks[:brace] if t.kind == "id"]
        out[c.name] = (c.template, {t.text for t in toks[brace:] if t.kind == "id"}, head)
    # a class's bases (`: public B` with `B = Base<..>` in the template head) contribute
    # their members
    return {name: (tps, names.union(*(out[h][1] for h in head if h in out and h != name)))
            for name, (tps, names, head) in out.items()}


def _class_specializations(prog) -> dict:
    """Each class template's explicit specializations (``template <> class S<A, B>``):
    name -> [(text of A, text of B), ..] in file order."""
    out: dict = {}
    for c in prog.chunks:
        if c.kind != "class" or not c.name or c.template != []:
            continue
        toks = c.toks
        k = next((i for i, t in enumerate(toks) if t.text == c.name), None)
        if k is None or k + 1 >= len(toks) or toks[k + 1].text != "<":
            continue
        args, cur, depth = [], [], 0
        for t in toks[k + 2:]:
            if depth == 0 and t.text in (">", ","):
                args.append(" ".join(x.text for x in cur))
                cur = []
                if t.text == ">":
                    break
                continue
            depth += {"<": 1, "(": 1, "[": 1, ">": -1, ")": -1, "]": -1}.get(t.text, 0)
            cur.append(t)
        else:
            continue  # (no closing '>': not a specialization head this reads)
        out.setdefault(c.name, []).append(tuple(args))
    return out


def _try(run, fn, kname):
    fn.kname = kname
    return run(fn)


def _collect_structs(funcs, globals_, sem: Semantic) -> list[StructType]:
    found: dict[str, StructType] = {}

    def add_type(t: Type):
        while isinstance(t, (PointerType, ArrayType)):
            t = t.pointee if isinstance(t, PointerType) else t.elem
        if isinstance(t, StructType) and t.name not in found:
            for _, ft in t.fields:
                add_type(ft)
            found[t.name] = t

    looked: dict = {}  # id -> type object already added (most nodes share their types)
    for x in (*globals_, *funcs):
        for node in walk(x):  # pre-order, as a visitor's generic_visit goes
            for a in type_attrs(node.__class__):
                t = getattr(node, a)
                if id(t) not in looked and isinstance(t, Type):
                    looked[id(t)] = t
                    add_type(t)
    order = sem.struct_order
    return sorted(found.values(), key=lambda s: order.get(s.name, 1 << 30))


def _simple_type(tn):
    from .semantic import Semantic
    from .parser import ProgramSyntax
    sem = Semantic(ProgramSyntax("cuda"), "cuda")
    return sem.type_name(tn, sem._global_ctx())


def _simple_value(e):
    from .semantic import Semantic, fold
    from .parser import ProgramSyntax
    sem = Semantic(ProgramSyntax("cuda"), "cuda")
    v = fold(sem.ex(e, sem._global_ctx()))
    if v is None:
        raise SemanticError("not a constant", None)
    return v
