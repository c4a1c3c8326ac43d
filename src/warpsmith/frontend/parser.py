"""Parser: preprocessed tokens -> syntax trees (no types yet; see :mod:`.semantic`).

Two levels:

* :func:`split_program` cuts a whole translation unit into top-level *chunks* by balanced
  braces/parentheses and ``;`` (descending into ``namespace X { }`` and ``extern "C" { }``),
  classifies each one (function definition, device variable, constant, typedef, struct,
  enum, class, template, explicit instantiation, host code) and registers type names. It
  never parses host code, so no C++ construct of the host program can make reading fail.
  It also scans host chunks for launch sites ``name<args><<<...>>>`` to find template
  instantiations.
* :class:`Parser` is a recursive-descent parser for C declarations, statements and
  expressions (the device-code grammar, with the C++ bits CUDA code uses: casts,
  ``auto``, references, templates calls, ``constexpr``). Chunks are parsed on demand.

Syntax nodes are :class:`Syn` objects: ``kind`` plus attributes, and ``tok`` (the token
that locates the node).
"""

from __future__ import annotations

from dataclasses import field, replace

from ..ir.record import record
from ..ir.errors import SyntaxErrorAt, Unsupported, WarpsmithError
from ..ir.nodes import SourceLoc
from ..ir.texture import CUDA_FETCHES
from ..ir.types import F32, F64, I8, I32, I64, U32, U64
from .dialects import (
    CG_TEMPLATE_CALLS, CG_TYPES, CUDA, IMAGE_TYPES, OPENCL, FUNC_WORDS, QUAL_WORDS,
    SCALAR_NAMES, SCALAR_WORDS, SPACE_WORDS, TEXTURE_TYPES, UNSUPPORTED_TYPES, VECTOR_NAMES,
    round_float,
)
from .goto import lower_gotos
from .lexer import Token, matching_angle, matching_paren
from .member_tmpl import hoist_member_templates


class Syn:
    """A syntax node: ``kind``, ``tok`` and keyword attributes."""

    def __init__(self, kind: str, tok: Token, **kw):
        self.kind = kind
        self.tok = tok
        self.__dict__.update(kw)

    def __repr__(self) -> str:
        items = ", ".join(f"{k}={v!r}" for k, v in self.__dict__.items() if k not in ("kind",
                                                                                        "tok"))
        return f"Syn({self.kind}, {items})"


def where(tok: Token) -> SourceLoc:
    return tok.where


#: GCC's and NVCC's 128-bit integer type names (not modelled: a located refusal)
INT128_NAMES = frozenset({"__int128", "__int128_t", "__uint128_t"})


def err(msg: str, tok: Token) -> SyntaxErrorAt:
    return SyntaxErrorAt(msg, tok.where)


# ------------------------------------------------------------------------------ literals

_ESCAPES = {"n": 10, "t": 9, "r": 13, "0": 0, "a": 7, "b": 8, "f": 12, "v": 11, "\\": 92,
            "'": 39, '"': 34, "?": 63, "e": 27}


def decode_escapes(body: str, tok: Token) -> list[int]:
    out: list[int] = []
    i = 0
    while i < len(body):
        c = body[i]
        if c != "\\":
            out.append(ord(c))
            i += 1
            continue
        i += 1
        if i >= len(body):
            raise err("bad escape sequence", tok)
        c = body[i]
        if c == "x":
            j = i + 1
            while j < len(body) and body[j] in "0123456789abcdefABCDEF":
                j += 1
            if j == i + 1:
                raise err("bad \\x escape", tok)
            out.append(int(body[i + 1:j], 16) & 0xFF)
            i = j
        elif c in "01234567":
            j = i
            while j < len(body) and j < i + 3 and body[j] in "01234567":
                j += 1
            out.append(int(body[i:j], 8) & 0xFF)
            i = j
        else:
            out.append(_ESCAPES.get(c, ord(c)))
            i += 1
    return out


def parse_number(text: str, tok: Token):
    """Value and IR type of a number literal, per C's rules."""
    t = text
    low = t.lower()
    is_hex = low.startswith("0x")
    is_float = ("." in t) or (is_hex and "p" in low) or (not is_hex and "e" in low)
    try:
        if is_float:
            suffix = ""
            while low and low[-1] in "fl" and not (is_hex and not ("p" in low[:-1])):
                suffix = low[-1] + suffix
                low = low[:-1]
            if is_hex:
                value = float.fromhex(low)
            else:
                value = float(low)
            if suffix == "f":
                return round_float(value, 32), F32
            if suffix in ("", "l"):
                return value, F64
            raise ValueError
        suffix = ""
        while low and low[-1] in "ul":
            suffix = low[-1] + suffix
            low = low[:-1]
        if low.startswith("0x"):
            value, decimal = int(low[2:], 16), False
        elif low.startswith("0b"):
            value, decimal = int(low[2:], 2), False
        elif low.startswith("0") and len(low) > 1:
            value, decimal = int(low, 8), False
        else:
            value, decimal = int(low, 10), True
    except ValueError:
        raise err(f"invalid number literal '{text}'", tok) from None
    if suffix not in ("", "u", "l", "ul", "lu", "ll", "ull", "llu"):
        raise err(f"invalid suffix on number literal '{text}'", tok)
    unsigned = "u" in suffix
    long_ = "l" in suffix
    if unsigned:
        cands = [U64] if long_ else [U32, U64]
    elif decimal:
        cands = [I64] if long_ else [I32, I64]
    else:
        cands = [I64, U64] if long_ else [I32, U32, I64, U64]
    for c in cands:
        lim = 1 << (c.bits - (1 if c.signed else 0))
        if value < lim:
            return value, c
    return value & ((1 << 64) - 1), U64


# ----------------------------------------------------------------------------- type syntax


@record(frozen=False)
class Spec:
    """Declaration specifiers: the base type and every qualifier word seen."""

    tok: Token
    base: object = None  # str name | Syn(struct/enum) | None
    words: list = field(default_factory=list)  # scalar words (unsigned, long, int ...)
    const: bool = False
    volatile: bool = False
    space: str | None = None  # global/shared/constant/private/device/generic
    storage: set = field(default_factory=set)  # static extern constexpr typedef register...
    func: set = field(default_factory=set)  # __global__ __device__ __host__ kernel inline..
    attrs: list = field(default_factory=list)  # (name, [arg syntax])
    restrict: bool = False
    base_tok: Token | None = None
    #: ``alignas(N)`` / ``__align__(N)`` / ``alignas(T)``: the expression or TypeName
    align: object = None


@record(frozen=False)
class Declarator:
    name: str | None
    tok: Token
    ptrs: list = field(default_factory=list)  # per '*': set of qualifier words
    arrays: list = field(default_factory=list)  # size Syn or None, outermost first
    ref: bool = False
    params: list | None = None  # for function declarators: list of ParamSyn
    variadic: bool = False
    qualified: bool = False  # name was A::b
    pack: bool = False  # ``Args... args``: a function parameter pack
    # ``float (*p)[4]``: pointers to the array type (applied after ``arrays``)
    outer_ptrs: list = field(default_factory=list)
    fnptr: bool = False  # ``float (*op)(float)``: a function pointer (its params skipped)
    rref: bool = False  # ``T&& x`` (``ref`` is set too): may bind a temporary
    #: ``T x __attribute__((aligned(N)))``: the alignment expression after the declarator
    align: object = None
    attrs: list = field(default_factory=list)  # ``x __attribute__((a))``: (name, args)


@record(frozen=False)
class ParamSyn:
    spec: Spec
    decl: Declarator
    default: Syn | None = None


@record(frozen=False)
class TypeName:
    spec: Spec
    decl: Declarator


@record(frozen=False)
class TemplateParam:
    name: str
    tok: Token
    is_type: bool
    type: TypeName | None = None  # for non-type params
    default: object = None  # TypeName or Syn
    pack: bool = False  # typename... Args
    fn: bool = False  # a function pointer, ``float (*op)(float, float)``: binds a function


ASSIGN_OPS = {"=": None, "+=": "+", "-=": "-", "*=": "*", "/=": "/", "%=": "%", "<<=": "<<",
              ">>=": ">>", "&=": "&", "|=": "|", "^=": "^"}
BIN_PREC = {"||": 1, "&&": 2, "|": 3, "^": 4, "&": 5, "==": 6, "!=": 6, "<": 7, ">": 7,
            "<=": 7, ">=": 7, "<<": 8, ">>": 8, "+": 9, "-": 9, "*": 10, "/": 10, "%": 10}
CXX_CASTS = {"static_cast", "reinterpret_cast", "const_cast", "dynamic_cast"}


#: ``<type_traits>`` names that are types (``std::enable_if<C, T>::type``) and values
#: (``std::is_same<A, B>::value``); the semantic pass evaluates them
TEMPLATE_TYPE_NAMES = {"enable_if", "enable_if_t", "conditional", "conditional_t",
                       "remove_const_t", "remove_pointer_t", "decay_t"}
#: more of them, type names only as ``std::name<`` (``decay``, ``make_signed`` may be a
#: kernel's variables)
STD_ONLY_TYPE_NAMES = {"initializer_list", "iterator_traits", "remove_cv", "remove_cv_t",
                       "remove_const", "remove_volatile", "remove_volatile_t",
                       "remove_reference", "remove_reference_t", "remove_cvref",
                       "remove_cvref_t", "decay", "type_identity", "type_identity_t",
                       "remove_pointer", "add_pointer", "add_pointer_t", "make_unsigned",
                       "make_unsigned_t", "make_signed", "make_signed_t"}
TRAIT_VALUES = {"is_same", "is_same_v", "is_floating_point", "is_floating_point_v",
                "is_integral", "is_integral_v", "is_signed", "is_signed_v", "is_unsigned",
                "is_unsigned_v", "is_pointer", "is_pointer_v", "is_arithmetic",
                "is_arithmetic_v", "is_trivially_copyable", "is_trivially_copyable_v"}

#: words that may stand before an identifier at the start of a statement or after
#: declaration specifiers without being a type name (``sizeof x;``, ``operator float``)
_NOT_TYPE_WORDS = frozenset("""sizeof __alignof__ __alignof _Alignof alignof co_await
    co_yield co_return throw return goto case else new delete operator typeid __extension__
    struct union enum class typename template using namespace friend explicit virtual
    decltype noexcept static_assert asm __asm__ __asm""".split())

_ACCESS_WORDS = {"read_only", "write_only", "read_write", "__read_only", "__write_only",
                 "__read_write"}


#: C++'s alternative operator spellings (not OpenCL C's: there they are names)
ALT_OPERATORS = {"and": "&&", "or": "||", "not": "!", "not_eq": "!=", "bitand": "&",
                 "bitor": "|", "xor": "^", "compl": "~", "and_eq": "&=", "or_eq": "|=",
                 "xor_eq": "^="}


def _operator_words(tokens: list[Token]) -> list[Token]:
    """``tokens`` with C++'s operator words (``and``, ``not`` ...) as the operators."""
    return [Token("punct", ALT_OPERATORS[t.text], t.loc, t.bol, t.space,
                  expanded_at=t.expanded_at)
            if t.kind == "id" and t.text in ALT_OPERATORS else t for t in tokens]


