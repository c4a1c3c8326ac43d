"""Does every kernel of a file read?  ``warpsmith kernels`` and the breadth benchmark.

:func:`check_program` lists the kernels of a file with :func:`.program.scan_program` (the
signature scan) and then reads every kernel body: the file is read once leniently
(:func:`read_module` with ``lenient=True``, so that one bad kernel does not hide the
others), and each kernel found is printed back in its own dialect (a kernel that reads
but cannot be printed is not usable: ``translate``, ``run --backend`` and the compilers
all print it). A template kernel that the file never instantiates is read once more with
guessed template arguments (a parameter's default, else int -> 16, bool -> true,
type -> float; a type parameter of a parameter the kernel calls, ``L f`` with ``f(i)``, ->
the guessed callable ``__ws_guessed_callable``, whose call returns its first argument; last,
type parameters named as iterators -> ``int*`` and as functors -> the guessed callable:
:func:`_role_guesses`) and reported
with the instance it was read as, and with ``not_instantiated``: "template, not
instantiated: <why>" (each launch site that gave no instance, located, with its reason),
so that no template kernel is skipped silently.
A kernel launched only inside host function templates that the file never calls or
instantiates also gets ``dormant_launches: true`` (C++ makes no instance from such a launch:
a header leaves the call to the files that include it).

Each kernel gets ``read`` (True/False) and, when False, the located error
(``file``, ``line``, ``col``, ``message``, and the ``error`` text the CLI prints).
"""

from __future__ import annotations

from ..ir.errors import WarpsmithError
from ..ir.gc_thresholds import fewer_collections
from ..ir.nodes import SourceLoc
from .program import KernelInfo, ProgramInfo, scan_program

__all__ = ["check_program", "missing_kernels", "GUESS", "error_json"]

#: template arguments guessed for a template kernel the file never instantiates
GUESS = {"int": "16", "bool": "true", "type": "float", "float": "1.0"}


def error_json(e: BaseException, fallback: SourceLoc | None = None) -> dict:
    """A located error as JSON: ``file``, ``line``, ``col``, ``category``, ``message``
    and ``error`` (the ``FILE:LINE:COL: kind: message`` text)."""
    if isinstance(e, WarpsmithError):
        loc = e.loc if e.loc is not None else fallback
        text, category, message = str(e), e.category, e.message
        if e.loc is None and fallback is not None:
            text = f"{fallback}: {text}"
    else:  # a bug of warpsmith: reported per kernel, not hidden
        loc, category = fallback, "internal error"
        message = f"{type(e).__name__}: {e} (a bug in warpsmith)"
        text = f"{fallback}: internal error: {message}" if fallback else message
    return {"file": loc.file if loc else None, "line": loc.line if loc else None,
            "col": loc.col if loc else None, "category": category, "message": message,
            "error": text}


def check_program(path: str, *, defines=None, include_dirs=(), dialect: str | None = None,
                  fast: bool = False) -> dict:
    """The ``warpsmith kernels`` object of the file ``path``: its kernels (each with
    ``read`` and ``error`` unless ``fast``) and launch sites, plus ``file`` and
    ``read`` (every kernel read; None with ``fast``)."""
    info = scan_program(path, defines=defines, include_dirs=include_dirs, dialect=dialect)
    data = info.to_json()
    data["file"] = path
    if fast:
        data["read"] = None
        return data
    # one window of raised thresholds over every read: each read's own window ending
    # would let the collector walk the whole heap again (ir/gc_thresholds.py)
    with fewer_collections():
        results = _read_kernels(info, path, dict(defines or {}), tuple(include_dirs or ()))
    for entry, result in zip(data["kernels"], results):
        entry.update(result)
    data["read"] = all(e["read"] for e in data["kernels"])
    return data


def _read_kernels(info: ProgramInfo, path: str, defines: dict, include_dirs: tuple) -> list:
    from . import read_module

    try:
        module = read_module(path, dialect=info.dialect, defines=defines,
                             include_dirs=include_dirs, lenient=True)
    except Exception as e:  # noqa: BLE001 - the whole file failed: every kernel fails
        where = SourceLoc(path, 0, 0)
        return [_failed(e, _loc(k) or where) for k in info.kernels]
    out = []
    for k in info.kernels:
        try:
            out.append(_read_one(module, k, path, info.dialect, defines, include_dirs))
        except Exception as e:  # noqa: BLE001 - reported for this kernel
            out.append(_failed(e, _loc(k)))
    return out


