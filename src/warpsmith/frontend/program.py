"""Find the kernels and launch sites of a whole program, without parsing its host code.

``scan_program`` powers ``warpsmith kernels FILE``: it lists every kernel of a ``.cu`` or
``.cl`` file (``__global__`` functions in CUDA, ``__kernel``/``kernel`` functions in
OpenCL) with its parameters, template parameters and line, and, for CUDA programs, the
host-side launch sites (``k<<<grid, block, shmem, stream>>>(args)``,
``k<T, 16><<<...>>>(...)``, ``cudaLaunchKernel((void*)k, grid, block, args, shmem,
stream)`` and ``cudaLaunchCooperativeKernel``).

It works on the token stream after preprocessing (so macros in signatures and launch
configurations are expanded; expressions are reported with the macro names as written
where the expansion came from a macro use in the launch itself -- see
:func:`_launch_text`), and only ever matches brackets: host code in any C++ (classes,
templates, ``>>`` closing template argument lists, lambdas, exceptions, ``operator<<``)
cannot make it fail. The only errors are located :class:`~warpsmith.ir.errors.WarpsmithError`
s: unreadable files, tokens the lexer rejects, a preprocessing error, and a kernel whose
parameter list or body is not terminated.
"""

from __future__ import annotations

from collections import namedtuple
from dataclasses import field

from ..ir.record import record
from ..ir.errors import SyntaxErrorAt, WarpsmithError
from ..ir.nodes import SourceLoc
from .lexer import Token, matching_paren, tokenize
from .preprocess import preprocess

__all__ = [
    "Param", "TemplateParam", "KernelInfo", "LaunchSite", "Instantiation", "ProgramInfo",
    "scan_program", "scan_tokens", "infer_dialect",
]


class Param(namedtuple("Param", "name type")):
    """A kernel parameter: ``name`` ("" when unnamed) and normalized ``type`` text (a
    ``collections.namedtuple``: ``typing`` is not imported at start-up)."""

    __slots__ = ()


class TemplateParam(namedtuple("TemplateParam", "kind name default", defaults=(None,))):
    """A template parameter: ``kind`` is "int", "bool" or "type"; ``name``; ``default`` is
    the default argument as written (None when there is none)."""

    __slots__ = ()


@record(frozen=False)
class KernelInfo:
    name: str
    line: int
    params: list[Param]
    template_params: list[TemplateParam] = field(default_factory=list)
    file: str = ""
    col: int = 0
    qualified_name: str = ""  # ns::name when declared inside a namespace
    launch_bounds: str | None = None
    template_args: list[str] = field(default_factory=list)  # only for specializations

    @property
    def is_template(self) -> bool:
        return bool(self.template_params)

    def to_json(self) -> dict:
        return {
            "name": self.name,
            "line": self.line,
            "params": [{"name": p.name, "type": p.type} for p in self.params],
            "template_params": [
                {"kind": t.kind, "name": t.name, "default": t.default}
                for t in self.template_params
            ],
        }


@record(frozen=False)
class LaunchSite:
    kernel: str
    line: int
    grid: str
    block: str
    shared: str | None = None
    stream: str | None = None
    template_args: list[str] = field(default_factory=list)  # as written
    args: list[str] = field(default_factory=list)
    file: str = ""
    col: int = 0
    template_values: list[str] = field(default_factory=list)  # macros expanded
    form: str = "chevron"  # "chevron", "cudaLaunchKernel", "cudaLaunchCooperativeKernel"

    @property
    def instance_name(self) -> str:
        """``k<16, float>`` for a launch with template arguments, else ``k``."""
        targs = self.template_values or self.template_args
        if targs:
            return f"{self.kernel}<{', '.join(targs)}>"
        return self.kernel

    def to_json(self, detail: bool = False) -> dict:
        d = {"kernel": self.kernel, "line": self.line, "grid": self.grid,
             "block": self.block, "shared": self.shared}
        if detail:
            d.update(template_args=list(self.template_args),
                     template_values=list(self.template_values), stream=self.stream,
                     args=list(self.args), file=self.file, form=self.form)
        return d