class Parser:
    """Recursive-descent parser over one chunk of tokens."""

    def __init__(self, tokens: list[Token], dialect: str, typenames: set[str] | None = None,
                 template_funcs: set[str] | None = None, classes: set[str] | None = None):
        self.toks = _operator_words(tokens) if dialect == CUDA else list(tokens)
        last = self.toks[-1] if self.toks else None
        loc = last.loc if last is not None else SourceLoc()
        self.toks.append(Token("eof", "", loc, expanded_at=last.expanded_at if last else None))
        self.pos = 0
        self.dialect = dialect
        self.typenames = typenames if typenames is not None else set()
        self.template_funcs = template_funcs if template_funcs is not None else set()
        self.classes = classes if classes is not None else set()
        self.fnptr_types: set = set()  # set by ProgramSyntax.parser
        self.var_templates: set = set()  # set by ProgramSyntax.parser
        self.member_types: set = set()  # set by ProgramSyntax.parser (``Cls::In``)
        self.space_words = SPACE_WORDS[dialect]
        self.func_words = FUNC_WORDS[dialect]
        self.local_types: list[set[str]] = []
        self.depth = 0
        self._has_dots = any(t.text == "..." for t in self.toks)  # a fold may appear

    # ------------------------------------------------------------------ token helpers
    @property
    def tok(self) -> Token:
        return self.toks[self.pos]

    def peek(self, k: int = 1) -> Token:
        i = min(self.pos + k, len(self.toks) - 1)
        return self.toks[i]

    def at(self, text: str) -> bool:
        t = self.toks[self.pos]
        return t.text == text and t.kind in ("punct", "id")

    def advance(self) -> Token:
        t = self.toks[self.pos]
        if self.pos < len(self.toks) - 1:
            self.pos += 1
        return t

    def accept(self, text: str) -> Token | None:
        if self.at(text):
            return self.advance()
        return None

    def expect(self, text: str, what: str | None = None) -> Token:
        if self.at(text):
            return self.advance()
        t = self.tok
        found = "end of input" if t.kind == "eof" else f"'{t.text}'"
        raise err(f"expected '{text}'{' ' + what if what else ''} before {found}", t)

    def expect_id(self) -> Token:
        t = self.tok
        if t.kind != "id":
            found = "end of input" if t.kind == "eof" else f"'{t.text}'"
            raise err(f"expected identifier before {found}", t)
        return self.advance()

    def at_eof(self) -> bool:
        return self.tok.kind == "eof"

    # ------------------------------------------------------------------ type names
    def is_typename(self, name: str) -> bool:
        if name in SCALAR_NAMES or name in VECTOR_NAMES or name in self.typenames or \
                name in TEMPLATE_TYPE_NAMES:
            return True
        if (name in CG_TYPES or name in TEXTURE_TYPES) and self.dialect == CUDA:
            return True
        if name in IMAGE_TYPES and self.dialect == OPENCL:
            return True
        if name in UNSUPPORTED_TYPES:
            # OpenCL's image, sampler and event types are names like any in CUDA, and
            # CUDA's texture types in OpenCL
            opencl_type = name.startswith(("image", "sampler", "event"))
            return opencl_type == (self.dialect == OPENCL)
        return any(name in s for s in self.local_types)

    def qualified_end(self, i: int) -> int:
        """Index after a (possibly ``::``-qualified) name starting at token i."""
        n = len(self.toks)
        if i < n and self.toks[i].text == "::":
            i += 1
        while i + 2 < n and self.toks[i].kind == "id" and self.toks[i + 1].text == "::" \
                and self.toks[i + 2].kind == "id":
            i += 2
        return i + 1

    def starts_type(self, k: int = 0) -> bool:
        """Whether the token at pos+k starts a type name / declaration."""
        t = self.peek(k)
        if t.kind != "id":
            return t.text == "::" and self.peek(k + 1).kind == "id" and \
                self.starts_type(k + 1)
        x = t.text
        if x in SCALAR_WORDS or x in ("struct", "union", "enum", "const", "volatile", "auto",
                                      "typename", "class", "__restrict__", "restrict"):
            return True
        if x == "decltype" and self.peek(k + 1).text == "(":
            return True
        if x in self.space_words or x in QUAL_WORDS or x in self.func_words:
            return True
        if x in _ACCESS_WORDS and self.dialect == OPENCL:
            return True
        if x in ("__shared__", "__constant__", "__device__", "__global__", "__host__",
                 "__launch_bounds__", "__attribute__", "typedef", "__align__", "alignas",
                 "__cluster_dims__", "__maxnreg__"):
            return True
        if self.peek(k + 1).text == "::":
            j = self.qualified_end(self.pos + k)
            last = self.toks[min(j - 1, len(self.toks) - 1)]
            return (self.is_typename(last.text) or self._class_member_type(j - 1)
                    or self._std_only_type(j - 1))
        return self.is_typename(x)

    def _class_member_type(self, i: int) -> bool:
        """Whether the name at token ``i``, after ``Cls::``, is a member type of the class
        ``Cls`` (``Cam::Params p;``: C++'s lookup finds a type in the class, so the
        statement declares ``p``; the parser knows only file-scope type names otherwise)."""
        if i < 2 or self.toks[i - 1].text != "::" or self.toks[i - 2].kind != "id":
            return False
        return f"{self.toks[i - 2].text}::{self.toks[i].text}" in self.member_types

    def _std_only_type(self, j: int) -> bool:
        """Whether token ``j`` is one of :data:`STD_ONLY_TYPE_NAMES` written
        ``std::name<``."""
        toks = self.toks
        return 2 <= j < len(toks) - 1 and toks[j].text in STD_ONLY_TYPE_NAMES and \
            toks[j - 1].text == "::" and toks[j - 2].text == "std" and \
            toks[j + 1].text == "<"

    # ------------------------------------------------------------------ specifiers
    def skip_balanced(self) -> list[Token]:
        """Skip a parenthesized group starting at '(' ; return the inner tokens."""
        start = self.expect("(")
        depth = 1
        inner = []
        while depth:
            t = self.tok
            if t.kind == "eof":
                raise err("expected ')' before end of input", start)
            if t.text in ("(", "[", "{"):
                depth += 1
            elif t.text in (")", "]", "}"):
                depth -= 1
            self.advance()
            if depth:
                inner.append(t)
        return inner

    def parse_attr_args(self) -> list:
        self.expect("(")
        return self._assign_list_to_paren()

    def _assign_list_to_paren(self) -> list:
        """Comma-separated assignment expressions up to and including the closing ``)``."""
        args = []
        if not self.at(")"):
            args.append(self.assign_expr())
            while self.accept(","):
                args.append(self.assign_expr())
        self.expect(")")
        return args

    def decl_specs(self, allow_none: bool = False) -> Spec:
        spec = Spec(self.tok)
        have_type = False
        while True:
            t = self.tok
            x = t.text
            if t.kind == "str" and "extern" in spec.storage:
                self.advance()
                continue
            if t.kind != "id":
                if x == "::" and not have_type and self.peek().kind == "id":
                    self.advance()
                    continue
                break
            if x in ("const",):
                spec.const = True
            elif x == "volatile":
                spec.volatile = True
            elif x in ("restrict", "__restrict__", "__restrict"):
                spec.restrict = True
            elif x in self.space_words:
                spec.space = self.space_words[x]
                if x in ("__device__",):
                    spec.func.add(x)
            elif x in self.func_words:
                spec.func.add(x)
                if x in ("static", "extern", "constexpr"):
                    spec.storage.add(x)
                if x in ("virtual",):
                    spec.storage.add(x)
            elif x in ("__global__", "__host__"):
                spec.func.add(x)
            elif x in INT128_NAMES and (spec.words or self.peek().kind == "id"):
                self._refuse_int128()
            elif x in ("static", "extern", "register", "constexpr", "typedef", "mutable",
                       "thread_local", "inline", "__inline__", "__inline",
                       "__forceinline__", "__noinline__"):
                spec.storage.add(x)
            elif x in _ACCESS_WORDS and self.dialect == OPENCL:
                spec.storage.add(x.strip("_"))  # an image's access (frontend/texture.py)
            elif x in ("__launch_bounds__",):
                self.advance()
                spec.attrs.append(("launch_bounds", self.parse_attr_args()))
                continue
            elif x in ("__cluster_dims__", "__maxnreg__"):
                self.advance()
                spec.attrs.append((x.strip("_"), self.parse_attr_args()))
                continue
            elif x in ("__attribute__", "__declspec"):
                self.advance()
                self._gnu_attributes(spec)
                continue
            elif x in ("__align__", "alignas", "__builtin_align__"):
                self.advance()
                spec.align = self._alignment_arg()
                continue
            elif x in ("typename", "class") and self.peek().kind == "id" and \
                    self.is_typename(self.peek().text):
                pass
            elif x == "typename" and not have_type and self.peek().kind == "id":
                pass  # typename std::enable_if<..>::type, typename Conv<T>::Type
            elif x in ("struct", "union", "enum", "class"):
                if have_type:
                    break
                spec.base = self.aggregate_spec()
                have_type = True
                continue
            elif x == "decltype" and not have_type and self.peek().text == "(":
                self.advance()
                self.expect("(")
                spec.base = Syn("decltype", t, e=self.expr())  # (semantic.spec_type)
                spec.base_tok = t
                self.expect(")")
                have_type = True
                continue
            elif x in SCALAR_WORDS:
                if have_type and not spec.words:
                    break
                spec.words.append(x)
                have_type = True
            elif x == "auto" and self.peek().kind in ("id", "punct") and \
                    self.peek().text not in ("(",):
                if have_type:
                    break
                spec.base = "auto"
                have_type = True
            elif not have_type and self.peek().text == "::" and \
                    not self._member_named_like_a_class(x) \
                    and (self.is_typename(self.toks[min(self.qualified_end(self.pos) - 1,
                                                        len(self.toks) - 1)].text) or
                         self._std_only_type(self.qualified_end(self.pos) - 1)):
                # `ns::Type` (`Ktraits::Stats`, a type's member named like a class
                # template, is a member type: below)
                j = self.qualified_end(self.pos)
                qual = [x.text for x in self.toks[self.pos:j - 1] if x.text != "::"]
                spec.base = self.toks[j - 1].text
                spec.base_tok = self.toks[j - 1]
                self.pos = j
                have_type = True
                if self.at("<") and self._is_template_type(spec.base):
                    spec.base = self.template_type(self.toks[j - 1])
                    spec.base.qual = qual  # (tmpl_ns: which namespace's template)
                self._cg_targs(spec)
                continue
            elif not have_type and self.is_typename(x):
                spec.base = x
                spec.base_tok = t
                have_type = True
                self.advance()
                if self.at("<") and self._is_template_type(x):
                    spec.base = self.template_type(t)
                elif self.at("::") and self.peek().kind == "id":
                    # `typename K::input_t` with K a template parameter bound to a class
                    # template instance (a member type found when K is known)
                    member = []
                    while self.at("::") and self.peek().kind == "id":
                        self.advance()
                        member.append(self.advance().text)
                    spec.base = Syn("tmemtype", t, name=x, targs=[], member=member)
                elif self.at("<") and x in self.typenames and (x in self.template_funcs or
                                                               x in self.fnptr_types):
                    self.template_args()  # (an alias template of a function pointer type)
                elif self.at("<") and x == "texture" and self.dialect == CUDA:
                    # texture<T, dims, mode>: a legacy texture reference (frontend/texture.py)
                    spec.attrs.append(("texture", self.template_args()))
                self._cg_targs(spec)
                continue
            else:
                break
            self.advance()
        if not have_type:
            if spec.const or spec.volatile or spec.storage or spec.func or spec.space:
                self._refuse_unknown_type()
                spec.words.append("int") if not self.at("(") else None
                if not spec.words:
                    spec.words.append("int")
            elif not allow_none:
                t = self.tok
                found = "end of input" if t.kind == "eof" else f"'{t.text}'"
                raise SyntaxErrorAt(f"expected a type before {found}", t.where,
                                    hint=self._library_name_hint())
        return spec

    def _library_name_hint(self) -> str | None:
        """For ``std::X``, ``cuda::std::X``, ``cub::X``, ``thrust::X`` where a type is
        expected: that the library name is not one warpsmith models (the ones it reads are
        listed in docs/cxx-templates.md, docs/cxx-cub.md)."""
        if self.tok.text not in ("std", "cuda", "cub", "thrust") or \
                self.peek().text != "::":
            return None
        end = self.qualified_end(self.pos)
        name = "::".join(t.text for t in self.toks[self.pos:end] if t.text != "::")
        return (f"'{name}' is a standard-library, libcu++, CUB or Thrust name that "
                "warpsmith does not model in device code (docs/cxx-templates.md and "
                "docs/cxx-cub.md list the ones it reads)")

    def _refuse_unknown_type(self) -> None:
        """``FOO_TYPE x`` or ``const FOO_TYPE x`` where ``FOO_TYPE`` names no type (an
        undefined macro, a type from a header the host supplies): the located error says
        so, as C compilers do, instead of taking ``FOO_TYPE`` for the declared name (C89's
        implicit int, which OpenCL C and C99 do not have) or an expression."""
        t, nxt = self.tok, self.peek()
        if t.kind == "id" and nxt.kind == "id" and t.text not in _NOT_TYPE_WORDS and \
                not self.starts_type():
            if t.text in INT128_NAMES:
                self._refuse_int128()
            raise err(f"unknown type name '{t.text}'", t)

    def _refuse_int128(self) -> None:
        """``__int128_t x``, ``unsigned __int128 x``: a located refusal naming the type."""
        raise Unsupported(f"128-bit integer type '{self.tok.text}' (the IR's integers have "
                          "at most 64 bits; PTX's 128-bit registers, asm constraint \"q\", "
                          "are not modelled)", self.tok.where)

    def _cg_targs(self, spec: Spec) -> None:
        """``thread_block_tile<8>``: the template arguments of a cooperative-groups type,
        kept on the spec (``spec.cg_targs``) for the semantic pass (frontend/coop.py)."""
        if self.at("<") and isinstance(spec.base, str) and spec.base in CG_TYPES and \
                self.dialect == CUDA:
            spec.cg_targs = self.template_args()

    def _is_template_type(self, name: str) -> bool:
        return name in TEMPLATE_TYPE_NAMES or name in STD_ONLY_TYPE_NAMES or (
            name in self.classes and name in self.typenames)

    def template_type(self, name_tok: Token) -> Syn:
        """``Name<args>`` and its ``::member`` chain as a type (at '<'):
        ``Vec<T>``, ``Conv<T>::Type``, ``std::enable_if<C, int>::type``."""
        targs = self.template_args()
        member = []
        while self.at("::") and self.peek().kind == "id":
            self.advance()
            member.append(self.advance().text)
        return Syn("ttype", name_tok, name=name_tok.text, targs=targs, member=member)

    def _alignment_arg(self) -> object:
        """The ``(N)`` or ``(T)`` of ``alignas``/``__align__``: an expression or a type."""
        self.expect("(")
        a = self.type_name() if self.starts_type() else self.assign_expr()
        self.expect(")")
        return a

    def _gnu_attributes(self, spec: Spec) -> None:
        self.expect("(")
        self.expect("(")
        while not self.at(")") and not self.at_eof():
            if self.tok.kind == "id":
                name = self.advance().text.strip("_")
                args = []
                if self.at("("):
                    save = self.pos
                    try:
                        args = self.parse_attr_args()
                    except WarpsmithError:
                        self.pos = save
                        self.skip_balanced()
                        args = []
                spec.attrs.append((name, args))
            elif not self.accept(","):
                self.advance()
        self.expect(")")
        self.expect(")")

    def aggregate_spec(self) -> Syn:
        kw = self.advance()
        kind = kw.text
        align = None
        while self.tok.text in ("__align__", "alignas", "__attribute__"):
            word = self.advance()
            if word.text == "__attribute__":
                attrs = Spec(word)
                self._gnu_attributes(attrs)
                a = next((a[0] for n, a in attrs.attrs if n == "aligned" and a), None)
                if a is not None:
                    align = (a, word)
                continue
            align = (self._alignment_arg(), word)
        name = None
        if self.tok.kind == "id":
            name = self.advance().text
            while self.at("::") and self.peek().kind == "id":
                self.advance()
                name = self.advance().text
        scoped = kind == "enum" and name in ("class", "struct") and self.tok.kind == "id"
        if scoped:  # `enum class E`: its items do not convert to integers implicitly
            name = self.advance().text
        underlying = None
        if kind == "enum" and self.at(":"):  # the underlying type (`enum class E : int8_t`)
            self.advance()
            underlying = self.decl_specs()
        bases = []
        if kind != "enum" and self.at(":"):  # base classes (non-virtual: their members)
            self.advance()
            while True:
                while self.tok.text in ("public", "protected", "private"):
                    self.advance()
                if self.tok.text == "virtual":
                    raise Unsupported("virtual inheritance", self.tok.where)
                bt = self.tok
                base_spec = self.decl_specs()
                bases.append((bt, base_spec))
                if not self.accept(","):
                    break
        if not self.at("{"):
            if name is None:
                raise err("expected '{' or a name after '" + kind + "'", self.tok)
            if kind == "enum" and underlying is not None:  # opaque `enum class E : T;`
                self.typenames.add(name)
                return Syn("enum", kw, name=name, underlying=underlying, scoped=scoped)
            return Syn(kind if kind != "class" else "struct", kw, name=name, body=None,
                       is_class=kind == "class")
        self.advance()
        if kind == "enum":
            items = []
            while not self.at("}"):
                nt = self.expect_id()
                val = None
                if self.accept("="):
                    val = self.assign_expr()
                items.append((nt.text, nt, val))
                if not self.accept(","):
                    break
            self.expect("}")
            if name:
                self.typenames.add(name)
            return Syn("enum", kw, name=name, items=items, underlying=underlying,
                       scoped=scoped)
        fields = []
        methods = False
        if name and (self.dialect == CUDA or kw.text == "class"):
            self.typenames.add(name)  # a type name in C++; only a tag in OpenCL C
        while not self.at("}"):
            if self.at_eof():
                raise err("expected '}' before end of input", self.tok)
            if self.tok.text in ("public", "private", "protected") and self.peek().text == ":":
                self.advance()
                self.advance()
                continue
            if self.accept(";"):
                continue
            fspec = self.decl_specs()
            if self.at(";"):  # anonymous struct/union member
                self.advance()
                fields.append((None, fspec, None, None))
                continue
            while True:
                if self.accept(":"):  # an unnamed bit-field (`unsigned : 0;` closes a unit)
                    fields.append((None, fspec, self.cond_expr(), None))
                    if not self.accept(","):
                        break
                    continue
                d = self.declarator()
                if d.params is not None:
                    methods = True
                    if self.at("{"):
                        self.skip_block()
                        break
                    while not self.at(";") and not self.at_eof():
                        self.advance()
                    break
                bits = None
                if self.accept(":"):
                    bits = self.cond_expr()
                init = None
                if self.accept("=") or self.at("{"):  # `int n = 0;`, `int n{};`
                    init = self.initializer()
                fields.append((d, fspec, bits, init))
                if not self.accept(","):
                    break
            self.accept(";")
        self.expect("}")
        return Syn("struct" if kind != "union" else "union", kw, name=name, body=fields,
                   methods=methods, is_class=kind == "class", align=align, bases=bases)

    def skip_parens(self) -> None:
        """Step over a parenthesized token group (``(true)`` of ``noexcept(true)``)."""
        start = self.expect("(")
        depth = 1
        while depth:
            t = self.tok
            if t.kind == "eof":
                raise err("expected ')' before end of input", start)
            depth += {"(": 1, ")": -1}.get(t.text, 0)
            self.advance()

    def skip_block(self) -> None:
        start = self.expect("{")
        depth = 1
        while depth:
            t = self.tok
            if t.kind == "eof":
                raise err("expected '}' before end of input", start)
            if t.text == "{":
                depth += 1
            elif t.text == "}":
                depth -= 1
            self.advance()

    # ------------------------------------------------------------------ declarators
    def declarator(self, abstract: bool = False) -> Declarator:
        d = Declarator(None, self.tok)
        while True:
            t = self.tok
            if t.text == "*" and t.kind == "punct":
                self.advance()
                quals: set = set()
                while self.tok.kind == "id" and (
                        self.tok.text in ("const", "volatile", "restrict", "__restrict__",
                                          "__restrict") or self.tok.text in self.space_words):
                    quals.add(self.advance().text)
                d.ptrs.append(quals)
            elif t.text in ("&", "&&") and t.kind == "punct":
                self.advance()
                d.ref = True
                d.rref = t.text == "&&"
            elif t.text == "..." and t.kind == "punct":
                self.advance()
                d.pack = True
            elif t.kind == "id" and t.text in ("__restrict__", "restrict", "__restrict",
                                               "const", "volatile") and d.ptrs:
                d.ptrs[-1].add(self.advance().text)
            else:
                break
        if self.at("(") and self.peek().text in ("&", "&&") and self.peek(2).kind == "id" \
                and self.peek(3).text == ")" and self.peek(4).text == "[":
            # a reference to an array, `float (&v)[4]`: the name with its array sizes and
            # `ref` set (a parameter reads as the array parameter it aliases)
            self.advance()
            self.advance()
            d.ref = True
        elif abstract and self.at("(") and self.peek().text == "&" and \
                self.peek(2).text == ")" and self.peek(3).text == "[":
            # `T (&)[N]` (a cast's type): a reference to an array, its sizes read below
            self.pos += 3
            d.ref = True
        elif self.at("(") and self.peek().text == "*" and self._pointer_to_array():
            self.advance()  # `float (*p)[4]`: a pointer to an array (the name, if any,
            while self.at("*"):  # is read below, then the ')' before the sizes)
                self.advance()
                quals = set()
                while self.tok.kind == "id" and (self.tok.text in (
                        "const", "volatile", "restrict", "__restrict__", "__restrict")
                        or self.tok.text in self.space_words):  # `(* __global p)[4]`
                    quals.add(self.advance().text)
                d.outer_ptrs.append(quals)
            if self.at(")"):
                self.advance()
        elif self.at("(") and self.peek().text == "*" and self.peek(2).kind == "id" and \
                self.peek(3).text == ")" and self.peek(4).text == "(":
            # `float (*op)(float, float)`: a function pointer (a local, a program-scope
            # variable or a parameter), bound when reading (frontend/callables.py)
            self.advance()
            self.advance()
            d.tok = self.tok
            d.name = self.advance().text
            self.advance()
            self.pos = matching_paren(self.toks, self.pos) + 1
            d.fnptr = True
            return d
        elif self.at("(") and self.peek().text == "*" and self._paren_pointer():
            # `T (*p)`: a pointer in redundant parentheses
            self.advance()
            self.advance()
            quals = set()
            while self.tok.text in ("const", "volatile", "restrict", "__restrict__",
                                    "__restrict"):
                quals.add(self.advance().text)
            d.tok = self.tok
            d.name = self.advance().text
            self.expect(")")
            d.ptrs.append(quals)
        elif self.at("(") and self.peek().text in ("*", "&", "^"):
            raise Unsupported("function pointer", self.tok.where)
        if d.name is not None:
            pass  # read in parentheses above
        elif self.tok.kind == "id" and self.tok.text not in QUAL_WORDS and \
                self.tok.text not in ("const", "volatile") and \
                (not abstract or not self.starts_type()):
            if self.tok.text == "operator":
                raise Unsupported("operator overloading", self.tok.where)
            d.tok = self.tok
            name = self.advance().text
            if (d.ref or d.outer_ptrs) and self.at(")") and self.peek().text == "[":
                self.advance()  # the ')' of `(&v)[4]` or `(*p)[4]`
            while self.at("::") and self.peek().kind == "id":
                self.advance()
                d.qualified = True
                if self.tok.text == "operator":
                    raise Unsupported("operator overloading", self.tok.where)
                name = self.advance().text
            d.name = name
        elif self.at("::") and self.peek().kind == "id":
            self.advance()
            return self.declarator(abstract)
        elif not abstract:
            t = self.tok
            found = "end of input" if t.kind == "eof" else f"'{t.text}'"
            raise err(f"expected identifier before {found}", t)
        return self._array_suffixes(d)

    def _array_suffixes(self, d: Declarator) -> Declarator:
        """The ``[N]`` and parameter-list suffixes of a declarator, and its attributes."""
        while True:
            if self.at("["):
                self.advance()
                if self.at("]"):
                    size = None
                else:
                    size = self.expr()
                self.expect("]")
                d.arrays.append(size)
            elif self.at("(") and d.params is None and not d.arrays:
                if self.local_types and d.name and not d.ptrs and \
                        not (self.starts_type(1) or self.peek().text in (")", "...")):
                    break  # C++ direct initialization `float t(x);`: declaration() reads it
                self.advance()
                d.params, d.variadic = self.param_list()
                while self.tok.text in ("const", "override", "noexcept", "final"):
                    if self.advance().text == "noexcept" and self.at("("):
                        self.skip_parens()  # `noexcept(true)`: no exceptions in device code
            else:
                break
        while self.tok.text in ("__attribute__",):
            self.advance()
            after = Spec(self.tok)
            self._gnu_attributes(after)
            d.attrs.extend(after.attrs)
            d.align = next((a[0] for n, a in after.attrs if n == "aligned" and a), d.align)
        return d

    def _pointer_to_array(self) -> bool:
        """At ``(``: does ``( * [quals] [name] ) [`` follow (a pointer to an array; the
        qualifiers may name an address space, ``(* __global p)[4]``)?"""
        j = 1
        while self.peek(j).text == "*" or self.peek(j).text in (
                "const", "volatile", "restrict", "__restrict__", "__restrict") or \
                self.peek(j).text in self.space_words:
            j += 1
        if self.peek(j).kind == "id":
            j += 1
        return self.peek(j).text == ")" and self.peek(j + 1).text == "["

    def _paren_pointer(self) -> bool:
        """Whether ``( * [qualifiers] NAME )`` followed by ``,``, ``)``, ``;`` or ``=``
        starts here (a pointer in redundant parentheses)."""
        k = 2
        while self.peek(k).text in ("const", "volatile", "restrict", "__restrict__",
                                    "__restrict"):
            k += 1
        return self.peek(k).kind == "id" and self.peek(k + 1).text == ")" and \
            self.peek(k + 2).text in (",", ")", ";", "=")

    def param_list(self):
        params = []
        variadic = False
        if self.at(")"):
            self.advance()
            return params, variadic
        if self.at("void") and self.peek().text == ")":
            self.advance()
            self.advance()
            return params, variadic
        while True:
            if self.accept("..."):
                variadic = True
                break
            spec = self.decl_specs()
            d = self.declarator(abstract=True)
            default = None
            if self.accept("="):
                default = self.assign_expr()
            params.append(ParamSyn(spec, d, default))
            if not self.accept(","):
                break
        self.expect(")")
        return params, variadic

    def type_name(self) -> TypeName:
        spec = self.decl_specs()
        d = self.declarator(abstract=True)
        if d.name is not None:
            raise err(f"unexpected identifier '{d.name}' in type name", d.tok)
        return TypeName(spec, d)

    def template_args(self) -> list:
        """``< arg, ... >``: each a TypeName or an expression Syn."""
        self.expect("<")
        args = []
        if self._close_angle():
            return args
        while True:
            if self.starts_type():
                args.append(self.type_name())
            else:
                args.append(self._targ_cond())
            if self.at("..."):  # `f<T, Ops...>`: a pack expansion (templates.expand_targs)
                args[-1] = Syn("expand", self.advance(), e=args[-1])
            if self.accept(","):
                continue
            if not self._close_angle():
                raise err(f"expected '>' before '{self.tok.text}'", self.tok)
            return args

    def _member_named_like_a_class(self, x: str) -> bool:
        """Whether ``x::Y`` at the parser's position is a type's one member ``Y`` whose
        name is also a type of the file (flash-attn's ``typename Ktraits::Stats`` beside
        the class template ``Stats``, ``typename Reducer::Type`` beside the file-scope
        ``Type`` other classes declare): the member type, not the file's ``Y``. (A builtin
        name after the qualifier, ``K::float`` as the CUB rewriting leaves it, stays
        that type.)"""
        j = self.pos + 2
        return self.is_typename(x) and j < len(self.toks) and \
            self.qualified_end(self.pos) == self.pos + 3 and \
            (self.toks[j].text in self.classes or self.toks[j].text in self.typenames)

    def _targ_expr(self, min_prec: int, stop=(">", ">=", "<", "<=", ">>", ">>=")) -> Syn:
        """A template argument expression: any binary operator but ``>`` (which closes
        the list), so ``lop3<(0xf0 & 0xcc) | 0xaa>`` reads; ``>>`` closes two lists
        (C++11: ``k<Traits<float, 4>>(..)``), so a shift in an argument is ``<<`` only."""
        lhs = self.binary(BIN_PREC["<<"] + 1)
        while True:
            t = self.tok
            prec = BIN_PREC.get(t.text) if t.kind == "punct" else None
            if prec is None or prec < min_prec or t.text in stop:
                return lhs
            self.advance()
            lhs = Syn("binary", t, op=t.text, l=lhs, r=self._targ_expr(prec + 1, stop))

    def _targ_cond(self) -> Syn:
        """A template argument expression, conditional ones included (``f<fast ? 1 : 4>``:
        the middle operand ends at its ``:``, the last is again a template argument
        expression)."""
        c = self._targ_expr(1)
        if not self.at("?"):
            return c
        t = self.advance()
        a = self.expr()
        self.expect(":")
        return Syn("cond", t, c=c, a=a, b=self._targ_cond())

    def _tparam_default(self) -> Syn:
        """A non-type template parameter's default: an expression that ends at the
        first ``>`` outside brackets (CUTLASS's ``bool RegisterSized =
        sizeof_bits<T>::value >= 32>``: ``>=`` is a comparison there)."""
        return self._targ_expr(0, stop=(">",))

    def _close_angle(self) -> bool:
        t = self.tok
        if t.text == ">":
            self.advance()
            return True
        if t.text in (">>", ">=", ">>="):
            rest = t.text[1:]
            self.toks[self.pos] = Token("punct", rest, t.loc, space=False,
                                        expanded_at=t.expanded_at)
            return True
        return False

    def template_params(self) -> list[TemplateParam]:
        self.expect("template")
        self.expect("<")
        params = []
        if self._close_angle():
            return params
        while True:
            t = self.tok
            if t.text in ("typename", "class") and not (
                    self.peek().kind == "id" and self.peek(2).text in ("::", "<")) and \
                    self.peek().text != "::":  # `typename ::cuda::std::enable_if<..>::type`
                self.advance()
                pack = bool(self.accept("..."))
                if self.tok.text in ("=", ",", ">") and self.tok.kind == "punct":
                    # an unnamed type parameter (`typename = std::enable_if_t<..>`): a
                    # reserved name of its own, so that its default still binds
                    nt = Token("id", f"__tparam{len(params)}", self.tok.where)
                else:
                    nt = self.expect_id()
                if self.local_types:
                    self.local_types[-1].add(nt.text)
                else:
                    self.typenames.add(nt.text)
                default = None
                if self.accept("="):
                    default = self.type_name()
                params.append(TemplateParam(nt.text, nt, True, None, default, pack))
            elif t.text == "template":
                raise Unsupported("template template parameter", t.where)
            else:
                spec = self.decl_specs()
                fn = self._fn_template_param(spec)
                if fn is not None:
                    default = self.binary(BIN_PREC["<<"]) if self.accept("=") else None
                    params.append(TemplateParam(fn.text, fn, False, None, default, fn=True))
                    if self.accept(","):
                        continue
                    if not self._close_angle():
                        raise err(f"expected '>' before '{self.tok.text}'", self.tok)
                    return params
                d = self.declarator(abstract=True)
                if d.pack and not d.name:
                    raise Unsupported("unnamed non-type template parameter pack",
                                      d.tok.where)
                default = None
                if self.accept("="):
                    default = self._tparam_default()
                # an unnamed one (``typename std::enable_if<C, int>::type = 0``) is named
                # by its position; a pack (``ROpType... Ops``) binds a tuple of values
                params.append(TemplateParam(d.name or f"__tparam{len(params)}", d.tok,
                                            False, TypeName(spec, Declarator(
                                                None, d.tok, d.ptrs, d.arrays, d.ref)),
                                            default, bool(d.pack)))
            if self.accept(","):
                continue
            if not self._close_angle():
                raise err(f"expected '>' before '{self.tok.text}'", self.tok)
            return params

    def _fn_template_param(self, spec) -> Token | None:
        """The name of a function-pointer template parameter after its specifiers:
        ``float (*op)(float, float)`` or ``kernel_t op`` (a typedef of a function pointer
        type); None for any other parameter."""
        if isinstance(spec.base, str) and spec.base in self.fnptr_types and \
                self.tok.kind == "id":
            return self.advance()
        if self.at("(") and self.peek().text == "*" and self.peek(2).kind == "id" and \
                self.peek(3).text == ")" and self.peek(4).text == "(":
            self.advance()
            self.advance()
            name = self.advance()
            self.advance()
            self.pos = matching_paren(self.toks, self.pos) + 1
            return name
        return None

    # ------------------------------------------------------------------ statements
    def block(self) -> Syn:
        start = self.expect("{")
        self.local_types.append(set())
        stmts = []
        try:
            while not self.at("}"):
                if self.at_eof():
                    raise err("expected '}' before end of input", self.tok)
                stmts.append(self.statement())
        finally:
            self.local_types.pop()
        self.advance()
        if any(s.kind == "label" for s in stmts):
            stmts = lower_gotos(stmts, Syn)
        return Syn("block", start, stmts=stmts)

    def statement(self) -> Syn:
        self.depth += 1
        if self.depth > 200:
            raise err("statements nested too deeply", self.tok)
        try:
            return self._statement()
        finally:
            self.depth -= 1

    def _statement(self) -> Syn:
        t = self.tok
        x = t.text
        if t.kind == "pragma":
            self.advance()
            words = x.split()
            if words and words[0] in ("unroll", "nounroll"):
                count = None
                if words[0] == "nounroll":
                    count = "1"
                elif len(words) > 1:
                    count = " ".join(words[1:]).strip("()")
                body = self.statement()
                if body.kind in ("for", "while", "do", "rangefor"):
                    body.unroll = count if count is not None else "0"
                return body
            return Syn("empty", t)
        if t.kind == "punct":
            if x == "{":
                return self.block()
            if x == ";":
                self.advance()
                return Syn("empty", t)
        if t.kind == "id":
            nxt = self.peek()
            if x == "if" and nxt.text == "(" or x == "if" and nxt.text == "constexpr":
                return self.if_statement()
            if x == "for":
                self.advance()
                self.expect("(")
                self.local_types.append(set())
                try:
                    if self.accept(";"):
                        init = None
                    elif self.starts_type() and not self._functional_cast_ahead():
                        init = self.declaration()
                        if self.accept(":"):  # `for (auto x : range)`, `: {a, b}`
                            rng = self.initializer() if self.at("{") else self.expr()
                            self.expect(")")
                            body = self.statement()
                            return Syn("rangefor", t, decl=init, range=rng, body=body,
                                       unroll=None)
                        self.expect(";")
                    else:
                        init = Syn("expr", self.tok, e=self.expr())
                        self.expect(";")
                    cond = None if self.at(";") else self.expr()
                    self.expect(";")
                    step = None if self.at(")") else self.expr()
                    self.expect(")")
                    body = self.statement()
                finally:
                    self.local_types.pop()
                return Syn("for", t, init=init, cond=cond, step=step, body=body, unroll=None)
            if x == "while":
                self.advance()
                self.expect("(")
                cond = self.expr()
                self.expect(")")
                body = self.statement()
                return Syn("while", t, cond=cond, body=body, unroll=None)
            if x == "do" and not self.starts_type():
                self.advance()
                body = self.statement()
                self.expect("while")
                self.expect("(")
                cond = self.expr()
                self.expect(")")
                self.expect(";")
                return Syn("do", t, cond=cond, body=body, unroll=None)
            if x == "switch":
                self.advance()
                self.expect("(")
                value = self.expr()
                self.expect(")")
                body = self.statement()
                return Syn("switch", t, value=value, body=body)
            if x == "case":
                self.advance()
                value = self.cond_expr()
                self.expect(":")
                return Syn("case", t, value=value)
            if x == "default" and nxt.text == ":":
                self.advance()
                self.advance()
                return Syn("default", t)
            if x == "break":
                self.advance()
                self.expect(";")
                return Syn("break", t)
            if x == "continue":
                self.advance()
                self.expect(";")
                return Syn("continue", t)
            if x == "return":
                self.advance()
                value = None if self.at(";") else \
                    self.initializer() if self.at("{") else self.expr()
                self.expect(";")
                return Syn("return", t, value=value)
            if x == "goto":
                self.advance()
                name = self.expect_id()
                self.expect(";")
                return Syn("goto", t, label=name.text)
            if nxt.text == ":" and x not in ("default", "case", "public", "private",
                                             "protected") and not self.starts_type():
                self.advance()
                self.advance()
                return Syn("label", t, name=x)
            if x in ("asm", "__asm__", "__asm") and self.dialect == CUDA:
                from .asm import parse_asm
                return parse_asm(self)
            if x in ("asm", "__asm__", "__asm"):
                raise Unsupported("inline asm (OpenCL C has none)", t.where)
            if x in ("try", "throw", "catch") and self.dialect == CUDA:
                raise Unsupported("exceptions", t.where)
            if x in ("new", "delete") and self.dialect == CUDA:
                raise Unsupported("dynamic allocation in device code", t.where)
            if x == "using":
                return self.using_decl()
            if x == "namespace" and nxt.kind == "id" and self.peek(2).text == "=" \
                    and self.dialect == CUDA:
                return self.namespace_alias()
            if x == "static_assert":
                self.advance()
                self.skip_balanced()
                self.expect(";")
                return Syn("empty", t)
            if nxt.text == ":" and nxt.kind == "punct" and not self.starts_type():
                raise Unsupported("goto label", t.where)
            if x == "typedef":
                d = self.declaration()
                self.expect(";")
                return d
            if x == "template":
                raise Unsupported("local template", t.where)
            if self.starts_type() and not self._functional_cast_ahead() and \
                    not self._static_call_ahead():
                start = self.pos
                try:
                    d = self.declaration()
                except WarpsmithError as ex:
                    # `Reducer<T, R>::update(&val, x);` starts like a declaration (of a
                    # function pointer `update`, or of `atomic_write` with parameters
                    # that are not declarations); it is a call: read it as an
                    # expression, and if that fails too, report the declaration's error
                    self.pos = start
                    try:
                        e = self.expr()
                        self.expect(";", "after expression")
                    except WarpsmithError:
                        raise ex from None
                    return Syn("expr", t, e=e)
                self.expect(";")
                return d
        self._refuse_unknown_type()
        e = self.expr()
        self.expect(";", "after expression")
        return Syn("expr", t, e=e)

    def _angle_close(self, k: int) -> int | None:
        """Offset of the '>' closing the '<' at pos+k (None: none on this statement)."""
        depth = 0
        while True:
            x = self.peek(k)
            if x.kind == "eof" or x.text in (";", "{", "}"):
                return None
            if x.text in ("<", "(", "["):
                depth += 1
            elif x.text in (">", ")", "]"):
                depth -= 1
            elif x.text == ">>":
                depth -= 2
                if depth < 0:
                    return None
            if depth == 0:
                return k
            k += 1

    def _static_call_ahead(self) -> bool:
        """``Cls<args>::f(..);`` / ``Cls<args>::f<targs>(..);``: a call of a static member
        (C++ takes a name after a template-id's ``::`` for a value unless ``typename``
        says otherwise), not a declaration."""
        if self.tok.kind != "id" or self.peek(1).text != "<":
            return False
        close = self._angle_close(1)
        if close is None or self.peek(close + 1).text != "::":
            return False
        name_at = close + 2
        if self.peek(name_at).text == "template":  # `Cls<args>::template f<targs>(..)`
            name_at += 1
        if self.peek(name_at).kind != "id" or self.is_typename(self.peek(name_at).text):
            return False
        after = name_at + 1
        if self.peek(after).text == "<":
            inner = self._angle_close(after)
            if inner is None:
                return False
            after = inner + 1
        return self.peek(after).text == "("

    def _qualified_type_ahead(self) -> int:
        """How many tokens of namespace qualifiers (``ns::`` ``inner::``) stand before a
        type name that is followed by ``(`` or ``{`` (a functional cast or constructor call
        written with its namespace, ``glm::vec2(1.f, 2.f)``); 0 when none. Namespaces are
        flattened (docs/frontend.md), so the type is the unqualified name. Not for a class
        qualifier (``S::f(..)``, ``S::T(..)`` are members)."""
        k = 0
        while self.peek(k).kind == "id" and self.peek(k + 1).text == "::" and \
                self.peek(k).text not in self.classes and not self.is_typename(self.peek(k).text):
            k += 2
        if k == 0:
            return 0
        last = self.peek(k)
        if last.kind == "id" and self.is_typename(last.text) and \
                self.peek(k + 1).text in ("(", "{"):
            return k
        if last.kind == "id" and last.text in self.classes and self.peek(k + 1).text == "<":
            return k  # `detail::Range<T>(a, b)`: a class template instance (`primary`)
        return 0

    def _functional_cast_ahead(self) -> bool:
        """``float(x) * 2;`` starts with a type name but is an expression."""
        t = self.tok
        if self.peek(2).text in ("*", "^") and self.peek(3).kind == "id" and \
                self.peek(4).text == ")":
            return False
        if self.peek(2).text in ("&", "&&") and self.peek(3).kind == "id" and \
                self.peek(4).text == ")" and self.peek(5).text == "[":
            return False  # `int (&r)[4] = a;`
        return (t.kind == "id" and self.peek().text == "(" and t.text not in QUAL_WORDS and
                t.text not in self.space_words and t.text not in self.func_words and
                t.text not in ("const", "volatile", "struct", "union", "enum", "typedef",
                               "auto", "__shared__", "__constant__", "__device__",
                               "alignas", "__align__", "__attribute__"))

    def namespace_alias(self) -> Syn:
        """``namespace cg = cooperative_groups;`` in a function body: read like the same
        alias at file scope, which records nothing (a qualified name is looked up by what it
        names, not by its namespace path)."""
        t = self.advance()
        while not self.at(";") and not self.at_eof():
            self.advance()
        self.expect(";")
        return Syn("empty", t)

    def using_decl(self) -> Syn:
        t = self.advance()
        if self.accept("namespace"):
            while not self.at(";") and not self.at_eof():
                self.advance()
            self.expect(";")
            return Syn("empty", t)
        nt = self.expect_id()
        if self.accept("="):
            tn = self.type_name()
            self.expect(";")
            if self.local_types:
                self.local_types[-1].add(nt.text)
            else:
                self.typenames.add(nt.text)
            spec = tn.spec
            spec.storage.add("typedef")
            d = tn.decl
            d.name = nt.text
            d.tok = nt
            return Syn("decl", t, spec=spec, items=[(d, None)])
        while not self.at(";") and not self.at_eof():
            self.advance()
        self.expect(";")
        return Syn("empty", t)

    def trailing_return(self, spec: Spec, d: Declarator) -> Spec:
        """``auto f(..) -> T`` (a trailing return type): the specifiers with ``T`` as the
        base type, and ``T``'s pointers and reference moved onto the declarator ``d``
        (``auto f(..) -> float*`` reads as ``float* f(..)``). Without ``->`` the
        specifiers are returned as they are."""
        if not self.at("->") or d.params is None:
            return spec
        arrow = self.advance()
        if spec.base != "auto" or spec.words:
            raise err("a trailing return type needs 'auto' before the name", arrow)
        tn = self.type_name()
        d.ptrs = list(tn.decl.ptrs) + list(d.ptrs)
        d.ref = d.ref or tn.decl.ref
        return replace(tn.spec, tok=spec.tok, storage=spec.storage | tn.spec.storage,
                       func=spec.func | tn.spec.func, attrs=spec.attrs + tn.spec.attrs,
                       space=spec.space or tn.spec.space)

    def structured_binding(self, t: Token, spec: Spec) -> Syn:
        """``auto [a, b] = e`` (``const auto&``, ``auto&&``): C++17's structured binding,
        read as ``sbind`` (``Semantic.structured_binding`` lowers it)."""
        ref = self.tok.text if self.tok.text in ("&", "&&") else None
        if ref:
            self.advance()
        self.expect("[")
        names = [self.expect_id()]
        while self.accept(","):
            names.append(self.expect_id())
        self.expect("]")
        if not self.accept("="):
            raise Unsupported("structured binding without '= initializer'", self.tok.where)
        return Syn("sbind", t, spec=spec, ref=ref, names=names, init=self.assign_expr())

    def if_statement(self) -> Syn:
        """``if [constexpr] ([init;] cond) S [else E]``. C++17's init-statement and a
        declaration as the condition (``if (auto r = f(); r.ok)``, ``if (int n = g())``)
        are lowered to a block that declares them before the ``if``: ``{ init; T x = e;
        if (x) S else E }`` (the names are in scope in both branches and nowhere after,
        as C++ scopes them)."""
        t = self.advance()
        constexpr = bool(self.accept("constexpr"))
        self.expect("(")
        self.local_types.append(set())
        try:
            before = []
            if self._init_statement_ahead():
                if self.starts_type() and not self._functional_cast_ahead():
                    before.append(self.declaration())
                else:
                    before.append(Syn("expr", self.tok, e=self.expr()))
                self.expect(";")
            if self.starts_type() and not self._functional_cast_ahead():
                d = self.declaration()
                if len(d.items) != 1 or d.items[0][1] is None:
                    raise err("the declaration in a condition needs one initialized "
                              "variable", d.tok)
                before.append(d)
                decl = d.items[0][0]
                cond = Syn("id", decl.tok, name=decl.name, qual=[], targs=None)
            else:
                cond = self.expr()
            self.expect(")")
            then = self.statement()
            other = self.statement() if self.accept("else") else None
        finally:
            self.local_types.pop()
        stmt = Syn("if", t, cond=cond, then=then, other=other, constexpr=constexpr)
        if not before:
            return stmt
        return Syn("block", t, stmts=before + [stmt])

    def _init_statement_ahead(self) -> bool:
        """Whether a ``;`` stands at depth 0 before the ``)`` that closes the condition."""
        depth = 0
        k = 0
        while True:
            x = self.peek(k)
            if x.kind == "eof":
                return False
            if x.kind == "punct" and x.text in ("(", "[", "{"):
                depth += 1
            elif x.kind == "punct" and x.text in (")", "]", "}"):
                if depth == 0:
                    return False
                depth -= 1
            elif depth == 0 and x.kind == "punct" and x.text == ";":
                return True
            k += 1

    def declaration(self) -> Syn:
        """Declaration specifiers and init-declarators (without the ';')."""
        t = self.tok
        spec = self.decl_specs()
        items = []
        if self.at(";"):
            return Syn("decl", t, spec=spec, items=items)
        if spec.base == "auto" and (self.at("[") or self.tok.text in ("&", "&&") and
                                    self.peek(1).text == "["):
            return self.structured_binding(t, spec)
        while True:
            d = self.declarator()
            init = None
            if self.accept("="):
                init = self.initializer()
            elif self.at("{"):
                init = self.initializer()
            elif self.at("(") and d.params is None and self.local_types:
                init = self.direct_init(spec, d)
            elif self.at("(") and d.params is None:
                raise Unsupported("constructor-style initialization", self.tok.where)
            if d.params is not None and init is None and self.local_types:
                raise Unsupported("local function declaration", d.tok.where)
            items.append((d, init))
            if "typedef" in spec.storage and d.name:
                if self.local_types:
                    self.local_types[-1].add(d.name)
                else:
                    self.typenames.add(d.name)
            if not self.accept(","):
                break
        return Syn("decl", t, spec=spec, items=items)

    def direct_init(self, spec: Spec, d: Declarator) -> Syn:
        """``(x)`` of ``T v(x);`` (C++ direct initialization) as the initializer ``x``;
        ``(a, b, ..)`` as the constructor call ``T(a, b, ..)`` (``float4 v(a, b, c, d)``)."""
        t = self.expect("(")
        items = [self.assign_expr()]
        while self.accept(","):
            items.append(self.assign_expr())
        self.expect(")")
        if len(items) == 1:
            d.cxx_direct = True  # (an explicit constructor may take it: Semantic.decl)
            return items[0]
        if d.ptrs or d.arrays or d.ref:
            raise Unsupported("direct initialization of a pointer or array with several "
                              "values", t.where)
        return Syn("ctor", t, type=TypeName(spec, Declarator(None, t)), args=items)

    def initializer(self) -> Syn:
        """An initializer: an expression or a braced list. A list item may name the
        struct member it initializes (``{.needed = true, .prefix = p}``, C99 and C++20):
        the list then carries ``desig``, each item's member name or None (read by
        ``Semantic.positional_items``)."""
        if self.at("{"):
            t = self.advance()
            items, desig = [], []
            while not self.at("}"):
                name = None
                if self.at("["):
                    raise Unsupported("designated initializer of an array element (an "
                                      "array designator)", self.tok.where)
                if self.at(".") and self.peek(1).kind == "id":
                    self.advance()
                    name = self.advance()
                    if self.at(".") or self.at("["):
                        raise Unsupported("nested designator (.a.b = ..)", self.tok.where)
                    self.expect("=")
                desig.append(name)
                items.append(self.initializer())
                if not self.accept(","):
                    break
            self.expect("}")
            if any(desig):
                return Syn("initlist", t, items=items, desig=desig)
            return Syn("initlist", t, items=items)
        return self.assign_expr()

    # ------------------------------------------------------------------ expressions
    def expr(self) -> Syn:
        e = self.assign_expr()
        if self.at(","):
            es = [e]
            while self.accept(","):
                es.append(self.assign_expr())
            return Syn("comma", e.tok, es=es)
        return e

    def assign_expr(self) -> Syn:
        self.depth += 1
        if self.depth > 300:
            raise err("expression nested too deeply", self.tok)
        try:
            lhs = self.cond_expr()
            t = self.tok
            if t.kind == "punct" and t.text in ASSIGN_OPS:
                self.advance()
                rhs = self.initializer() if self.at("{") else self.assign_expr()
                return Syn("assign", t, op=ASSIGN_OPS[t.text], lhs=lhs, rhs=rhs)
            return lhs
        finally:
            self.depth -= 1

    def cond_expr(self) -> Syn:
        c = self.binary(1)
        if self.at("?"):
            t = self.advance()
            a = self.expr()
            self.expect(":")
            b = self.assign_expr()
            return Syn("cond", t, c=c, a=a, b=b)
        return c

    def binary(self, min_prec: int) -> Syn:
        lhs = self.unary()
        while True:
            t = self.tok
            prec = BIN_PREC.get(t.text) if t.kind == "punct" else None
            if prec is None or prec < min_prec:
                return lhs
            self.advance()
            rhs = self.binary(prec + 1)
            lhs = Syn("binary", t, op=t.text, l=lhs, r=rhs)

    def unary(self) -> Syn:
        self.depth += 1
        if self.depth > 300:
            raise err("expression nested too deeply", self.tok)
        try:
            return self._unary()
        finally:
            self.depth -= 1

    def _unary(self) -> Syn:
        t = self.tok
        x = t.text
        if t.kind == "punct":
            if x in ("++", "--"):
                self.advance()
                return Syn("preinc", t, delta=1 if x == "++" else -1, e=self.unary())
            if x in ("-", "+", "!", "~"):
                self.advance()
                return Syn("unary", t, op=x, e=self.unary())
            if x == "*":
                self.advance()
                return Syn("deref", t, e=self.unary())
            if x == "&":
                self.advance()
                return Syn("addr", t, e=self.unary())
            if x == "&&":
                raise Unsupported("label address", t.where)
            if x == "(" and self.starts_type(1) and not (
                    self.peek(1).kind == "id" and self.peek(2).text == "{") and not (
                    self.peek(1).kind == "id" and self.peek(2).text == "(" and
                    self.peek(1).text not in SCALAR_WORDS and
                    self.peek(1).text not in SCALAR_NAMES and
                    self.peek(1).text not in VECTOR_NAMES and
                    not self.is_typename(self.peek(1).text)):
                save, follow = self.pos, self.peek(2).text
                self.advance()
                try:
                    tn = self.type_name()
                    self.expect(")")
                except SyntaxErrorAt:
                    # `(float(w[i]) + 0.5f)`, `(Traits<T>::f(x) * y)`: a parenthesized
                    # expression that starts with a functional cast or a qualified call
                    if follow not in ("(", "<", "::"):
                        raise
                    self.pos = save
                    return self.postfix(self.primary())
                if self.at("{"):
                    init = self.initializer()
                    return self.postfix(Syn("compound", t, type=tn, init=init))
                if self.at("(") and self.dialect == OPENCL and tn.spec.base in VECTOR_NAMES \
                        and not tn.decl.ptrs and not tn.decl.arrays:
                    pt = self.advance()
                    args = [self.assign_expr()]
                    while self.accept(","):
                        args.append(self.assign_expr())
                    self.expect(")")
                    if len(args) == 1:
                        return Syn("cast", t, type=tn, e=self.postfix(args[0]) if False
                                   else args[0], style="c")
                    return self.postfix(Syn("veclit", pt, type=tn, args=args))
                return Syn("cast", t, type=tn, e=self.unary(), style="c")
        elif t.kind == "id":
            if x == "sizeof":
                self.advance()
                if self.accept("..."):
                    self.expect("(")
                    nt = self.expect_id()
                    self.expect(")")
                    return Syn("sizeof_pack", t, name=nt.text)
                if self.at("(") and self.starts_type(1):
                    self.advance()
                    tn = self.type_name()
                    self.expect(")")
                    return Syn("sizeof_type", t, type=tn)
                return Syn("sizeof_expr", t, e=self.unary())
            if x in ("alignof", "__alignof__", "_Alignof"):
                self.advance()
                self.expect("(")
                tn = self.type_name()
                self.expect(")")
                return Syn("alignof_type", t, type=tn)
            if x in ("new", "delete") and self.dialect == CUDA:
                raise Unsupported("dynamic allocation in device code", t.where)
            if x == "throw" and self.dialect == CUDA:
                raise Unsupported("exceptions", t.where)
        return self.postfix(self.primary())

    def postfix(self, e: Syn) -> Syn:
        while True:
            t = self.tok
            if t.kind != "punct":
                return e
            x = t.text
            if x == "[":
                self.advance()
                i = self.expr()
                self.expect("]")
                e = Syn("index", t, b=e, i=i)
            elif x == "(":
                self.advance()
                args = []
                if not self.at(")"):
                    args.append(self._pack_arg())
                    while self.accept(","):
                        args.append(self._pack_arg())
                self.expect(")")
                if e.kind == "id" and e.name in ("move", "forward") and \
                        (getattr(e, "qual", None) or [""])[-1] == "std" and len(args) == 1 and \
                        args[0].kind != "expand":
                    # `std::move(x)`, `std::forward<T>(x)`: casts to an rvalue reference,
                    # which change no value (the IR has no value categories): `x`
                    e = args[0]
                    continue
                e = Syn("call", t, fn=e, args=args, targs=None)
            elif x in (".", "->"):
                self.advance()
                kw = bool(self.accept("template"))
                nt = self.expect_id()
                e = Syn("member", nt, b=e, name=nt.text, arrow=x == "->")
                if self.at("<") and (kw or nt.text in self.template_funcs):
                    # `obj.template f<8, 1024>(..)`: a member template's explicit arguments
                    save = self.pos
                    try:
                        e.mtargs = self.template_args()
                        if not self.at("("):
                            raise err("not a member template call", self.tok)
                    except WarpsmithError:
                        if kw:
                            raise
                        self.pos = save
                        e.mtargs = None
            elif x in ("++", "--"):
                self.advance()
                e = Syn("postinc", t, delta=1 if x == "++" else -1, e=e)
            else:
                return e

    def lambda_expr(self) -> Syn:
        """``[captures](params) mutable -> T { body }`` (C++11 lambda)."""
        t = self.expect("[")
        default = None
        caps = []
        inits = []  # init-captures `[n = e, &r = x]`: (name, by reference, token, e)
        while not self.at("]"):
            if self.at("=") or (self.at("&") and self.peek().text in (",", "]")):
                default = self.advance().text
            else:
                byref = bool(self.accept("&"))
                if self.at("*"):
                    raise Unsupported("capture of *this", self.tok.where)
                nt = self.expect_id()
                if self.accept("="):
                    inits.append((nt.text, byref, nt, self.assign_expr()))
                elif self.at("{") or self.at("("):
                    raise Unsupported("init-capture by direct initialization", self.tok.where)
                else:
                    caps.append((nt.text, byref, nt))
            if not self.accept(","):
                break
        self.expect("]")
        params = []
        while self.tok.kind == "id" and self.tok.text in ("__device__", "__host__"):
            self.advance()  # `[&] __device__ (int n) {..}`: an extended lambda's space
        if self.accept("("):
            self.local_types.append(set())
            try:
                params, variadic = self.param_list()
            finally:
                self.local_types.pop()
            if variadic:
                raise Unsupported("variadic lambda", t.where)
        mutable = False
        while self.tok.kind == "id" and self.tok.text in ("mutable", "__device__", "__host__",
                                                          "constexpr", "noexcept"):
            mutable = mutable or self.tok.text == "mutable"
            self.advance()
        ret = None
        if self.accept("->"):
            ret = self.type_name()
        body = self.block()
        return Syn("lambda", t, default=default, caps=caps, params=params, ret=ret, body=body,
                   mutable=mutable, inits=inits)

    def _pack_arg(self) -> Syn:
        """A call argument, or a pack expansion ``pattern...`` (``f(args...)``); a braced
        list ``f({a, b})`` initializes its parameter."""
        if self.at("{"):
            return self.initializer()
        a = self.assign_expr()
        t = self.tok
        if self.accept("..."):
            return Syn("expand", t, e=a)
        return a

    def _fold(self) -> Syn | None:
        """A C++17 fold expression at '(': ``(... op e)``, ``(e op ...)`` or
        ``(a op ... op b)`` (None when the parentheses hold something else)."""
        if not self._has_dots:
            return None
        t = self.tok
        depth, j, dots = 0, self.pos, None
        while j < len(self.toks) - 1:
            x = self.toks[j].text
            if x in ("(", "[", "{"):
                depth += 1
            elif x in (")", "]", "}"):
                depth -= 1
                if depth == 0:
                    break
            elif x == "..." and depth == 1 and dots is None:
                dots = j
            j += 1
        if dots is None:
            return None
        lo, hi = self.pos + 1, j
        before = self.toks[dots - 1].text if dots > lo else None
        after = self.toks[dots + 1].text if dots + 1 < hi else None
        ops = set(BIN_PREC) | {","}  # `(..., (r = op(r, xs)))`: a fold over the comma
        if before not in ops and after not in ops:
            return None
        if before in ops and after in ops and before != after:
            raise err("the operators of a binary fold must be the same", self.toks[dots])
        op = before if before in ops else after
        left = self._sub_expr(lo, dots - 1) if before in ops else None
        right = self._sub_expr(dots + 2, hi) if after in ops else None
        self.pos = j + 1
        return Syn("fold", t, op=op, left=left, right=right)

    def _sub_expr(self, lo: int, hi: int) -> Syn:
        if lo >= hi:
            raise err("expected an expression in the fold", self.toks[lo])
        sub = Parser(self.toks[lo:hi], self.dialect, self.typenames, self.template_funcs,
                     self.classes)
        sub.local_types = self.local_types
        e = sub.expr()
        if not sub.at_eof():
            raise err(f"expected ')' before '{sub.tok.text}'", sub.tok)
        return e

    def _functional_cast(self, t: Token, tn: TypeName) -> Syn:
        """``T(x)``, ``T(a, b)``, ``T{..}`` and ``T({..})`` after the type ``tn``."""
        if self.at("{"):
            return Syn("compound", t, type=tn, init=self.initializer())
        self.expect("(")
        if self.at("{"):
            # `T({a, b})`: the braced list initializes the T that is copied (C++
            # [over.match.list] picks the copy constructor): `T{a, b}`
            init = self.initializer()
            self.expect(")")
            return Syn("compound", t, type=tn, init=init)
        args = []
        if not self.at(")"):  # (`S(args...)`: a pack expansion constructs S, semantic)
            args.append(self._pack_arg())
            while self.accept(","):
                args.append(self._pack_arg())
        self.expect(")")
        if len(args) == 1 and args[0].kind != "expand":
            return Syn("cast", t, type=tn, e=args[0], style="func")
        return Syn("ctor", t, type=tn, args=args)

    def primary(self) -> Syn:
        t = self.tok
        k = t.kind
        if k == "num":
            self.advance()
            value, typ = parse_number(t.text, t)
            return Syn("num", t, value=value, type=typ)
        if k == "char":
            self.advance()
            txt = t.text
            prefix = txt[:txt.index("'")]
            body = txt[len(prefix) + 1:-1]
            codes = decode_escapes(body, t)
            if not codes:
                raise err("empty character constant", t)
            v = 0
            for c in codes:
                v = (v << 8) | (c & 0xFF)
            if len(codes) == 1 and prefix == "" and self.dialect == CUDA:
                v = v - 256 if v >= 128 else v
                return Syn("num", t, value=v, type=I8)
            return Syn("num", t, value=v if v < 2**31 else v - 2**32, type=I32)
        if k == "str":
            parts = []
            while self.tok.kind == "str":
                s = self.advance().text
                q = s.index('"')
                parts.extend(decode_escapes(s[q + 1:-1], t))
            return Syn("str", t, value="".join(chr(c) for c in parts))
        if k == "punct":
            if t.text == "(" and self.peek().text == "{":
                self.advance()  # GNU statement expression ({ ...; e; })
                body = self.block()
                self.expect(")")
                return Syn("stmtexpr", t, body=body)
            if t.text == "(":
                fold = self._fold()
                if fold is not None:
                    return fold
                self.advance()
                e = self.expr()
                self.expect(")")
                return e
            if t.text == "[":
                if self.dialect != CUDA:
                    raise Unsupported("lambda", t.where)
                return self.lambda_expr()
            if t.text == "::" and self.peek().kind == "id":
                self.advance()
                return self.primary()
        if k == "id":
            x = t.text
            if x in CXX_CASTS:
                self.advance()
                self.expect("<")
                tn = self.type_name()
                if not self._close_angle():
                    raise err(f"expected '>' before '{self.tok.text}'", self.tok)
                self.expect("(")
                e = self.expr()
                self.expect(")")
                if x == "dynamic_cast":
                    raise Unsupported("dynamic_cast", t.where)
                if tn.decl.ref and tn.decl.arrays and tn.decl.name is None and \
                        not tn.decl.outer_ptrs:
                    # `reinterpret_cast<T (&)[N]>(a)` is `*reinterpret_cast<T (*)[N]>(&a)`
                    # (C++ [expr.reinterpret.cast]: a cast to a reference is one of the
                    # address, dereferenced)
                    tn.decl.ref = False
                    tn.decl.outer_ptrs = [set()]
                    return Syn("deref", t, e=Syn("cast", t, type=tn, e=Syn("addr", t, e=e),
                                                 style=x.split("_")[0]))
                return Syn("cast", t, type=tn, e=e, style=x.split("_")[0])
            if x == "this" and self.dialect == CUDA:
                self.advance()
                return Syn("id", t, name="this", qual=[], targs=None)
            if x in ("true", "false"):
                self.advance()
                return Syn("bool", t, value=x == "true")
            if x in ("asm", "__asm__"):
                raise Unsupported("inline asm", t.where)
            skip = self._qualified_type_ahead()
            skipped = []  # (the namespaces: `std::is_integral<T>::value` is the standard's)
            if skip:  # `glm::vec2(1.f, 2.f)`: a functional cast of a namespace's type
                for _ in range(skip):
                    skipped.append(self.advance().text)
                t, x = self.tok, self.tok.text
            if (x in SCALAR_WORDS or x in SCALAR_NAMES or x in VECTOR_NAMES or
                    (self.is_typename(x) and self.peek().text != "::")) and \
                    self.peek().text in ("(", "{"):
                # C++ functional cast: float(x), unsigned(x), T(x)
                words = []
                while self.tok.kind == "id" and self.tok.text in SCALAR_WORDS:
                    words.append(self.advance().text)
                if words:
                    spec = Spec(t, None, words)
                else:
                    spec = Spec(t, self.advance().text)
                return self._functional_cast(t, TypeName(spec, Declarator(None, t)))
            if x == "typename" and self.dialect == CUDA and self.peek().kind == "id":
                # `typename Ktraits::state_t(x)`: a functional cast to a member type
                spec = self.decl_specs()
                if not (self.at("(") or self.at("{")):
                    raise err(f"expected '(' after the type, found '{self.tok.text}'",
                              self.tok)
                return self._functional_cast(t, TypeName(spec, Declarator(None, t)))
            if x in self.classes and self.peek().text == "<":
                # ``SharedMemory<T>()``: a value of a template class (the semantic pass
                # knows the SDK's SharedMemory idiom and refuses other classes)
                save = self.pos
                try:
                    self.advance()
                    targs = self.template_args()
                    if self.at("{") and self.dialect == CUDA:
                        # `ggml_cuda_unroll<7>{}`: a braced temporary of a class template
                        # instance
                        tn = TypeName(Spec(t, Syn("ttype", t, name=x, targs=targs, member=[])),
                                      Declarator(None, t))
                        return Syn("compound", t, type=tn, init=self.initializer())
                    if self.at("(") and self.peek().text != ")" and self.dialect == CUDA:
                        # `Range<T>(a, b, n)`: a functional cast (constructor call) of a
                        # class template instance
                        tn = TypeName(Spec(t, Syn("ttype", t, name=x, targs=targs, member=[])),
                                      Declarator(None, t))
                        return self._functional_cast(t, tn)
                    self.expect("(")
                    self.expect(")")
                    return Syn("class_value", t, name=x, targs=targs)
                except WarpsmithError:
                    self.pos = save
            self.advance()
            name = x
            qual = []
            while self.at("::") and self.peek().kind == "id":
                self.advance()
                qual.append(name)
                if self.at("template") and self.peek().kind == "id":
                    self.advance()  # `Cls::template f<N>(..)`
                name = self.advance().text
            targs = None
            if name == "numeric_limits" and self.at("<") and self.dialect == CUDA:
                # std::numeric_limits<T>::max(): one name for the semantic pass
                targs = self.template_args()
                self.expect("::")
                name = "numeric_limits::" + self.expect_id().text
                return Syn("id", t, name=name, qual=qual, targs=targs)
            if self.at("<") and (name in TRAIT_VALUES or name in self.classes or
                                 name in self.var_templates):
                # ``std::is_same<T, float>::value``, ``Traits<T>::kBlock``
                save = self.pos
                try:
                    targs = self.template_args()
                    member = []
                    while self.at("::") and self.peek().kind == "id":
                        self.advance()
                        self.accept("template")  # `C<T>::template f<N>(..)`
                        member.append(self.advance().text)
                    mtargs = None
                    if member and self.at("<"):
                        # `Get<0>::of<R, T>(s)`: a static member template's arguments
                        here = self.pos
                        try:
                            mtargs = self.template_args()
                            if not self.at("("):
                                raise err("not a member template call", self.tok)
                        except WarpsmithError:
                            self.pos, mtargs = here, None
                    if member or name.endswith("_v") or name in self.var_templates:
                        return Syn("tmember", t, name=name, targs=targs, member=member,
                                   mtargs=mtargs,
                                   qual=[w for w in skipped if w != "::"] + qual)
                except WarpsmithError:
                    pass
                self.pos = save
                targs = None
            if self.at("<") and (name in self.template_funcs or (
                    (name in CG_TEMPLATE_CALLS or name in CUDA_FETCHES)  # also surf*Dread
                    and self.dialect == CUDA) or (name in ("forward", "get") and
                                                  qual == ["std"]) or
                    (name == "get" and qual == ["thrust"]) or  # (frontend/thrust.py)
                    (name == "forward" and qual == ["cuda", "std"]) or
                    (name in ("min", "max") and qual and qual[-1] == "std")):
                save = self.pos
                try:
                    targs = self.template_args()
                    if not self.at("(") and not (name in self.template_funcs and (
                            self.tok.text in (";", ",", ")", "}", "]", ">") or self.at_eof())):
                        # (a function template instance as a value: `f = wb<T, 4>;`)
                        raise err("not a template call", self.tok)
                except WarpsmithError:
                    self.pos = save
                    targs = None
            node = Syn("id", t, name=name, qual=qual, targs=targs)
            return node
        if k == "eof":
            raise err("expected expression before end of input", t)
        raise err(f"expected expression before '{t.text}'", t)