def _read_one(module, k: KernelInfo, path, dialect, defines, include_dirs) -> dict:
    finfo = module.frontend_info
    instances = _instances(module, k.name)
    if instances:
        _print_back(module, instances, dialect)
        return {"read": True, "error": None}
    if k.name in finfo.errors:
        return _failed(finfo.errors[k.name], _loc(k))
    if k.template_params:
        reason = (finfo.not_instantiated_reason(k.name) if k.name in finfo.pending_templates
                  else "no instance")
        out = dict(_read_guessed(k, path, dialect, defines, include_dirs,
                                 {**_class_guesses(finfo, k), **_callable_guesses(finfo, k),
                                  **_specialization_guesses(finfo, k)}),
                   not_instantiated=f"template, not instantiated: {reason}")
        if k.name in finfo.dormant and k.name not in finfo.unresolved:
            # launched only inside host templates nothing instantiates: C++ has no
            # instance either, so guessed arguments are all there is to read
            out["dormant_launches"] = True
        return out
    return _failed(WarpsmithError(f"kernel '{k.name}' is listed but was not read "
                                  "(no error recorded)", _loc(k)), _loc(k))


def _guesses(k: KernelInfo) -> list[dict]:
    """Template arguments to try for a kernel the file never instantiates: the defaults,
    else :data:`GUESS`; then, for type parameters, ``float`` for the first with ``int`` for
    the rest, then ``int`` everywhere (index types: ``template <typename Dtype, typename
    Itype>`` uses ``i % length`` on an ``Itype``)."""
    base = {t.name: (t.default or ("int" if _names_index_type(t) else
                                   GUESS.get(t.kind, "16")))
            for t in k.template_params if t.name}
    types = [t.name for t in k.template_params if t.name and t.kind == "type" and not t.default]
    out = [base]  # (index-named type parameters are int in it already)
    if len(types) > 1:
        out.append({**base, **{n: "int" for n in types[1:]}})
    if types:
        out.append({**base, **{n: "int" for n in types}})
    return out


#: words of a type parameter's name that say it is an integer index type (``IdType``,
#: ``PagedKVIdType``, ``index_t``, ``IdxT``, ``size_type``): guessed ``int`` from the first
#: guess on (a pointer plus a ``float`` index is no instance C++ could make either:
#: MinkowskiEngine's ``init_hashtbl<value_type, size_type, ..>``)
_INDEX_WORDS = frozenset({"id", "idx", "index", "indices", "size"})


def _is_index_name(name: str) -> bool:
    """Whether a type parameter's name says it is an index type."""
    return bool(_name_words(name) & _INDEX_WORDS)


def _names_index_type(tp) -> bool:
    return tp.kind == "type" and _is_index_name(tp.name)


def _class_guesses(finfo, k: KernelInfo) -> dict:
    """For each type parameter ``K`` the kernel uses as a class (``K::kWidth``, ``typename
    K::vec_t``: flash-attn's and causal-conv1d's kernel traits), where ``float`` cannot be
    guessed: a class of the file that names every member used through ``K::`` (the first
    in the file), as a guessed instance when it is a template (``Traits<16, 16, true,
    float>``, its own parameters guessed as :data:`GUESS` does; its defaults kept)."""
    chunk = finfo.pending_templates.get(k.name)
    if chunk is None or not finfo.classes:
        return {}
    toks = chunk.toks
    out = {}
    for tp in k.template_params:
        if tp.kind != "type" or tp.default or not tp.name:
            continue
        used = {toks[i + 2].text for i in range(len(toks) - 2)
                if toks[i].text == tp.name and toks[i + 1].text == "::" and
                toks[i + 2].kind == "id"}
        used |= _members_through_params(k, toks, tp.name)
        if not used:
            continue
        for name, (tparams, names) in finfo.classes.items():
            if name != k.name and used <= names:  # (its bases' members included)
                if tparams is None:
                    out[tp.name] = name
                else:  # (the parameters with defaults are left to them)
                    out[tp.name] = [f"{name}<{', '.join(_guess_arg(t, small) for t in tps)}>"
                                    for tps in [tparams[:next(
                                        (i for i, t in enumerate(tparams)
                                         if t.default is not None or t.pack),
                                        len(tparams))]] for small in (False, True)]
                break
    return out