@record(frozen=False)
class Instantiation:
    """An explicit instantiation ``template __global__ void k<32>(...);``."""

    kernel: str
    template_args: list[str]
    line: int
    file: str = ""


@record(frozen=False)
class ProgramInfo:
    path: str
    dialect: str
    kernels: list[KernelInfo] = field(default_factory=list)
    launches: list[LaunchSite] = field(default_factory=list)
    instantiations: list[Instantiation] = field(default_factory=list)
    specializations: list[KernelInfo] = field(default_factory=list)
    preprocessed: bool = True  # False when the raw-token fallback was used

    def kernel(self, name: str) -> KernelInfo:
        for k in self.kernels:
            if k.name == name or k.qualified_name == name:
                return k
        raise KeyError(name)

    def launches_of(self, name: str) -> list[LaunchSite]:
        return [site for site in self.launches if site.kernel == name]

    def template_instances(self, name: str) -> list[list[str]]:
        """Distinct template-argument lists of kernel ``name`` seen in the file (explicit
        instantiations first, then launch sites), in order of appearance."""
        seen: list[list[str]] = []
        for inst in self.instantiations:
            if inst.kernel == name and inst.template_args and inst.template_args not in seen:
                seen.append(list(inst.template_args))
        for site in self.launches:
            vals = site.template_values or site.template_args
            if site.kernel == name and vals and vals not in seen:
                seen.append(list(vals))
        return seen

    def to_json(self, detail: bool = False) -> dict:
        return {
            "kernels": [k.to_json() for k in self.kernels],
            "launches": [site.to_json(detail) for site in self.launches],
        }


# --------------------------------------------------------------------------- entry point


def infer_dialect(path: str) -> str:
    return "opencl" if str(path).lower().endswith(".cl") else "cuda"


def scan_program(path, *, text: str | None = None, defines=None, include_dirs=(),
                 dialect: str | None = None) -> ProgramInfo:
    """List the kernels and launch sites of the program in ``path`` (or ``text``)."""
    path = str(path)
    dialect = dialect or infer_dialect(path)
    if dialect not in ("cuda", "opencl"):
        raise WarpsmithError(f"unknown dialect {dialect!r} (expected cuda or opencl)")
    if text is None:
        try:
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
        except OSError as e:
            raise WarpsmithError(f"cannot read {path}: {e.strerror or e}",
                                 SourceLoc(path, 0, 0)) from None
    tokens, preprocessed = _tokens_for(text, path, dialect, defines, include_dirs)
    info = scan_tokens(tokens, path=path, dialect=dialect, sources={path: text})
    info.preprocessed = preprocessed
    return info


def _tokens_for(text, path, dialect, defines, include_dirs) -> tuple[list[Token], bool]:
    try:
        toks = preprocess(text, path, dialect=dialect, defines=dict(defines or {}),
                          include_dirs=tuple(include_dirs or ()))
        return [t for t in toks if t.kind != "eof"], True
    except WarpsmithError:
        raise
    except Exception:  # an internal bug of the preprocessor: fall back to raw tokens
        return _raw_tokens(text, path), False


def _raw_tokens(text: str, path: str) -> list[Token]:
    """Tokens with preprocessor directive lines dropped (no macro expansion)."""
    out: list[Token] = []
    in_directive = False
    for tok in tokenize(text, path):
        if tok.bol:
            in_directive = tok.text == "#" and tok.kind == "punct"
        if not in_directive:
            out.append(tok)
    return out


# --------------------------------------------------------------------------- scanning

_SPECIFIERS = {
    "static", "inline", "__inline__", "__forceinline__", "__noinline__", "extern",
    "__host__", "__device__", "__global__", "__kernel", "kernel", "constexpr", "C",
}
_SKIP_WITH_PARENS = {"__launch_bounds__", "__attribute__", "__declspec", "__maxnreg__",
                     "__cluster_dims__", "alignas", "__align__"}