# ============================================================================ top level


@record(frozen=False)
class Chunk:
    """One top-level declaration of a translation unit."""

    kind: str  # function, prototype, var, typedef, aggregate, class, instantiation, host,
    # member (a host member function template defined in its class)
    toks: list
    ns: tuple = ()
    template: list | None = None  # TemplateParam list for templates
    template_toks: list | None = None
    name: str | None = None
    name_tok: Token | None = None
    device: bool = False
    kernel: bool = False
    syntax: object = None  # parsed syntax (lazily)
    error: WarpsmithError | None = None
    spec_args: list | None = None  # ``template <> f<16>(..)``: the template arguments


@record(frozen=False)
class Launch:
    kernel: str
    tok: Token
    targs: list  # list of token lists (one per template argument)
    config: list  # token lists of grid, block, shared, stream
    host: str | None = None  # the enclosing host function when it is a template
    host_tparams: tuple = ()  # that function's template parameter names
    args: list | None = None  # token lists of the call's arguments (None: not seen)
    scope: list | None = None  # the tokens of the enclosing host chunk
    pos: int = 0  # the launch's index in ``scope``
    #: in a host method of the class template ``host`` (bound by its instances:
    #: ``class_chain.py``), not in a host function template
    in_class: bool = False


@record(frozen=False)
class HostTemplateCall:
    """``name<targs>(`` or ``name(`` in host code (a possible call of a host function
    template; ``targs`` is empty when deduced from the arguments)."""

    name: str
    targs: list  # token lists
    host: str | None = None  # enclosing host function template, if any
    host_tparams: tuple = ()
    args: list | None = None  # token lists of the call's arguments
    tok: Token | None = None
    scope: list | None = None  # the tokens of the enclosing host chunk
    pos: int = 0
    member: bool = False  # through an object, ``obj.run<float>(..)``, ``p->run(..)``