def _specialization_guesses(finfo, k: KernelInfo) -> dict:
    """For each value parameter ``P`` the kernel passes as an argument of a class template
    that has only explicit specializations to give its members (``typename
    MarlinScalarType<type_id>::scalar_t``, gptqmodel's swordfish kernels; the primary is
    empty): the argument the first specialization is written with
    (``aphrodite::kFloat16.id()``), where :data:`GUESS`'s 16 selects no specialization."""
    chunk = finfo.pending_templates.get(k.name)
    specs = getattr(finfo, "specializations", {})
    if chunk is None or not specs:
        return {}
    texts = [t.text for t in chunk.toks]
    out = {}
    for tp in k.template_params:
        if tp.kind == "type" or tp.default or not tp.name or tp.name in out:
            continue
        for i in range(len(texts) - 3):
            if texts[i] in specs and texts[i + 1] == "<" and texts[i + 2] == tp.name \
                    and texts[i + 3] == ">" and len(specs[texts[i]][0]) == 1:
                out[tp.name] = specs[texts[i]][0][0]
                break
    return out


def _members_through_params(k: KernelInfo, toks: list, tname: str) -> set:
    """The members the kernel names through a parameter whose type is the type parameter
    ``tname`` (``CacheT paged_kv_like`` and ``paged_kv_like.page_size``: flashinfer's
    ``RopeQuantizeAppendPagedKVCacheKernel``)."""
    params = {p.name for p in k.params
              if [w for w in p.type.replace("&", " ").replace("*", " ").split()
                  if w != "const"] == [tname]}
    if not params:
        return set()
    inside = _constexpr_branches(toks)
    return {toks[i + 2].text for i in range(len(toks) - 2)
            if toks[i].text in params and toks[i + 1].text in (".", "->") and
            toks[i + 2].kind == "id" and i not in inside}


def _constexpr_branches(toks: list) -> set:
    """Indices of the tokens inside the braced branches of ``if constexpr (..) {..} else
    {..}``: members named there may belong to another class than the guessed one, the
    branch being discarded for it (flashinfer's ``if constexpr (IS_MLA)`` choosing
    ``get_ckv_ptr`` or ``get_k_ptr``)."""
    from .lexer import matching_brace, matching_paren

    out: set = set()
    for i in range(len(toks) - 2):
        if toks[i].text != "if" or toks[i + 1].text != "constexpr" or toks[i + 2].text != "(":
            continue
        j = matching_paren(toks, i + 2) + 1
        while j < len(toks) and toks[j].text == "{":
            end = matching_brace(toks, j)
            out.update(range(j, end + 1))
            j = end + 1
            if j + 1 < len(toks) and toks[j].text == "else" and toks[j + 1].text == "{":
                j += 1
            else:
                break
    return out


def _callable_guesses(finfo, k: KernelInfo) -> dict:
    """For each type parameter ``L`` of a kernel parameter ``L f`` that the kernel calls
    (``f(i)``: a lambda or functor given at the launch, xgboost's ``LaunchNKernel``), where
    ``float`` cannot be guessed: the guessed callable (:data:`.callables.GUESSED_CALLABLE`,
    whose call does nothing)."""
    from .callables import GUESSED_CALLABLE

    chunk = finfo.pending_templates.get(k.name)
    if chunk is None:
        return {}
    texts = [t.text for t in chunk.toks]
    called = {texts[i] for i in range(len(texts) - 1) if texts[i + 1] == "(" and
              (i == 0 or texts[i - 1] not in (".", "->", "::"))}
    out = {}
    for tp in k.template_params:
        if tp.kind != "type" or tp.default or not tp.name:
            continue
        for p in k.params:
            words = p.type.replace("&", " ").split()
            if p.name in called and [w for w in words if w != "const"] == [tp.name]:
                out[tp.name] = GUESSED_CALLABLE
    return out


#: words in a type parameter's name that say what the kernel does with its argument
_ITERATOR_WORDS = ("iterator", "iter", "ptr", "pointer")
_FUNCTOR_WORDS = ("function", "func", "functor", "op", "fn", "pred", "predicate", "lambda")


def _role_guesses(k: KernelInfo) -> dict:
    """For type parameters that are the whole type of a kernel parameter and whose name
    says what they are (thrust's and PyTorch's spelling: ``DataIteratorT``,
    ``IdxIteratorT``, ``BinaryFunction``, ``ReduceOp``): an iterator is guessed as
    ``int*`` (the index arithmetic ``src + starts[row]`` of a data iterator and an index
    iterator both read with it) and a functor as the guessed callable (its call passed on
    to device functions that call it: nerfacc's ``inclusive_scan_impl``). Empty when no
    parameter is named so."""
    from .callables import GUESSED_CALLABLE

    whole = {w for p in k.params for w in
             [[x for x in p.type.replace("&", " ").split() if x != "const"]] if len(w) == 1
             for w in w}
    out = {}
    for tp in k.template_params:
        if tp.kind != "type" or tp.default or not tp.name or tp.name not in whole:
            continue
        words = _name_words(tp.name)
        if words & set(_ITERATOR_WORDS):
            out[tp.name] = "int*"
        elif words & set(_FUNCTOR_WORDS):
            out[tp.name] = GUESSED_CALLABLE
    return out