_QUALIFIERS_DROPPED = {"__restrict__", "__restrict", "restrict"}
_OCL_SPACES = {
    "__global": "__global", "global": "__global", "__local": "__local", "local": "__local",
    "__constant": "__constant", "constant": "__constant", "__private": "__private",
    "private": "__private",
}
_INT_TYPE_WORDS = {
    "int", "unsigned", "signed", "short", "long", "char", "size_t", "uint", "ushort",
    "uchar", "ulong", "int8_t", "int16_t", "int32_t", "int64_t", "uint8_t", "uint16_t",
    "uint32_t", "uint64_t", "ptrdiff_t", "std", "::", "const", "unsigned int",
}
_KEYWORDS_NOT_NAMES = {
    "const", "volatile", "unsigned", "signed", "int", "float", "double", "char", "short",
    "long", "void", "bool", "struct", "union", "enum", "__restrict__", "__restrict",
    "restrict", "typename", "class",
} | set(_OCL_SPACES)


def _is(tok: Token, text: str) -> bool:
    return tok.text == text and tok.kind in ("punct", "id")


class _Scanner:
    def __init__(self, toks: list[Token], path: str, dialect: str,
                 sources: dict[str, str] | None = None):
        self.sources = dict(sources or {})
        self.raw: dict[str, tuple[list[Token], dict[tuple[int, int], int]] | None] = {}
        self.t = toks
        self.n = len(toks)
        self.path = path
        self.dialect = dialect
        # index of the closing '>' of a "template <...>" -> its parameters
        self.templates: dict[int, list[TemplateParam]] = {}
        # index of each namespace's "{" -> name; used for qualified names
        self.info = ProgramInfo(path=path, dialect=dialect)

    # ---- bracket helpers -------------------------------------------------------------

    def match_paren(self, i: int, what: str = "parenthesis") -> int:
        """``t[i]`` is an opening ( [ or {; return the index of its partner."""
        openers = {"(": ")", "[": "]", "{": "}"}
        stack = [openers[self.t[i].text]]
        j = i + 1
        while j < self.n:
            tok = self.t[j]
            if tok.kind == "punct":
                if tok.text in openers:
                    stack.append(openers[tok.text])
                elif tok.text in (")", "]", "}"):
                    # be lenient with mismatches inside host code: pop to the partner
                    if tok.text in stack:
                        while stack and stack[-1] != tok.text:
                            stack.pop()
                        stack.pop()
                        if not stack:
                            return j
            j += 1
        raise SyntaxErrorAt(f"unterminated {what}: no closing "
                            f"'{openers[self.t[i].text]}' for the '{self.t[i].text}' here",
                            self.t[i].where)

    def match_angle(self, i: int) -> int | None:
        """``t[i]`` is '<' opening a template argument/parameter list; return the index of
        the token holding its closing '>' (which may be a '>>' that closes two lists, or
        the first half of one), or None when it does not close (then it was a less-than)."""
        depth = 1
        j = i + 1
        while j < self.n:
            tok = self.t[j]
            if tok.kind == "punct":
                if tok.text in ("(", "["):
                    try:
                        j = self.match_paren(j) + 1
                    except SyntaxErrorAt:
                        return None
                    continue
                if tok.text in ("{", "}", ";"):
                    return None
                if tok.text == "<":
                    depth += 1
                elif tok.text == ">":
                    depth -= 1
                elif tok.text == ">>":
                    depth -= 2
                elif tok.text == ">=":
                    depth -= 1
                elif tok.text == ">>=":
                    depth -= 2
                if depth <= 0:
                    return j
            j += 1
        return None

    def split_commas(self, lo: int, hi: int) -> list[tuple[int, int]]:
        """Split ``t[lo:hi]`` at top-level commas (parens, brackets, braces and template
        angle brackets respected)."""
        parts = []
        start = lo
        j = lo
        angle = 0
        while j < hi:
            tok = self.t[j]
            if tok.kind == "punct":
                if tok.text in ("(", "[", "{"):
                    try:
                        j = min(self.match_paren(j), hi - 1) + 1
                    except SyntaxErrorAt:
                        j += 1
                    continue
                if tok.text == "<" and j > lo and self.t[j - 1].kind == "id" and \
                        self.match_angle(j) is not None and self.match_angle(j) < hi:
                    j = self.match_angle(j) + 1
                    continue
                if tok.text == "," and angle == 0:
                    parts.append((start, j))
                    start = j + 1
            j += 1
        if start < hi or parts:
            parts.append((start, hi))
        return parts

    # ---- text ------------------------------------------------------------------------

    def text(self, lo: int, hi: int) -> str:
        return _join([tok.text for tok in self.t[lo:hi]])

    def written(self, lo: int, hi: int) -> str:
        """The text of ``t[lo:hi]`` as written in the source, macro uses unexpanded
        (``BLOCK_SIZE * 2`` rather than ``16 * 2``); the expanded text when the range
        starts or ends inside one macro expansion (a launch written by a macro)."""
        if lo >= hi:
            return ""
        toks = self.t[lo:hi]
        if all(tk.expanded_at is None for tk in toks):
            return self.text(lo, hi)
        first, last = toks[0], toks[-1]
        for edge, inner in ((lo - 1, first), (hi, last)):
            if inner.expanded_at is not None and 0 <= edge < self.n and \
                    self.t[edge].expanded_at == inner.expanded_at:
                return self.text(lo, hi)
        a_loc, b_loc = first.where, last.where
        if a_loc.file != b_loc.file:
            return self.text(lo, hi)
        raw = self.raw_tokens(a_loc.file)
        if raw is None:
            return self.text(lo, hi)
        rtoks, index = raw
        a = index.get((a_loc.line, a_loc.col))
        b = index.get((b_loc.line, b_loc.col))
        if a is None or b is None or b < a:
            return self.text(lo, hi)
        if last.expanded_at is not None and b + 1 < len(rtoks) and \
                rtoks[b].kind == "id" and _is(rtoks[b + 1], "("):
            m = matching_paren(rtoks, b + 1)
            if m < len(rtoks):
                b = m
        return _join([tk.text for tk in rtoks[a:b + 1]])

    def raw_tokens(self, file: str):
        if file not in self.raw:
            text = self.sources.get(file)
            if text is None:
                try:
                    with open(file, encoding="utf-8", errors="replace") as f:
                        text = f.read()
                except OSError:
                    text = None
            entry = None
            if text is not None:
                try:
                    rtoks = _raw_tokens(text, file)
                    entry = (rtoks, {(tk.loc.line, tk.loc.col): k for k, tk in enumerate(rtoks)})
                except WarpsmithError:
                    entry = None
            self.raw[file] = entry
        return self.raw[file]

    # ---- main loop -------------------------------------------------------------------

    def run(self) -> ProgramInfo:
        ns_stack: list[tuple[int, str]] = []  # (closing brace index, namespace name)
        i = 0
        while i < self.n:
            while ns_stack and i > ns_stack[-1][0]:
                ns_stack.pop()
            tok = self.t[i]
            if tok.kind == "id":
                if tok.text == "template" and i + 1 < self.n and _is(self.t[i + 1], "<"):
                    end = self.match_angle(i + 1)
                    if end is not None:
                        self.templates[end] = self.template_params(i + 2, end)
                        i = end + 1
                        continue
                elif tok.text == "namespace":
                    j = i + 1
                    names = []
                    while j < self.n and (self.t[j].kind == "id" or _is(self.t[j], "::")):
                        if self.t[j].kind == "id":
                            names.append(self.t[j].text)
                        j += 1
                    if j < self.n and _is(self.t[j], "{"):
                        try:
                            close = self.match_paren(j)
                        except SyntaxErrorAt:
                            close = self.n
                        ns_stack.append((close, "::".join(names)))
                        i = j + 1
                        continue
                elif self.is_kernel_keyword(i):
                    i = self.kernel_decl(i, [name for _, name in ns_stack if name])
                    continue
                elif self.dialect == "cuda" and tok.text in ("cudaLaunchKernel",
                                                             "cudaLaunchCooperativeKernel"):
                    i = self.launch_api(i)
                    continue
            elif tok.kind == "punct" and self.dialect == "cuda" and tok.text == "<<" \
                    and i + 1 < self.n and _is(self.t[i + 1], "<"):
                i = self.chevron_launch(i)
                continue
            i += 1
        return self.info

    def is_kernel_keyword(self, i: int) -> bool:
        tok = self.t[i]
        if self.dialect == "cuda":
            return tok.text == "__global__"
        if tok.text == "__kernel":
            return True
        if tok.text == "kernel":
            # `kernel` is a keyword of OpenCL C; accept it before a return type/attribute
            nxt = self.t[i + 1] if i + 1 < self.n else None
            return nxt is not None and nxt.kind == "id"
        return False

    # ---- template parameter lists ----------------------------------------------------

    def template_params(self, lo: int, hi: int) -> list[TemplateParam]:
        out = []
        for a, b in self.split_commas(lo, hi):
            if a >= b:
                continue
            toks = self.t[a:b]
            default = None
            eq = next((k for k, tk in enumerate(toks) if _is(tk, "=")), None)
            if eq is not None:
                default = _join([tk.text for tk in toks[eq + 1:]]) or None
                toks = toks[:eq]
            words = [tk.text for tk in toks]
            if not words:
                continue
            if words[0] == "template":  # template template parameter
                kind = "template"
            elif words[0] in ("class", "typename"):
                kind = "type"
            elif "bool" in words:
                kind = "bool"
            elif any(w in ("float", "double") for w in words):
                kind = "float"
            else:
                kind = "int"
            name = ""
            if toks[-1].kind == "id" and not (len(words) == 1 and kind == "type") and \
                    words[-1] not in _KEYWORDS_NOT_NAMES | {"int", "size_t", "unsigned"}:
                name = words[-1]
            if kind == "type" and len(words) >= 2 and toks[-1].kind == "id":
                name = words[-1]
            out.append(TemplateParam(kind, name, default))
        return out

    # ---- kernel declarations ---------------------------------------------------------

    def kernel_decl(self, i: int, namespaces: list[str]) -> int:
        kw = self.t[i]
        # the statement start: back to ';' '{' '}' or the '>' closing a template header
        start = i
        while start > 0 and i - start < 64:
            prev = self.t[start - 1]
            if (prev.kind == "punct" and prev.text in (";", "{", "}")) or \
                    prev.kind == "pragma" or (start - 1) in self.templates:
                break
            start -= 1
        tparams = self.templates.get(start - 1, [])
        explicit_instantiation = (self.t[start].text == "template" and start + 1 < self.n
                                  and not _is(self.t[start + 1], "<"))
        # find the parameter list: first '(' not belonging to an attribute
        j = i + 1
        launch_bounds = None
        while j < self.n:
            tok = self.t[j]
            if tok.kind == "id" and tok.text in _SKIP_WITH_PARENS and j + 1 < self.n \
                    and _is(self.t[j + 1], "("):
                close = self.match_paren(j + 1)
                if tok.text == "__launch_bounds__":
                    launch_bounds = self.text(j + 2, close)
                j = close + 1
                continue
            if _is(tok, "("):
                break
            if tok.kind == "punct" and tok.text in (";", "{", "}", "="):
                return j  # not a function (e.g. a stray `kernel` word)
            j += 1
        if j >= self.n:
            return j
        lparen = j
        # name: the identifier before '(' or before k<...>(
        k = lparen - 1
        targs: list[str] = []
        if k > i and self.t[k].text in (">", ">>"):
            depth = 0
            m = k
            while m > i:
                tx = self.t[m].text
                if tx == ">":
                    depth += 1
                elif tx == ">>":
                    depth += 2
                elif tx == "<":
                    depth -= 1
                    if depth == 0:
                        break
                m -= 1
            targs = [self.text(a, b) for a, b in self.split_commas(m + 1, k)]
            k = m - 1
        if k <= i or self.t[k].kind != "id":
            return lparen + 1
        name_tok = self.t[k]
        name = name_tok.text
        qual = []
        m = k
        while m - 2 > i and _is(self.t[m - 1], "::") and self.t[m - 2].kind == "id":
            qual.insert(0, self.t[m - 2].text)
            m -= 2
        rparen = self.match_paren(lparen, f"parameter list of kernel '{name}'")
        params = self.params(lparen + 1, rparen)
        # after ')': body, ';', or trailing attributes
        j = rparen + 1
        while j < self.n and (self.t[j].kind == "id" and self.t[j].text in _SKIP_WITH_PARENS
                              | {"const", "noexcept", "override"}):
            if j + 1 < self.n and _is(self.t[j + 1], "("):
                j = self.match_paren(j + 1) + 1
            else:
                j += 1
        if j < self.n and _is(self.t[j], "{"):
            close = self.match_paren(j, f"body of kernel '{name}'")
            if targs:  # an explicit specialization `template <> __global__ void k<1>(..) {}`
                self.info.instantiations.append(
                    Instantiation(name, targs, name_tok.where.line, name_tok.where.file))
                self.info.specializations.append(KernelInfo(
                    name=name, line=name_tok.where.line, params=params, file=name_tok.where.file,
                    col=name_tok.where.col, qualified_name="::".join(namespaces + qual + [name]),
                    launch_bounds=launch_bounds, template_args=targs))
            elif not explicit_instantiation:
                self.add_kernel(KernelInfo(
                    name=name, line=name_tok.where.line, params=params,
                    template_params=tparams, file=name_tok.where.file,
                    col=name_tok.where.col,
                    qualified_name="::".join(namespaces + qual + [name]),
                    launch_bounds=launch_bounds))
            return close + 1
        if j >= self.n:
            raise SyntaxErrorAt(f"kernel '{name}' ends without a body or ';'", kw.where)
        if explicit_instantiation and targs:
            self.info.instantiations.append(
                Instantiation(name, targs, name_tok.where.line, name_tok.where.file))
        return j

    def add_kernel(self, k: KernelInfo) -> None:
        for idx, old in enumerate(self.info.kernels):
            if old.qualified_name == k.qualified_name and old.file == k.file and \
                    old.line == k.line:
                return
        self.info.kernels.append(k)

    def params(self, lo: int, hi: int) -> list[Param]:
        out = []
        parts = self.split_commas(lo, hi)
        if len(parts) == 1 and self.text(*parts[0]) in ("", "void"):
            return out
        for a, b in parts:
            if a >= b:
                continue
            toks = self.t[a:b]
            eq = next((k for k, tk in enumerate(toks) if _is(tk, "=")), None)
            if eq is not None:
                toks = toks[:eq]
            # drop attributes
            cleaned: list[Token] = []
            k = 0
            while k < len(toks):
                tk = toks[k]
                if tk.kind == "id" and tk.text in _SKIP_WITH_PARENS and k + 1 < len(toks) \
                        and _is(toks[k + 1], "("):
                    k = matching_paren(toks, k + 1) + 1
                    continue
                cleaned.append(tk)
                k += 1
            toks = cleaned
            # array suffix
            arr = ""
            lb = next((k for k, tk in enumerate(toks) if _is(tk, "[")), None)
            if lb is not None:
                arr = _join([tk.text for tk in toks[lb:]])
                toks = toks[:lb]
            name = ""
            if len(toks) >= 2 and toks[-1].kind == "id" and \
                    toks[-1].text not in _KEYWORDS_NOT_NAMES and \
                    not _is(toks[-2], "::") and \
                    not (len(toks) == 2 and toks[0].text in ("unsigned", "signed", "long",
                                                             "short")
                         and toks[-1].text in ("int", "char", "long", "short")):
                name = toks[-1].text
                toks = toks[:-1]
            words = [tk.text for tk in toks if tk.text not in _QUALIFIERS_DROPPED]
            if self.dialect == "opencl":
                spaces = [_OCL_SPACES[w] for w in words if w in _OCL_SPACES]
                words = [w for w in words if w not in _OCL_SPACES]
                if spaces:
                    words = [spaces[0]] + words
            typ = _join(words)
            if arr:
                typ = f"{typ} {arr}"
            out.append(Param(name, typ))
        return out

    # ---- launch sites ----------------------------------------------------------------

    def callee_before(self, i: int) -> tuple[str, list[tuple[int, int]], int] | None:
        """The kernel named by the tokens that end just before ``t[i]``:
        ``k``, ``ns::k``, ``k<...>``; returns (name, template args, index of name)."""
        k = i - 1
        targs: list[str] = []
        if k >= 0 and self.t[k].text in (">", ">>"):
            depth = 0
            m = k
            while m >= 0:
                tx = self.t[m].text
                if tx == ">":
                    depth += 1
                elif tx == ">>":
                    depth += 2
                elif tx == "<":
                    depth -= 1
                elif tx == "<<":
                    depth -= 2
                elif tx in (";", "{", "}"):
                    return None
                if depth <= 0:
                    break
                m -= 1
            if m < 0 or depth != 0:
                return None
            targs = self.split_commas(m + 1, k)
            k = m - 1
        if k < 0 or self.t[k].kind != "id":
            return None
        return self.t[k].text, targs, k

    def chevron_launch(self, i: int) -> int:
        callee = self.callee_before(i)
        # the configuration runs to '>>' '>' (or '>' '>>', or '>>>' tokenized otherwise)
        j = i + 2
        end = None
        while j < self.n:
            tok = self.t[j]
            if tok.kind == "punct":
                if tok.text in ("(", "[", "{"):
                    try:
                        j = self.match_paren(j) + 1
                    except SyntaxErrorAt:
                        return i + 2
                    continue
                if tok.text in (";", "}"):
                    return i + 2
                if tok.text == ">>" and j + 1 < self.n and _is(self.t[j + 1], ">"):
                    end, after = j, j + 2
                    break
                if tok.text == ">" and j + 1 < self.n and _is(self.t[j + 1], ">>"):
                    end, after = j, j + 2
                    break
                if tok.text == ">" and j + 2 < self.n and _is(self.t[j + 1], ">") and \
                        _is(self.t[j + 2], ">"):
                    end, after = j, j + 3
                    break
            j += 1
        if end is None or callee is None:
            return i + 2
        name, targ_ranges, name_idx = callee
        config = [self.written(a, b) for a, b in self.split_commas(i + 2, end)]
        args: list[str] = []
        nxt = after
        if after < self.n and _is(self.t[after], "("):
            try:
                close = self.match_paren(after)
                args = [self.text(a, b) for a, b in self.split_commas(after + 1, close)]
                nxt = close + 1
            except SyntaxErrorAt:
                pass
        if len(config) >= 2:
            where = self.t[name_idx].where
            self.info.launches.append(LaunchSite(
                kernel=name, line=where.line, grid=config[0], block=config[1],
                shared=config[2] if len(config) > 2 else None,
                stream=config[3] if len(config) > 3 else None,
                template_args=[self.written(a, b) for a, b in targ_ranges],
                template_values=[self.text(a, b) for a, b in targ_ranges],
                args=args, file=where.file, col=where.col))
        return nxt

    def launch_api(self, i: int) -> int:
        fn = self.t[i].text
        if i + 1 >= self.n or not _is(self.t[i + 1], "("):
            return i + 1
        if i > 0 and (self.t[i - 1].text in ("::",) and i > 1 and self.t[i - 2].kind == "id"
                      and self.t[i - 2].text != "std"):
            pass
        try:
            close = self.match_paren(i + 1)
        except SyntaxErrorAt:
            return i + 1
        # skip declarations (`cudaError_t cudaLaunchKernel(const void *func, ...)`)
        if i > 0 and self.t[i - 1].kind == "id" and self.t[i - 1].text not in ("return",):
            return close + 1
        parts = self.split_commas(i + 2, close)
        if len(parts) < 3:
            return close + 1
        a, b = parts[0]
        kname, targs, tvals = self._kernel_in_expr(a, b)
        if kname is None:
            return close + 1
        where = self.t[i].where
        shared = self.written(*parts[4]) if len(parts) > 4 else None
        self.info.launches.append(LaunchSite(
            kernel=kname, line=where.line, grid=self.written(*parts[1]),
            block=self.written(*parts[2]), shared=shared,
            stream=self.written(*parts[5]) if len(parts) > 5 else None,
            template_args=targs, template_values=tvals,
            args=[self.text(*parts[3])] if len(parts) > 3 else [],
            file=where.file, col=where.col, form=fn))
        return close + 1

    def _kernel_in_expr(self, a: int, b: int) -> tuple[str | None, list[str], list[str]]:
        """The kernel named in ``(void*)k``, ``(const void *)&k<16>``,
        ``reinterpret_cast<void*>(k)``, ``k``."""
        skip = {"void", "const", "reinterpret_cast", "static_cast", "const_cast",
                "template", "__device__"}
        j = a
        while j < b:
            tok = self.t[j]
            if tok.kind == "id" and tok.text not in skip:
                nxt = j + 1
                while nxt + 1 < b and _is(self.t[nxt], "::") and self.t[nxt + 1].kind == "id":
                    j = nxt + 1
                    nxt = j + 1
                ranges: list[tuple[int, int]] = []
                if nxt < b and _is(self.t[nxt], "<"):
                    end = self.match_angle(nxt)
                    if end is not None and end < b:
                        ranges = self.split_commas(nxt + 1, end)
                return (self.t[j].text, [self.written(x, y) for x, y in ranges],
                        [self.text(x, y) for x, y in ranges])
            j += 1
        return None, [], []