@record(frozen=False)
class ProgramSyntax:
    dialect: str
    chunks: list = field(default_factory=list)
    typenames: set = field(default_factory=set)
    template_funcs: set = field(default_factory=set)
    classes: set = field(default_factory=set)
    fnptr_types: set = field(default_factory=set)  # ``typedef void (*kernel_t)(..);``
    # function-pointer type name -> (template parameters or None, its declaration's tokens)
    fnptr_sigs: dict = field(default_factory=dict)
    var_templates: set = field(default_factory=set)  # ``template <..> constexpr T v = ..;``
    launches: list = field(default_factory=list)
    host_calls: list = field(default_factory=list)  # HostTemplateCall
    kernel_refs: list = field(default_factory=list)  # Launch: ``k<targs>`` used as a value
    member_types: set = field(default_factory=set)  # ``Cls::In``: a class's member type names

    def parser(self, toks: list[Token]) -> Parser:
        p = Parser(toks, self.dialect, self.typenames, self.template_funcs, self.classes)
        p.fnptr_types = self.fnptr_types
        p.var_templates = self.var_templates
        p.member_types = self.member_types
        return p


_DEVICE_VAR_WORDS = {CUDA: {"__constant__", "__device__", "__shared__", "__managed__"},
                     OPENCL: {"__constant", "constant", "__global", "global", "__local",
                              "local"}}