def _name_words(name: str) -> set[str]:
    """The lower-case words of a CamelCase or snake_case name (``IdxIteratorT`` ->
    {idx, iterator, t})."""
    import re

    return {w.lower() for w in re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+", name)}


def _guess_arg(tp, small: bool = False) -> str:
    """The guess for one template parameter of a class (parser's TemplateParam). With
    ``small``, the second guess: integers 1 and a type parameter named as an index type
    (``index_t_``) ``int`` (flash-attn's ``Kernel_traits``, whose sizes must divide and
    whose ``index_t`` is used with ``%``)."""
    if tp.is_type:
        return "int" if small and _is_index_name(tp.name) else GUESS["type"]
    spec = getattr(getattr(tp, "type", None), "spec", None)
    words = list(getattr(spec, "words", []) or []) + [str(getattr(spec, "base", ""))]
    return GUESS["bool"] if "bool" in words else "1" if small else GUESS["int"]


def _read_guessed(k: KernelInfo, path, dialect, defines, include_dirs,
                  classes: dict | None = None) -> dict:
    from . import read_module

    first = None
    guesses = _guesses(k)
    roles = _role_guesses(k)
    if roles:  # iterators and functors named so: tried last (the others read today)
        guesses = guesses + [{**guesses[0], **roles}]
    if classes:  # a class where float cannot be: tried first (its own guesses in turn)
        alternatives = [{n: (v[i] if isinstance(v, list) else v) for n, v in classes.items()}
                        for i in range(2)]
        # (with the first guess, whose index-named type parameters are int already)
        guesses = [{**guesses[0], **a} for a in alternatives] + guesses
    for guess in guesses:
        instance = f"{k.name}<{', '.join(guess.values())}>"
        try:
            # (read as the instance it names: a map of parameter names would also bind the
            # host templates' parameters of those names, whose launches then instantiate
            # other instances, which passed for this one: flashinfer's pos_enc.cuh reported
            # `paged_kv_t<float, float>` read, and that instance does not read)
            module = read_module(path, dialect=dialect, defines=defines,
                                 include_dirs=include_dirs, kernel=instance)
            instances = _instances(module, k.name)
            if not instances:
                raise WarpsmithError(f"template kernel '{k.name}' was not instantiated as "
                                     f"{instance}", _loc(k))
            _print_back(module, instances, dialect)
        except Exception as e:  # noqa: BLE001 - reported for this kernel
            first = first or dict(_failed(e, _loc(k)), instance=instance)
            continue
        return {"read": True, "error": None, "instance": instance}
    return first


def _instances(module, name: str) -> list[str]:
    return [f.name for f in module.kernels if f.name == name or f.source_name == name]


def _print_back(module, names: list[str], dialect: str) -> None:
    from ..ir.printer import print_module

    print_module(module, dialect, kernels=names)


def _failed(e: BaseException, loc: SourceLoc | None) -> dict:
    return {"read": False, "error": error_json(e, loc)}


def _loc(k: KernelInfo) -> SourceLoc | None:
    return SourceLoc(k.file, k.line, k.col) if k.file else None


def missing_kernels(module, path: str, *, text: str | None = None, defines=None,
                    include_dirs=(), only: str | None = None) -> list[tuple[str, SourceLoc]]:
    """The kernels the signature scan of the file lists that ``module`` (read from it)
    does not hold, each with its place: template kernels never instantiated, kernels whose
    reading failed. ``only``: the module was read for this kernel name only."""
    with fewer_collections():  # (ir/gc_thresholds.py)
        info = scan_program(path, text=text, defines=defines, include_dirs=include_dirs,
                            dialect=module.dialect)
    have = {f.source_name or f.name for f in module.kernels} | {f.name for f in module.kernels}
    base = only.split("<")[0].strip() if only else None
    return [(k.name, _loc(k) or SourceLoc(path, 0, 0)) for k in info.kernels
            if k.name not in have and (base is None or k.name == base)]