def scan_tokens(tokens: list[Token], *, path: str = "<input>", dialect: str = "cuda",
                sources: dict[str, str] | None = None) -> ProgramInfo:
    """Scan an already preprocessed token list (see :func:`scan_program`). ``sources``
    maps file names to their text, to report launch expressions as written."""
    return _Scanner([t for t in tokens if t.kind != "eof"], path, dialect, sources).run()


# --------------------------------------------------------------------------- text joining

_NO_SPACE_BEFORE = {",", ")", "]", ";", "::", ".", "->", "++", "--", "[", "("}
_NO_SPACE_AFTER = {"(", "[", "::", ".", "->", "~", "!"}


def _join(words: list[str]) -> str:
    """Join token texts as C is usually written: single spaces around words and binary
    operators, none inside brackets or around ``::``/``.``/``->``, calls ``f(x)``, pointer
    stars grouped (``float **``) and template arguments ``Foo<int>``."""
    out = ""
    prev = None
    angle = 0
    for idx, w in enumerate(words):
        if prev is None:
            out = w
        else:
            glue = True
            if w in _NO_SPACE_BEFORE:
                glue = False
                if w in ("(", "[") and not (_wordlike(prev) or prev in (")", "]", ">")):
                    glue = True  # "a * (b + c)"
            elif prev in _NO_SPACE_AFTER:
                glue = False
            elif w == "*" and prev == "*":
                glue = False
            elif prev in ("-", "+", "*", "&") and _unary_context(words, idx - 1):
                glue = False
            elif w == "<" and _wordlike(prev) and _closes_angle(words, idx):
                glue = False
                angle += 1
            elif prev == "<" and angle > 0:
                glue = False
            elif w in (">", ">>") and angle > 0:
                glue = False
                angle -= 1 if w == ">" else 2
            out += (" " if glue else "") + w
        prev = w
    return out


def _wordlike(w: str) -> bool:
    return bool(w) and (w[0].isalnum() or w[0] in "_$\"'")


def _unary_context(words: list[str], k: int) -> bool:
    """Is words[k] (a + - * &) a unary operator?  It is at the start or after an operator
    or opening bracket; ``*``/``&`` after a type word in a declaration are left spaced."""
    if k == 0:
        return words[k] in ("-", "+", "*", "&")
    before = words[k - 1]
    return not (_wordlike(before) or before in (")", "]", "++", "--"))


def _closes_angle(words: list[str], k: int) -> bool:
    depth = 0
    for w in words[k:]:
        if w == "<":
            depth += 1
        elif w == ">":
            depth -= 1
        elif w == ">>":
            depth -= 2
        elif w in (";", "{", "}", "&&", "||"):
            return False
        if depth <= 0:
            return True
    return False