def _find_chunk_end(toks: list[Token], i: int) -> int:
    """Index after the top-level declaration starting at i."""
    n = len(toks)
    depth = 0
    start = i
    aggregate = None
    inits = False  # inside a constructor's member-initializer list (`) : m_{0}, n_(1) {`)
    while i < n:
        t = toks[i]
        x = t.text
        if t.kind == "punct":
            if x in ("(", "["):
                depth += 1
            elif x in (")", "]"):
                depth = max(0, depth - 1)
            elif x == ":" and depth == 0 and i > start and toks[i - 1].text == ")":
                inits = True
            elif x == "{" and depth == 0 and inits and (toks[i - 1].kind == "id" or
                                                        toks[i - 1].text == ">"):
                i = _match_brace(toks, i, n) + 1  # `m_{0}`: a member's initializer
                continue
            elif x == "{":
                if depth == 0 and aggregate is None:
                    aggregate = _is_aggregate(toks[start:i])
                depth += 1
            elif x == "}":
                depth -= 1
                if depth <= 0:
                    depth = 0
                    if not aggregate:
                        return i + 1
            elif x == ";" and depth == 0:
                return i + 1
        i += 1
    return n


def _without_spec_args(head: list[Token]) -> list[Token]:
    """``head`` without the argument list of a specialization's name (``class S<k.id()>``:
    its parentheses are an argument's, not a function's)."""
    k = next((i for i, t in enumerate(head) if t.text in ("struct", "class", "union")), None)
    if k is None or k + 2 >= len(head) or head[k + 1].kind != "id" or head[k + 2].text != "<":
        return head
    depth, j = 0, k + 2
    while j < len(head):
        x = head[j].text
        depth += {"<": 1, ">": -1, ">>": -2, "(": 1, ")": -1}.get(x, 0)
        j += 1
        if depth <= 0:
            break
    return head[:k + 2] + head[j:]


def _without_attributes(head: list[Token]) -> list[Token]:
    """``head`` without attribute words and their parenthesized arguments."""
    out: list[Token] = []
    k = 0
    while k < len(head):
        if head[k].text in _NOT_NAMES and k + 1 < len(head) and head[k + 1].text == "(":
            depth, k = 0, k + 1
            while k < len(head):
                depth += {"(": 1, ")": -1}.get(head[k].text, 0)
                k += 1
                if depth == 0:
                    break
            continue
        out.append(head[k])
        k += 1
    return out


def _is_aggregate(head: list[Token]) -> bool:
    """Whether a '{' after these tokens opens an aggregate/initializer, not a function body."""
    i = 0
    if head and head[0].text == "template":
        i = 1
        if i < len(head) and head[i].text == "<":
            angle = 1
            i += 1
            while i < len(head) and angle:
                x = head[i].text
                if x == "<":
                    angle += 1
                elif x == ">":
                    angle -= 1
                elif x == ">>":
                    angle -= 2
                i += 1
    head = head[i:]
    d = 0
    words = []
    for t in head:
        if t.text in ("(", "["):
            d += 1
        elif t.text in (")", "]"):
            d -= 1
        elif d == 0 and t.text == "=":
            return True
        if d == 0 and t.kind == "id":
            words.append(t.text)
    if not words:
        return True
    lead = [w for w in words if w not in ("typedef", "static", "const", "volatile", "extern",
                                         "__device__", "__constant__", "__host__", "constexpr",
                                         "__align__", "alignas", "__shared__")]
    if lead and lead[0] in ("struct", "union", "class", "enum"):
        # struct X { } is an aggregate; struct X f() { } is a function (no parens before,
        # other than an attribute's: struct __align__(8) { })
        return not any(t.text == "(" for t in _without_spec_args(_without_attributes(head)))
    if lead and lead[0] in ("namespace",):
        return False
    return "typedef" in words


def split_program(tokens: list[Token], dialect: str) -> ProgramSyntax:
    prog = ProgramSyntax(dialect)
    _split(tokens, 0, len(tokens), (), prog)
    return prog


def _split(toks: list[Token], i: int, end: int, ns: tuple, prog: ProgramSyntax) -> None:
    while i < end:
        t = toks[i]
        x = t.text
        if t.kind == "pragma" or x == ";":
            i += 1
            continue
        if x == "}" and t.kind == "punct":  # stray closing brace
            i += 1
            continue
        if x == "namespace" and t.kind == "id":
            j = i + 1
            names = []
            while j < end and (toks[j].kind == "id" or toks[j].text == "::"):
                if toks[j].kind == "id":
                    names.append(toks[j].text)
                j += 1
            if j < end and toks[j].text == "{":
                close = _match_brace(toks, j, end)
                _split(toks, j + 1, close, ns + tuple(names), prog)
                i = close + 1
                continue
            i = _find_chunk_end(toks, i)
            continue
        if x == "extern" and i + 2 < end and toks[i + 1].kind == "str" and \
                toks[i + 2].text == "{":
            close = _match_brace(toks, i + 2, end)
            _split(toks, i + 3, close, ns, prog)
            i = close + 1
            continue
        j = min(_find_chunk_end(toks, i), end)
        if j <= i:
            j = i + 1
        start = i
        i = j
        for chunk_toks in hoist_member_templates(toks[start:j]):
            try:
                _classify(chunk_toks, ns, prog)
            except WarpsmithError:
                prog.chunks.append(Chunk("host", chunk_toks, ns))


def _match_brace(toks: list[Token], i: int, end: int) -> int:
    depth = 0
    while i < end:
        if toks[i].text == "{" and toks[i].kind == "punct":
            depth += 1
        elif toks[i].text == "}" and toks[i].kind == "punct":
            depth -= 1
            if depth == 0:
                return i
        i += 1
    return end


def _depth0_index(toks: list[Token], text: str, start: int = 0) -> int:
    d = 0
    for k in range(start, len(toks)):
        t = toks[k]
        if t.kind != "punct":
            continue
        if t.text == text and d == 0:
            return k
        if t.text in ("(", "[", "{"):
            d += 1
        elif t.text in (")", "]", "}"):
            d -= 1
    return -1


_NOT_NAMES = {"__launch_bounds__", "__attribute__", "__align__", "alignas", "__declspec",
              "decltype", "sizeof", "__cluster_dims__", "__maxnreg__"}


def _scan_launches(toks: list[Token], prog: ProgramSyntax, host: str | None = None,
                   host_tparams: tuple = (), head_end: int = 0) -> None:
    """Find ``name<targs><<<cfg>>>(`` and ``name<<<cfg>>>(`` in host tokens (and, for
    resolving template arguments of launches in host templates, ``name<targs>(``). A
    function's head (``toks[:head_end]``: ``template <> void run<float>(float* p)``, an
    explicit specialization) calls nothing."""
    n = len(toks)
    for k in range(head_end, n):
        t = toks[k]
        if t.kind != "id":
            continue
        j = k + 1
        targs: list = []
        if j < n and toks[j].text == "<" and not (j + 1 < n and toks[j + 1].text == "<"):
            depth = 1
            cur: list = []
            j += 1
            while j < n and depth:
                x = toks[j].text
                if x in (";", "{", "}"):  # `i < n; ...`: a comparison, not template args
                    break
                if x == "<":
                    depth += 1
                elif x == ">":
                    depth -= 1
                elif x == ">>":
                    depth -= 2
                if depth == 1 and x == ",":
                    targs.append(cur)
                    cur = []
                elif depth >= 1:
                    cur.append(toks[j])
                elif depth < 0:
                    break
                elif x == ">>":
                    # `k<Traits<64, float>><<<`: the first '>' closes the inner list
                    cur.append(Token("punct", ">", toks[j].loc))
                j += 1
            if depth != 0:
                continue
            if cur:
                targs.append(cur)
        if j < n and toks[j].text == "(" and k > 0 and (targs or t.text in prog.template_funcs):
            # a call through an object (`fa->allreduce<float>(..)`, `obj.template
            # run<T>(..)`) can only call a member function template
            member = toks[k - 1].text in (".", "->") or (
                toks[k - 1].text == "template" and k > 1 and toks[k - 2].text in (".", "->"))
            prog.host_calls.append(HostTemplateCall(t.text, targs, host, host_tparams,
                                                    _call_args(toks, j), t, toks, k, member))
        if targs and j < n and toks[j].text in (",", ")", ";", "}", ":") and \
                (k == 0 or toks[k - 1].text not in (".", "->")):
            # `name<targs>` as a value (`auto f = &k<T, 4>;`, a table `{k<1>, k<2>}`, a
            # launch helper's argument): taking a kernel's address instantiates it
            prog.kernel_refs.append(Launch(t.text, t, targs, [], host, host_tparams, None,
                                           toks, k))
            # (a host function template named as a value, `return run<4, float>;`, is
            # instantiated too: a binding of its launches)
            prog.host_calls.append(HostTemplateCall(t.text, targs, host, host_tparams, None,
                                                    t, toks, k))
        if not targs and t.text in prog.template_funcs and j < n and \
                toks[j].text in (";", ",", ")", ":") and k > 0 and \
                toks[k - 1].text in ("return", "="):
            # a host function template named without arguments as a value (`return
            # dequantize_row_q4_0_cuda;` in a function returning a function pointer): its
            # arguments are deduced from the pointer's type (templates.fnptr_target)
            prog.host_calls.append(HostTemplateCall(t.text, [], host, host_tparams, None,
                                                    t, toks, k))
        if not (j + 1 < n and toks[j].text == "<<" and toks[j + 1].text == "<"):
            continue
        j += 2
        depth = 0
        cfg: list = [[]]
        while j < n:
            x = toks[j].text
            if depth == 0 and x in (">>", ">") and (x == ">>" and j + 1 < n and
                                                   toks[j + 1].text == ">"):
                break
            if x in ("(", "[", "{"):
                depth += 1
            elif x in (")", "]", "}"):
                depth -= 1
            if depth == 0 and x == ",":
                cfg.append([])
            else:
                cfg[-1].append(toks[j])
            j += 1
        args = _call_args(toks, j + 2) if j + 2 < n and toks[j + 2].text == "(" else None
        prog.launches.append(Launch(t.text, t, targs, cfg, host, host_tparams, args, toks, k))


def _call_args(toks: list[Token], j: int) -> list:
    """The argument token lists of the call whose '(' is ``toks[j]`` (a comma inside a
    template-id constructed or called in an argument, ``L<3, 4>()``, does not split)."""
    depth = 0
    out: list = [[]]
    skip_to = -1
    for i in range(j, len(toks)):  # not toks[j:]: a copy of the rest for every call
        t = toks[i]
        x = t.text
        if i <= skip_to:
            out[-1].append(t)
            continue
        if x == "<" and depth == 1 and i > j and toks[i - 1].kind == "id":
            close = _template_id_close(toks, i)
            if close is not None:
                skip_to = close
                out[-1].append(t)
                continue
        if x in ("(", "[", "{"):
            depth += 1
            if depth == 1:
                continue
        elif x in (")", "]", "}"):
            depth -= 1
            if depth == 0:
                break
        if depth == 1 and x == ",":
            out.append([])
        else:
            out[-1].append(t)
    return [a for a in out if a] if out != [[]] else []


def _template_id_close(toks: list[Token], i: int) -> int | None:
    """``toks[i]`` is a '<' after a name: the index of the '>' (or '>>') closing it as a
    template argument list when what follows is a construction or call (``(``, ``{``) or a
    scope (``::``), else None (a less-than)."""
    close = matching_angle(toks, i, (";", "{", "}", "&&", "||"))
    if close is None or close + 1 >= len(toks):
        return None
    return close if toks[close + 1].text in ("(", "{", "::") else None


def template_ids(toks: list[Token], at: int, prog: ProgramSyntax):
    """Each ``id<args>`` after ``toks[at]`` whose arguments read as template arguments, in
    order: (index of the id, the arguments, the parser standing after the ``>``)."""
    for k in range(at + 1, len(toks) - 1):
        if toks[k].kind != "id" or toks[k + 1].text != "<":
            continue
        p = prog.parser(toks[k + 1:])
        try:
            targs = p.template_args()
        except WarpsmithError:
            continue
        yield k, targs, p


def _explicit_instantiation(toks: list[Token], at: int, ns: tuple, prog: ProgramSyntax,
                            kind: str) -> None:
    """An explicit instantiation ``template __global__ void k<32>(float*);`` (its
    ``template`` at ``toks[at]``) as a chunk of ``kind``: the name is the ``id<..>``
    followed by the parameters (``template std::vector<int> run<int>(int);`` returns a
    class template instance)."""
    for k, targs, p in template_ids(toks, at, prog):
        if p.tok.text != "(":
            continue
        prog.chunks.append(Chunk(kind, toks, ns, name=toks[k].text, name_tok=toks[k],
                                 syntax=targs))
        return


def _classify(toks: list[Token], ns: tuple, prog: ProgramSyntax) -> None:
    if len(toks) > 2 and toks[0].text == "extern" and toks[1].text == "template" and \
            toks[2].text != "<":
        # `extern template void run<64, 0>(..);`: an explicit instantiation declaration
        # instantiates nothing here (C++ [temp.explicit]): it names an instance another
        # file defines, read only where the file itself makes none (templates.py)
        _explicit_instantiation(toks, 1, ns, prog, "extern_instantiation")
        return
    dialect = prog.dialect
    template = None
    template_toks = None
    body = toks
    if toks[0].text == "template" and toks[0].kind == "id":
        if len(toks) > 1 and toks[1].text == "<":
            p = prog.parser(toks)
            p.local_types = [set()]
            try:
                template = p.template_params()
            except WarpsmithError as e:
                g = next((k for k, t in enumerate(toks) if t.text == "__global__"), None)
                name = next((k for k in range(g or 0, len(toks) - 1) if toks[k].kind == "id"
                             and toks[k + 1].text == "("), None) if g is not None else None
                if name is not None and dialect == CUDA:
                    # a kernel whose template head we cannot read: reading it reports why
                    prog.chunks.append(Chunk("function", toks, ns, [], None, toks[name].text,
                                             toks[name], True, True, error=e))
                    return
                _scan_launches(toks, prog)
                prog.chunks.append(Chunk("host", toks, ns))
                return
            template_toks = toks[:p.pos]
            body = toks[p.pos:]
            if not body:
                return
        else:
            from .member_inst import member_instantiation
            if len(toks) > 3 and toks[1].text in ("class", "struct") and \
                    toks[2].kind == "id" and toks[3].text == "<":
                # `template class Map<int, float>;`: an instance of a class template whose
                # host methods may launch kernels (class_chain.py)
                prog.chunks.append(Chunk("class_instantiation", toks, ns, name=toks[2].text,
                                         name_tok=toks[2]))
                return
            if not member_instantiation(toks, 0, ns, prog, Chunk):
                _explicit_instantiation(toks, 0, ns, prog, "instantiation")
            return
    words = [t.text for t in body if t.kind == "id"]
    head_end = _depth0_index(body, "{")
    first = next((w for w in words if w not in (
        "static", "const", "volatile", "extern", "inline", "__device__", "__constant__",
        "__host__", "constexpr", "__forceinline__", "__align__", "typedef")), None)
    is_func_def = body[-1].text == "}" and head_end > 0 and not _is_aggregate(body[:head_end])
    if body[0].text == "using" and len(body) > 3 and body[2].text == "=" and \
            _fnptr_alias(body):
        # `[template <class T>] using kq_t = void (*)(const void*, T*);`: a function
        # pointer type, usable as a template parameter's type (`kq_t<T> op`)
        prog.fnptr_types.add(body[1].text)
        prog.typenames.add(body[1].text)
        prog.fnptr_sigs[body[1].text] = (template, body)
        return
    if body[0].text == "using":
        if len(body) > 3 and body[2].text == "=" and template is not None and \
                body[1].kind == "id":
            # an alias template, `template <class T> using vec4_t = vec_n_t<T, 4>;`: a
            # template type name whose arguments bind the aliased type (semantic pass)
            prog.typenames.add(body[1].text)
            prog.classes.add(body[1].text)
            prog.chunks.append(Chunk("aliastemplate", body, ns, template, template_toks,
                                     body[1].text, body[1]))
        elif len(body) > 3 and body[2].text == "=":
            prog.typenames.add(body[1].text)
            prog.chunks.append(Chunk("typedef", body, ns, name=body[1].text))
        return
    if body[0].text == "typedef" and _fnptr_typedef(body):
        # a function pointer type: usable only as a template parameter's type
        prog.fnptr_types.add(_fnptr_typedef(body))
        prog.typenames.add(_fnptr_typedef(body))
        prog.fnptr_sigs[_fnptr_typedef(body)] = (template, body)
        return
    if body[0].text == "typedef" and dialect == CUDA and template is None and \
            _typedef_of_class(body, head_end, ns, prog):
        return
    if body[0].text == "typedef":
        name = _typedef_name(body)
        if name:
            prog.typenames.add(name)
        if head_end > 0:
            agg_name = body[head_end - 1].text if body[head_end - 1].kind == "id" and \
                body[head_end - 1].text not in ("struct", "union", "enum") else None
            if agg_name and dialect == CUDA:
                # C++ makes a struct's tag a type name; OpenCL C (C99) does not, so a
                # variable may share it (``typedef struct kp {..} kp_t; kp_t *kp``)
                prog.typenames.add(agg_name)
        prog.chunks.append(Chunk("typedef", body, ns, name=name))
        return
    if first in ("struct", "union", "class", "enum") and not is_func_def:
        k = words.index(first)
        agg_name = words[k + 1] if k + 1 < len(words) else None
        if agg_name in ("__align__", "alignas", "__attribute__", "__declspec"):
            agg_name = _name_after_attributes(body, first)
        if first == "enum":
            agg_name = _enum_name(body)
        has_methods = False
        if head_end > 0:
            close = _match_brace(body, head_end, len(body))
            inner = body[head_end + 1:close]
            has_methods = first != "enum" and _has_methods(inner)
        if agg_name and agg_name not in ("__align__", "alignas") and first != "enum" and \
                (head_end < 0 or body[head_end - 1].text == agg_name or
                 body[head_end - 1].text == ")" or _derived(body, agg_name, head_end)) and \
                (dialect == CUDA or first == "class"):
            prog.typenames.add(agg_name)
        elif first == "enum" and agg_name and head_end > 0:
            prog.typenames.add(agg_name)
        if agg_name and head_end > 0 and dialect == CUDA:
            inner = body[head_end + 1:_match_brace(body, head_end, len(body))]
            prog.member_types.update(f"{agg_name}::{n}" for n in _member_type_names(inner))
        if template is not None or has_methods or first == "class":
            if agg_name:
                prog.classes.add(agg_name)
            if head_end > 0:
                _member_templates(body[head_end + 1:_match_brace(body, head_end, len(body))],
                                  prog)
            if template is None and head_end > 0:
                _nested_classes(body[head_end + 1:_match_brace(body, head_end, len(body))],
                                ns, prog)
            if has_methods and not any(w in ("__device__", "__global__") for w in words):
                _scan_class_launches(body, head_end, ns, prog)  # launches in host methods
            elif has_methods and template and agg_name and head_end > 0:
                # a class template with device methods: its host methods' launches are
                # bound by the instances of the class the file names (class_chain.py)
                from .class_chain import scan_class_template_launches
                scan_class_template_launches(body, head_end, agg_name, template, prog)
            prog.chunks.append(Chunk("class", body, ns, template, template_toks, agg_name))
            return
        kind = "aggregate"
        if any(w in _DEVICE_VAR_WORDS[dialect] for w in words):
            kind = "var"
        prog.chunks.append(Chunk(kind, body, ns, name=agg_name))
        return
    if is_func_def and template == [] and _function_specialization(body, head_end, ns, prog):
        return
    if is_func_def:
        paren = _find_name_paren(body[:head_end])
        if paren < 0:
            _scan_launches(body, prog, head_end=head_end if template == [] else 0)
            # (a free operator template keeps its head: CxxMixin._cxx_outside reads it)
            prog.chunks.append(Chunk("host", body, ns, template, template_toks))
            return
        name_tok = body[paren - 1]
        head_words = [t.text for t in body[:paren] if t.kind == "id"]
        qualified = paren >= 2 and body[paren - 2].text == "::"
        if qualified and "__global__" in head_words:
            # ``template <..> __global__ void ns::k(..) {..}``: kernels are never class
            # members, so the qualifier names namespaces: the kernel of ``namespace ns``
            q = paren - 2
            quals: list = []
            while q >= 1 and body[q].text == "::" and body[q - 1].kind == "id":
                quals.insert(0, body[q - 1].text)
                q -= 2
            ns = ns + tuple(quals)
            qualified = False
        if "operator" in head_words:
            qualified = True
        if dialect == OPENCL:
            device = True
            kernel = "__kernel" in head_words or "kernel" in head_words
        else:
            device = "__global__" in head_words or "__device__" in head_words
            kernel = "__global__" in head_words
        if not device:
            _scan_launches(body, prog, name_tok.text if template else None,
                           tuple(tp.name for tp in template or ()), head_end)
        c = Chunk("function" if not qualified else "host", body, ns, template, template_toks,
                  name_tok.text, name_tok, device, kernel)
        if template is not None:
            prog.template_funcs.add(name_tok.text)
        prog.chunks.append(c)
        return
    if body[-1].text == "}":
        _scan_launches(body, prog)
        prog.chunks.append(Chunk("host", body, ns))
        return
    # ends with ';': prototype or variable
    eq = _depth0_index(body, "=")
    paren = _find_name_paren(body if eq < 0 else body[:eq])
    if paren > 0 and (eq < 0 or paren < eq) and _looks_prototype(body, paren) and \
            not _fnptr_variable(body, paren):
        if template is not None and body[paren - 1].kind == "id":
            prog.template_funcs.add(body[paren - 1].text)
        prog.chunks.append(Chunk("prototype", body, ns, template, template_toks,
                                 body[paren - 1].text))
        return
    if template and "constexpr" in words and eq > 0 and body[eq - 1].kind == "id":
        # a variable template, `template <class T, class... Ts> constexpr bool is_any =
        # (std::is_same_v<T, Ts> || ...);`: its value per binding (semantic pass);
        # `__host__ __device__` on it (vLLM's quant_type_max_v) changes nothing: a
        # constant's value is the same on both sides
        prog.var_templates.add(body[eq - 1].text)
        prog.chunks.append(Chunk("vartemplate", body, ns, template, template_toks,
                                 body[eq - 1].text, body[eq - 1]))
        return
    if any(w in _DEVICE_VAR_WORDS[dialect] for w in words) or \
            (dialect == OPENCL and "const" in words) or \
            (dialect == CUDA and body[0].text == "texture" and body[1].text == "<"):
        # (a CUDA texture reference is device state although it carries no __device__)
        prog.chunks.append(Chunk("var", body, ns, template))
        return
    if "const" in words or "constexpr" in words:
        if template is None:
            _scan_launches(body, prog)  # a table of kernel instances
        prog.chunks.append(Chunk("const", body, ns, template))
        return
    _scan_launches(body, prog)
    prog.chunks.append(Chunk("host", body, ns))


def _function_specialization(body: list[Token], head_end: int, ns: tuple,
                             prog: ProgramSyntax) -> bool:
    """``template <> __device__ void f<16>(..) {..}``: an explicit specialization of a
    device function template, kept as chunk kind "fspec" (the body without ``<16>``, the
    template arguments in ``spec_args``); the semantic pass uses it for the calls whose
    binding it matches. Kernels keep the scan's own handling."""
    words = {t.text for t in body[:head_end] if t.kind == "id"}
    if "__global__" in words or "__device__" not in words:
        return False
    for k in range(head_end - 1):
        if body[k].kind != "id" or body[k + 1].text != "<" or body[k].text == "operator":
            continue
        p = prog.parser(body[k + 1:head_end])
        try:
            targs = p.template_args()
        except WarpsmithError:
            return False
        close = k + 1 + p.pos
        if close >= head_end or body[close].text != "(":
            return False
        prog.chunks.append(Chunk("fspec", body[:k + 1] + body[close:], ns, None, None,
                                 body[k].text, body[k], True, False, spec_args=targs))
        return True
    paren = _find_name_paren(body[:head_end])
    if paren > 0 and body[paren - 1].text in prog.template_funcs:
        # `template <> __device__ float to(float v)`: the arguments are deduced from the
        # signature (spec_args None; templates.specialization_for)
        prog.chunks.append(Chunk("fspec", body, ns, None, None, body[paren - 1].text,
                                 body[paren - 1], True, False, spec_args=None))
        return True
    return False


def _derived(body: list[Token], name: str, head_end: int) -> bool:
    """``struct D : B {``: a class with a base (a type name; reading it is refused)."""
    for k in range(head_end - 1):
        if body[k].text == name and body[k + 1].text == ":":
            return True
    return False


def _enum_name(body: list[Token]) -> str | None:
    """The name of ``enum [class] Name [: type] {..}`` (None when anonymous)."""
    k = next(i for i, t in enumerate(body) if t.text == "enum")
    k += 1
    if k < len(body) and body[k].text in ("class", "struct"):
        k += 1
    if k + 1 < len(body) and body[k].kind == "id" and body[k + 1].text in ("{", ":", ";"):
        return body[k].text
    return None


def _looks_prototype(body: list[Token], paren: int) -> bool:
    # a prototype has a type before the name; `dim3 grid(16, 16);` is a host variable
    inner_end = _depth0_index(body, ")", paren + 1) if paren + 1 < len(body) else -1
    if inner_end < 0:
        return False
    inner = body[paren + 1:inner_end]
    if not inner:
        return True
    if inner[0].kind in ("num", "str", "char"):
        return False
    return True


def _find_name_paren(head: list[Token]) -> int:
    d = 0
    k = 0
    while k < len(head):
        t = head[k]
        if t.kind == "punct" and t.text == "(" and d == 0:
            if k > 0 and head[k - 1].kind == "id" and head[k - 1].text not in _NOT_NAMES:
                return k
            k = matching_paren(head, k)  # skip the attribute's parentheses
        elif t.text == "<" and k > 0 and head[k - 1].text == "template":
            pass
        k += 1
    return -1


def nested_class_at(inner: list[Token], k: int) -> int:
    """End (index after its ``;``) of the nested class definition ``class X { .. };`` /
    ``struct X : B { .. };`` (with methods, or a ``class``) that starts at ``inner[k]``; -1
    when none starts there (a data member of a struct type, ``struct X x;``, a forward
    declaration or a plain nested struct, which the member-type reading keeps)."""
    if inner[k].text not in ("class", "struct") or k + 2 >= len(inner) or \
            inner[k + 1].kind != "id" or inner[k + 2].text not in ("{", ":", "final"):
        return -1
    head = _depth0_index(inner, "{", k)
    if head < 0:
        return -1
    close = _match_brace(inner, head, len(inner))
    if close + 1 >= len(inner) or inner[close + 1].text != ";":
        return -1  # `struct X {..} x;`: also declares a member
    if inner[k].text == "struct" and not _has_methods(inner[head + 1:close]):
        return -1
    return close + 2


def _member_type_names(inner: list[Token]) -> list[str]:
    """The names of the member types a class body's tokens ``inner`` declare: nested
    ``struct``/``class``/``union``/``enum`` definitions and declarations, ``typedef``s and
    ``using X = ..;`` aliases (not data members of a struct type, ``struct X x;``)."""
    out, d, start = [], 0, True
    for k, t in enumerate(inner):
        if d == 0 and start:
            out += _member_type_at(inner, k)
        if t.text in ("{", "(", "["):
            d += 1
        elif t.text in ("}", ")", "]"):
            d -= 1
        start = d == 0 and t.text in (";", "}", ":", "{")
    return out


def _member_type_at(inner: list[Token], k: int) -> list[str]:
    """The member type name(s) declared by the member starting at ``inner[k]``."""
    x, n = inner[k].text, len(inner)
    nxt = inner[k + 1] if k + 1 < n else None
    if x == "enum" and nxt is not None:
        j = k + 2 if nxt.text in ("class", "struct") else k + 1
        return [inner[j].text] if j < n and inner[j].kind == "id" else []
    if x in ("struct", "class", "union") and nxt is not None and nxt.kind == "id" and \
            k + 2 < n and inner[k + 2].text in ("{", ":", "final", ";"):
        return [nxt.text]
    if x == "using" and nxt is not None and nxt.kind == "id" and k + 2 < n and \
            inner[k + 2].text == "=":
        return [nxt.text]
    if x == "typedef":
        end = _depth0_index(inner, ";", k)
        name = _typedef_name(inner[k:end if end > 0 else n])
        return [name] if name else []
    return []


def _member_level_templates(inner: list[Token]):
    """The positions of ``template <`` at member level (outside every bracket) of a class
    body's tokens ``inner``."""
    d = 0
    for k, t in enumerate(inner):
        if t.text in ("{", "(", "["):
            d += 1
        elif t.text in ("}", ")", "]"):
            d -= 1
        elif d == 0 and t.text == "template" and k + 1 < len(inner) and \
                inner[k + 1].text == "<":
            yield k


def _member_templates(inner: list[Token], prog: ProgramSyntax) -> None:
    """Names of a class's member templates (``template <int n> T get(..)``): in
    ``obj.get<8>(..)`` the ``<`` opens template arguments (C++ finds the name by lookup)."""
    for k in _member_level_templates(inner):
        head = _depth0_index(inner, "(", k + 2)
        while head > 0 and inner[head - 1].kind != "id":
            head = _depth0_index(inner, "(", head + 1)
        if head > 0 and _depth0_index(inner[k:head], ";") < 0:
            prog.template_funcs.add(inner[head - 1].text)


def _scan_class_launches(body: list[Token], head_end: int, ns: tuple,
                         prog: ProgramSyntax) -> None:
    """The launches and host template calls in a class's host methods. Those inside a
    member function template defined in the class (``template <typename T> void run(T* p)
    { k<T><<<..>>>(p); }``) belong to that host template: it becomes a chunk of kind
    "member" (found by ``templates.host_template_envs`` like a free host template), and
    its launches are bound by its calls (none in the file: C++ makes no instance)."""
    close = _match_brace(body, head_end, len(body)) if head_end >= 0 else len(body)
    members = _member_function_templates(body[head_end + 1:close], ns, prog) \
        if head_end >= 0 else []
    inside = {id(t) for m in members for t in m.toks}
    marks = (len(prog.launches), len(prog.host_calls), len(prog.kernel_refs))
    _scan_launches(body, prog)
    for attr, mark in zip(("launches", "host_calls", "kernel_refs"), marks):
        found = getattr(prog, attr)
        found[mark:] = [x for x in found[mark:] if id(x.tok) not in inside]
    for m in members:
        _scan_launches(m.toks, prog, m.name, tuple(tp.name for tp in m.template),
                       _depth0_index(m.toks, "{"))
        prog.chunks.append(m)


def _member_function_templates(inner: list[Token], ns: tuple,
                               prog: ProgramSyntax) -> list:
    """Chunks (kind "member") of the host member function templates a class body defines:
    ``template <..> R name(..) {..}`` at member level, neither ``__device__`` nor
    ``__global__`` (device methods are the class lowering's)."""
    out: list = []
    for k in _member_level_templates(inner):
        if k == 0 or inner[k - 1].text in (";", "}", ":", "{"):
            m = _member_function_template(inner, k, ns, prog)
            if m is not None:
                out.append(m)
    return out


def _member_function_template(inner: list[Token], k: int, ns: tuple, prog: ProgramSyntax):
    p = prog.parser(inner[k:])
    p.local_types = [set()]
    try:
        template = p.template_params()
    except WarpsmithError:
        return None
    body = inner[k + p.pos:]
    brace, semi = _depth0_index(body, "{"), _depth0_index(body, ";")
    if brace < 0 or (0 <= semi < brace):
        return None
    body = body[:_match_brace(body, brace, len(body)) + 1]
    paren = _find_name_paren(body[:brace])
    words = {t.text for t in body[:brace] if t.kind == "id"}
    if paren < 1 or body[paren - 1].kind != "id" or words & {
            "__device__", "__global__", "struct", "class", "union", "operator"}:
        return None
    return Chunk("member", body, ns, template, inner[k:k + p.pos], body[paren - 1].text,
                 body[paren - 1])


def _nested_classes(inner: list[Token], ns: tuple, prog: ProgramSyntax) -> None:
    """Nested classes with methods (``class Range { class Iterator {..}; .. };``, XGBoost's
    ``common.h``) become classes of their own at file scope, as the class lowering makes
    every member type (``docs/cxx-classes.md``): C++ scopes the name in the class, a
    simplification that holds while no two classes nest a class of the same name."""
    k, d, start = 0, 0, True
    while k < len(inner):
        t = inner[k]
        if d == 0 and start:
            end = nested_class_at(inner, k)
            if end > 0:
                _classify(inner[k:end], ns, prog)
                k = end
                continue
        if t.text in ("{", "(", "["):
            d += 1
        elif t.text in ("}", ")", "]"):
            d -= 1
        start = d == 0 and t.text in (";", "}", ":", "{")
        k += 1


_TAG_WORDS = ("struct", "union", "class", "enum")


def _braced_member_init(inner: list[Token], k: int) -> bool:
    """Whether the ``{`` at ``inner[k]`` (at the class body's own level) opens a braced
    default member initializer (``int c{5};``, ``float v[2]{1, 2};``), not the body of a
    nested ``struct``/``union``/``enum`` (``__extension__ union {``, ``enum E : int {``)."""
    j = k - 1
    while j >= 0 and inner[j].text not in (";", "{", "}"):
        if inner[j].text in _TAG_WORDS:
            return False
        j -= 1
    prev = inner[k - 1] if k > 0 else None
    return prev is not None and (prev.kind == "id" or prev.text == "]")


def _has_methods(inner: list[Token]) -> bool:
    d = 0
    for k, t in enumerate(inner):
        if t.text in ("(",) and d == 0 and k > 0 and inner[k - 1].kind == "id" and \
                inner[k - 1].text not in _NOT_NAMES:
            return True
        if t.text == "{" and d == 0 and _braced_member_init(inner, k):
            return True  # `int c{5};`, a braced default member initializer: as `=` below
        if t.text in ("{", "[", "("):
            d += 1
        elif t.text in ("}", "]", ")"):
            d -= 1
        if t.text in ("virtual", "operator", "public", "private", "protected"):
            return True
        if t.text == "=" and d == 0:  # a default member initializer: read as a class
            return True
    return False


def _name_after_attributes(body: list[Token], keyword: str) -> str | None:
    """The class name of ``struct __align__(16) name {`` (attributes with parenthesized
    arguments skipped)."""
    k = next(i for i, t in enumerate(body) if t.text == keyword) + 1
    while k < len(body) and body[k].text in ("__align__", "alignas", "__attribute__",
                                             "__declspec"):
        if k + 1 < len(body) and body[k + 1].text == "(":
            k = matching_paren(body, k + 1) + 1
        else:
            k += 1
    return body[k].text if k < len(body) and body[k].kind == "id" else None


def _fnptr_variable(body: list[Token], paren: int) -> bool:
    """Whether ``body[paren]`` opens ``(*name)(..)``: a function-pointer variable
    (``__device__ float (*d_f)(float) = f;``), not a prototype."""
    t = [x.text for x in body[paren + 1:paren + 5]]
    return len(t) == 4 and t[0] == "*" and body[paren + 2].kind == "id" and \
        t[2] == ")" and t[3] == "("


def _fnptr_alias(body: list[Token]) -> bool:
    """``using name = R (*)(..);``"""
    return any(body[k].text == "(" and body[k + 1].text == "*" and body[k + 2].text == ")"
               and body[k + 3].text == "(" for k in range(3, len(body) - 3))


def _fnptr_typedef(body: list[Token]) -> str | None:
    """``typedef R (*name)(..);``: the name, else None."""
    for k in range(len(body) - 4):
        if body[k].text == "(" and body[k + 1].text == "*" and body[k + 2].kind == "id" \
                and body[k + 3].text == ")" and body[k + 4].text == "(":
            return body[k + 2].text
    return None


def _typedef_of_class(body: list[Token], head_end: int, ns: tuple,
                      prog: ProgramSyntax) -> bool:
    """``typedef struct [TAG] { .. methods .. } NAME;`` (exllamav3's ``half4``): the class
    ``struct TAG { .. };`` (TAG is NAME when absent) and, when NAME differs, ``typedef TAG
    NAME;``. False (nothing done) for any other typedef."""
    if head_end < 2 or body[1].text not in ("struct", "union", "class") or \
            len(body) < 3 or body[-1].text != ";" or body[-2].kind != "id":
        return False
    close = _match_brace(body, head_end, len(body))
    if close != len(body) - 3 or not _has_methods(body[head_end + 1:close]):
        return False
    name_tok = body[-2]
    tag_tok = body[head_end - 1] if body[head_end - 1].kind == "id" and \
        body[head_end - 1].text not in ("struct", "union", "class") else None
    head = body[1:head_end]
    if tag_tok is None:
        tag_tok = name_tok
        head = head + [name_tok]
    _classify(head + body[head_end:close + 1] + [body[-1]], ns, prog)
    if tag_tok.text != name_tok.text:
        _classify([body[0], tag_tok, name_tok, body[-1]], ns, prog)
    return True


def _typedef_name(body: list[Token]) -> str | None:
    # the last identifier at depth 0 before ';' (skipping array sizes), or (*name) pointers
    d = 0
    name = None
    for t in body:
        if t.text in ("(", "[", "{"):
            d += 1
        elif t.text in (")", "]", "}"):
            d -= 1
        elif d == 0 and t.kind == "id" and t.text not in ("__attribute__", "__align__"):
            name = t.text
    if name is None:
        for k, t in enumerate(body):
            if t.text == "*" and k + 1 < len(body) and body[k + 1].kind == "id":
                return body[k + 1].text
    return name
