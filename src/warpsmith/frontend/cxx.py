"""C++ in device code, lowered to what the IR has (see ``docs/cxx-classes.md``).

:class:`CxxMixin` is mixed into :class:`.semantic.Semantic`. It reads

* classes and structs with methods: the data members become a plain ``StructType``; a
  method ``S::f`` becomes a device function ``S_f(S* self, ...)`` (``S self`` by value for a
  ``const`` method, no ``self`` for a ``static`` one); a constructor becomes a function
  ``S_ctor(...)`` that returns the struct built field by field (default member initializers,
  then the member-initializer list, in declaration order, then the body); member and free
  operators are functions named ``S_operator_add``, ``operator_add`` ...;
* overloaded functions, resolved by argument types (:meth:`CxxMixin.cxx_resolve`);
* struct values in expressions (``S{a, b}``, ``(S){a, b}``, ``return {a, b};``): a generated
  function ``S_init<n>`` that returns the braced value;
* lambdas: a closure struct (captured variables by value, or a pointer for ``&``
  captures) and a device function ``<fn>_lambda<k>(closure, params...)``; GNU statement
  expressions ``({ ...; e; })`` are lambdas capturing everything by reference, called once;
* ``__syncthreads()`` inside an expression: a call of a generated function holding the
  barrier.
"""

from __future__ import annotations

import re

from dataclasses import field, replace

from ..ir.record import record
from ..ir import nodes as N
from ..ir.errors import SemanticError, SyntaxErrorAt, Unsupported, WarpsmithError
from ..ir.types import (
    F32, F64, I32, VOID, AddressSpace, ArrayType, PointerType, ScalarType, StructType,
    Type, VectorType, VoidType, integer_promote,
)
from .cxx_convop import BUILTIN_THROUGH_CONVERSION, conversion_operator
from .cxx_delegate import (
    deduces_all, delegate_stmt, delegation, empty_tag_const, is_empty_init, is_empty_tag,
    note_broken, refuse_if_viable)
from .cxx_dtor import destructor_error, refuse_destructed
from .cxx_inherit import inherits_nothing
from .cxx_refarray import ref_array_member
from . import cxx_refmember as refmember
from .cxx_static_only import refuse_object, static_only_class
from .lexer import Token, matching_brace, matching_paren
from .crtp import ClassBeingDefined
from .parser import Chunk, Declarator, ParamSyn, Spec, Syn, TypeName, nested_class_at
from .selfref import (
    calls_on_self, keeping_methods, keeps_this, mark_reference_alias_casts, mark_reference_aliases,
    note_reference_alias,
    returns_own_storage,
)

OPERATOR_WORDS = {
    "+": "add", "-": "sub", "*": "mul", "/": "div", "%": "mod", "==": "eq", "!=": "ne",
    "<": "lt", ">": "gt", "<=": "le", ">=": "ge", "&": "and", "|": "or", "^": "xor",
    "<<": "shl", ">>": "shr", "!": "not", "~": "compl", "&&": "land", "||": "lor",
    "+=": "add_assign", "-=": "sub_assign", "*=": "mul_assign", "/=": "div_assign",
    "%=": "mod_assign", "&=": "and_assign", "|=": "or_assign", "^=": "xor_assign",
    "<<=": "shl_assign", ">>=": "shr_assign", "=": "assign", "[]": "index",
    "()": "call", "++": "inc", "--": "dec",
}
_HEAD_WORDS = {"explicit", "inline", "__inline__", "__forceinline__", "constexpr",
               "__noinline__", "friend"}
SELF = "self"


class IncompleteClass(SemanticError):
    """Class ``name`` named where its layout is needed while its members are still being
    read: in a member alias of the class itself (``using it = Cursor<View>;``), read again
    once the struct is known; anywhere else (``struct Node { Node n; }``) the error."""

    def __init__(self, name: str, loc):
        super().__init__(f"incomplete type '{name}' (a class that holds its own type is not "
                         "read)", loc)
        self.name = name


def _template_head_end(toks: list[Token]) -> int:
    """The index of the ``>`` that closes ``template <..>`` at the start of ``toks`` (angle
    brackets counted outside parentheses, ``>>`` closing two); past the end when none."""
    depth = paren = 0
    for k, t in enumerate(toks[1:], 1):
        if t.text in ("(", "["):
            paren += 1
        elif t.text in (")", "]"):
            paren -= 1
        elif paren == 0 and t.text == "<":
            depth += 1
        elif paren == 0 and t.text in (">", ">>"):
            depth -= len(t.text)
            if depth <= 0:
                return k
    return len(toks)


def _stored(info: ClassInfo) -> set:
    """The data members of a read class that hold their values in the object (not
    pointers)."""
    return {n for n, t in (info.struct.fields if info.struct is not None else ())
            if not isinstance(t, PointerType)}


def _self_param(cls: str, tok: Token, by_value: bool, const: bool = False) -> ParamSyn:
    """A method's ``self``: ``S self`` (a const method's copy of its object), ``S* self``,
    or ``const S* self`` (a const method that keeps its object's address)."""
    if by_value:
        return ParamSyn(Spec(tok, cls), Declarator(SELF, tok))
    return ParamSyn(Spec(tok, cls, const=const), Declarator(SELF, tok, ptrs=[set()]))


def _past_noexcept(toks: list[Token], k: int) -> int:
    """The index after an exception specification ``noexcept`` / ``noexcept(expr)`` at
    ``toks[k]`` (``~Span() noexcept(true) = default;``); ``k`` when there is none."""
    if k < len(toks) and toks[k].text == "noexcept":
        k += 1
        if k < len(toks) and toks[k].text == "(":
            k = matching_paren(toks, k) + 1
    return k


def _loc(tok) -> N.SourceLoc:
    return tok.where if tok is not None else N.NOLOC


@record(frozen=False)
class ClassInfo:
    """What :class:`CxxMixin` knows of one class: its struct, methods and constructors."""

    name: str
    tok: Token
    struct: StructType | None = None
    methods: dict = field(default_factory=dict)  # name -> [Chunk]
    ctors: list = field(default_factory=list)
    defaults: dict = field(default_factory=dict)  # field name -> initializer Syn
    fields: list = field(default_factory=list)  # (name, tok) in declaration order
    decl_defaults: dict = field(default_factory=dict)  # (method, n params) -> [default Syn]
    implicit_ctor: bool = False  # the constructor made for default member initializers
    broken: dict = field(default_factory=dict)  # method name -> its reading error
    #: ((least, most) argument counts, error) of each constructor that did not read
    broken_ctors: list = field(default_factory=list)
    declared: set = field(default_factory=set)  # methods declared in the class body
    later: list | None = None  # constructors met in the body, read once all members are known
    bases: set = field(default_factory=set)  # names of its (non-virtual) base classes
    base_ctors: list = field(default_factory=list)  # (base class, its field names) to construct
    nested: set = field(default_factory=set)  # names of its nested classes with methods
    field_align: list = field(default_factory=list)  # (member, alignment beyond its type)
    scope: dict = field(default_factory=dict)  # its member types and constants, by name
    destructor: object = None  # a destructor with a body: its refusal (cxx_dtor.py)
    crtp: bool = False  # named as its own base's template argument (crtp.ClassBeingDefined)
    #: const method name -> the tokens of its bodies; the const methods that keep `this`
    #: (selfref.py: they take `const S* self`)
    const_bodies: dict = field(default_factory=dict)
    keeps: set = field(default_factory=set)
    #: member aliases of reference types (`using reference = T&;`): selfref.py
    ref_aliases: set = field(default_factory=set)
    const_ref_aliases: set = field(default_factory=set)  # those of const (selfref.py)
    #: const methods returning a reference or a pointer (selfref.py: `const S* self`)
    addr_methods: set = field(default_factory=set)
    #: its reference data members (cxx_refmember.py: pointers read through)
    ref_members: set = field(default_factory=set)


def _replace_operator(toks: list[Token]) -> tuple[list[Token], str | None]:
    """``toks`` with ``operator +`` as the one name token ``operator_add``."""
    for k, t in enumerate(toks):
        if t.kind == "id" and t.text == "operator":
            j = k + 1
            op = ""
            while j < len(toks) and toks[j].kind == "punct" and not (
                    toks[j].text == "(" and op not in ("(",) and (op or j + 1 < len(toks)
                                                                  and toks[j + 1].text != ")")):
                op += toks[j].text
                j += 1
                if op in ("()", "[]"):
                    break
            if op not in OPERATOR_WORDS:
                what = " ".join(x.text for x in toks[k:j + 1])
                raise Unsupported(f"'{what}' (conversion operators and this operator are not "
                                  "read)", _loc(t))
            name = "operator_" + OPERATOR_WORDS[op]
            return toks[:k] + [Token("id", name, t.loc, t.bol, t.space, t.expanded_at)] + \
                toks[j:], name
    return toks, None


def class_members(toks: list[Token], open_: int, close: int):
    """The members of the class body between the braces at ``toks[open_]`` and
    ``toks[close]``, in order, as ``(index, member tokens)``; a nested class with methods
    as ``(index, None)`` (the parser reads it as a class of its own). Access specifiers and
    empty declarations are skipped."""
    i = open_ + 1
    while i < close:
        t = toks[i]
        if t.text in ("public", "private", "protected") and i + 1 < close and \
                toks[i + 1].text == ":":
            i += 2
            continue
        if t.text == ";":
            i += 1
            continue
        nested = nested_class_at(toks[:close], i)
        if nested > 0:
            yield i, None
            i = nested
            continue
        j = _member_ends(toks, i, close)
        yield i, toks[i:j]
        i = j


def _member_ends(toks: list[Token], i: int, end: int) -> int:
    """Index after the class member starting at ``i`` (a ``;`` or a method body)."""
    depth = 0
    seen_paren = trailing = False
    while i < end:
        x = toks[i].text
        if x in ("(", "["):
            if x == "(" and depth == 0:
                seen_paren = True
            depth += 1
        elif x in (")", "]"):
            depth -= 1
        elif x == "->" and depth == 0 and seen_paren:
            trailing = True  # `auto f() const -> Arr<T, S<N>::value> {`: the body follows
        elif x == "{":
            if depth == 0 and seen_paren and i > 0 and (trailing or
                    toks[i - 1].text in (")", "}", "const", "noexcept", "override", "final")):
                k, d = i, 0
                while k < end:
                    d += {"{": 1, "}": -1}.get(toks[k].text, 0)
                    k += 1
                    if d == 0:
                        break
                if k < end and toks[k].text == ";":
                    k += 1
                return k
            depth += 1
        elif x == "}":
            depth -= 1
        elif x == ";" and depth == 0:
            return i + 1
        i += 1
    return end


#: words followed by a parenthesized list that are not a method's name
ATTRIBUTE_WORDS = frozenset({"__attribute__", "__align__", "alignas", "__declspec",
                             "__launch_bounds__"})


def method_paren(toks: list[Token]) -> int | None:
    """Index of the ``(`` opening a method declaration's parameter list: the first after
    an identifier that is not an attribute's (flashinfer's ``FLASHINFER_INLINE`` is
    ``inline __attribute__((always_inline)) __device__``; taking the attribute's ``(``
    made ``void add(const float x)`` a const method, its object passed by value and its
    changes lost)."""
    return next((k for k, t in enumerate(toks) if t.text == "(" and k > 0 and
                 toks[k - 1].kind == "id" and toks[k - 1].text not in ATTRIBUTE_WORDS),
                None)


def _is_const_method(toks: list[Token], paren: int) -> bool:
    close = matching_paren(toks, paren)
    k = close + 1
    while k < len(toks) and toks[k].text not in ("{", ";", ":", "="):
        if toks[k].text == "const":
            return True
        k += 1
    return False


class CxxMixin:
    """C++ classes, overloading, constructors, lambdas (mixed into ``Semantic``)."""

    # ------------------------------------------------------------------ loading
    def cxx_load(self) -> None:
        """Note the non-template class chunks (read on first use)."""
        self.cxx_classes: dict[str, ClassInfo] = {}
        self.cxx_owner: dict[str, tuple] = {}  # function name -> (ClassInfo, mode)
        self.cxx_chunks: dict[int, tuple] = {}  # id(method chunk) -> (ClassInfo, mode)
        self.cxx_lambdas: dict = {}  # closure struct name -> cxx_lambda.LambdaInfo
        self.cxx_makers: dict[tuple, str] = {}
        self.cxx_count = 0
        self.cxx_pending: dict[str, Chunk] = {}
        self.cxx_plain_bases: dict[str, list] = {}  # struct without methods -> its bases
        self.cxx_const_by_address: set = set()  # id() of const methods taking `self*`
        self.cxx_variants: dict[tuple, Chunk] = {}
        for c in self.prog.chunks:
            # (`template <> class S<half> {..}` is a specialization of a class template,
            # not a class named S: templates.py reads it)
            if c.kind == "class" and c.name and c.template is None and \
                    c.name not in self.cxx_pending and not _is_sdk_shared(c):
                self.cxx_pending[c.name] = c  # read when device code first names it

    def cxx_load_outside(self) -> None:
        """After the file-scope types: out-of-line methods and free operators."""
        for c in self.prog.chunks:
            if c.kind != "host" or not _device_head(c.toks):
                continue
            try:
                self._cxx_outside(c)
            except WarpsmithError as e:
                if c.name:
                    self.type_errors.setdefault(c.name, e)

    def cxx_get(self, name: str) -> ClassInfo | None:
        """The class ``name`` (read on first use: host-only classes are never read), or
        None when there is none or it does not read (its error is then the type's)."""
        info = self.cxx_classes.get(name)
        if info is not None:
            return info
        c = getattr(self, "cxx_pending", {}).pop(name, None)
        if c is None:
            return None
        try:
            with self.in_namespace(c.ns):
                self._cxx_class(c)
        except IncompleteClass as e:
            if e.name == name or not self._cxx_being_read(e.name):
                self.type_errors[c.name] = e
                self.classes.pop(c.name, None)
                self.cxx_classes.pop(c.name, None)
                return None
            # it names a class still being read (`using it = Cursor<View_float>;` in
            # View_float): not this class's error, and it reads once that one is complete
            self.cxx_classes.pop(c.name, None)
            self.cxx_pending[c.name] = c
            raise
        except WarpsmithError as e:
            self.cxx_classes.pop(c.name, None)
            with self.in_namespace(c.ns):
                info = static_only_class(self, c, e, ClassInfo)  # a host class's statics
            if info is not None:
                self.cxx_classes[c.name] = info
                return info
            self.type_errors[c.name] = e
            self.classes.pop(c.name, None)
            return None
        return self.cxx_classes.get(name)

    def cxx_struct(self, name: str, tok) -> StructType | None:
        """The struct of class ``name`` (None: not a class read here)."""
        info = self.cxx_get(name)
        if info is None:
            return None
        if info.struct is None and getattr(self, "cxx_in_targs", 0) and (
                info.crtp or getattr(self, "cxx_reading_bases", 0)):
            # `struct Square : Shape<Square>` (CRTP): the class being defined as a template
            # argument of its base (and then of its members: `using Base = Shape<Square>;`),
            # its struct not known yet (templates._instance_tokens spells it by name,
            # resolved where the base's methods are read, after the class is); named
            # elsewhere (`using it = Cursor<View>;` in View), IncompleteClass defers the
            # member until the class is complete
            info.crtp = True
            ClassBeingDefined.where[name] = _loc(tok)
            return ClassBeingDefined(name)
        if info.struct is None:
            raise IncompleteClass(name, _loc(tok))
        return info.struct

    def _cxx_class(self, c: Chunk) -> None:
        toks = c.toks
        open_ = next((k for k, t in enumerate(toks) if t.text == "{"), -1)
        if open_ < 0:
            return
        colon = next((k for k in range(open_) if toks[k].text == ":" and
                      toks[k].kind == "punct"), None)
        close = open_
        d = 0
        for close in range(open_, len(toks)):
            d += {"{": 1, "}": -1}.get(toks[close].text, 0)
            if d == 0:
                break
        info = ClassInfo(c.name, c.name_tok or toks[0], later=[])
        self.cxx_classes[c.name] = info
        deferred: list = []  # member aliases that name the class itself
        ctx = self._global_ctx()
        fields = [] if colon is None else self._cxx_bases(info, toks[colon + 1:open_], ctx)
        for i, member in class_members(toks, open_, close):
            if member is None:
                self._cxx_nested(toks[i + 1], info)  # a class of its own (parser)
                continue
            words = {x.text for x in member if x.kind == "id"}
            if member[0].text == "friend" and member[-1].text == ";" and \
                    not any(x.text == "(" for x in member):
                # `friend class Range;`, `friend It<V, true>;`: access is not checked here
                continue
            if "virtual" in words:
                v = next(x for x in member if x.text == "virtual")
                raise Unsupported("virtual function (no virtual dispatch in device code)",
                                  _loc(v))
            if "friend" in words and self._cxx_is_method(member, c.name):
                if member[-1].text in ("}", ";") and any(x.text == "{" for x in member):
                    self._cxx_friend(member, c)  # an inline friend: a free function
                continue
            tparams = None
            if member[0].text == "template" and len(member) > 1 and member[1].text == "<":
                tp = self.parser(member)
                tp.local_types = [set()]
                try:
                    tparams = tp.template_params()  # a member template (method only)
                except (SemanticError, SyntaxErrorAt) as e:
                    # `template <class C, class = std::enable_if_t<..>> Span(C& c)`: a
                    # member template whose parameters do not read is an error only where
                    # it is called (as a method that does not read)
                    rest = member[_template_head_end(member) + 1:]
                    if not rest or not self._cxx_is_method(rest, c.name):
                        raise
                    k = next((k for k, x in enumerate(rest) if x.text == "(" and k > 0), 1)
                    info.broken.setdefault(rest[k - 1].text, e)
                    continue
                member = member[tp.pos:]
                if not self._cxx_is_method(member, c.name):
                    raise Unsupported("member template that is not a method",
                                      _loc(member[0]))
            if self._cxx_is_method(member, c.name):
                try:
                    self._cxx_method(info, member, c, tparams)
                except WarpsmithError as e:
                    # a method that fails to read is an error only where it is called (a
                    # host-only method never is)
                    k = next((k for k, x in enumerate(member) if x.text == "(" and k > 0), 1)
                    info.broken.setdefault(member[k - 1].text, e)
                continue
            note_reference_alias(info.ref_aliases, member, info.const_ref_aliases)
            before = (dict(self.types), dict(self.consts))
            anon = self._cxx_anon_member(member, ctx, len(fields))
            if anon is not None:
                fields.append(anon)
                continue
            try:
                if member[0].text in ("using", "typedef", "struct", "union", "enum") and \
                        self._cxx_member_type(member, ctx, info.name):
                    self._cxx_keep_scope(info, *before)
                    self._cxx_keep_alias(info, member)
                    continue
            except IncompleteClass as e:
                if e.name != c.name or member[0].text not in ("using", "typedef"):
                    raise
                deferred.append(member)  # read once the struct is known (selfref.py)
                continue
            except (SemanticError, SyntaxErrorAt, Unsupported) as e:
                if not self._cxx_unread_alias(member, e) and \
                        not inherits_nothing(self, info, member):
                    raise
                continue
            if member[0].text in ("template", "friend", "class"):
                raise Unsupported(f"'{member[0].text}' inside a class", _loc(member[0]))
            fields.extend(self._cxx_fields(info, member, ctx))
            self._cxx_keep_scope(info, *before)
        key = next((t.text for t in toks[:open_] if t.text in ("struct", "class", "union")),
                   "struct")
        info.struct = StructType(  # (a union overlaps its members)
            c.name, tuple(fields), key == "union", "", self.head_alignment(toks[:open_], ctx),
            tuple(info.field_align))
        self.structs[c.name] = info.struct
        self.struct_order.setdefault(c.name, len(self.struct_order))
        for member in deferred:
            before = (dict(self.types), dict(self.consts))
            self._cxx_member_type(member, ctx, info.name)
            self._cxx_keep_scope(info, *before)
        self._cxx_pin_keeping(info)
        later, info.later = info.later, None
        for args in later:  # a constructor may name members declared after it
            try:
                self._cxx_add_ctor(info, *args)
            except WarpsmithError as e:
                info.broken.setdefault(info.name, e)
                note_broken(info, args[1], e)
        if not info.ctors and (info.defaults or info.base_ctors) and \
                info.name not in info.broken:
            info.implicit_ctor = True  # aggregate initialization still applies
            self._cxx_add_ctor(info, Spec(info.tok, c.name), Declarator(
                c.name, info.tok, params=[]), [], Syn("block", info.tok, stmts=[]))

    def _cxx_pin_keeping(self, info: ClassInfo) -> None:
        """The class's const methods that keep the object's address (``{this, 0}``, see
        selfref.py) take ``const S* self`` instead of a copy of the object."""
        info.keeps = keeping_methods(info.const_bodies, info.addr_methods, _stored(info))
        for name in info.keeps:
            for mc in info.methods.get(name, ()):
                if mc.cxx[1] != "value":
                    continue
                spec, d, body = mc.syntax
                d.params[0] = _self_param(info.name, d.params[0].decl.tok, False, True)
                mc.cxx = (info, "pointer", name)
                self.cxx_const_by_address.add(id(mc))  # (still const for overloading)
                self.cxx_chunks[id(mc)] = mc.cxx[:2]

    def _cxx_unread_alias(self, member: list[Token], e: WarpsmithError) -> bool:
        """``using reverse_iterator = std::reverse_iterator<iterator>;`` (xgboost's Span):
        a member alias of a host type that does not read is skipped, its error raised where
        device code names it (as templates.py's ``_defer_alias`` does for class templates).
        False where the member is not such an alias, or its name already means a type (the
        methods would see that one instead of the error)."""
        if not (len(member) > 3 and member[0].text == "using" and member[1].kind == "id" and
                member[2].text == "="):
            return False
        name = member[1].text
        if name in self.types or name in self.structs or name in self.classes:
            return False
        self.type_errors[name] = e
        return True

    def _cxx_being_read(self, name: str) -> bool:
        """Whether class ``name`` is being read now (its struct not yet known)."""
        info = self.cxx_classes.get(name)
        return info is not None and info.struct is None

    def _cxx_nested(self, name: Token, info: ClassInfo) -> None:
        """A nested class with methods: the parser made it a class of its own (in a class
        template's instance, ``nested.nested_classes_of_instance`` did); one that neither
        made is not read, its name then a type whose use is refused with the reason."""
        info.nested.add(name.text)
        if name.text not in self.classes:
            self.type_errors.setdefault(name.text, Unsupported(
                f"nested class '{name.text}' of class template instance '{info.name}' (a "
                "class with methods inside a class template is not read)", _loc(name)))

    def _cxx_base_index(self, info: ClassInfo, name: str) -> int | None:
        """The base with constructors that an initializer-list name builds: the base's
        own name, or a member alias of it (`using Base = Reducer<T, 1, M, 1>;`)."""
        alias = info.scope.get(name)
        for k, (bname, _, _) in enumerate(info.base_ctors):
            if name == bname or (isinstance(alias, StructType) and alias.name == bname):
                return k
        return None

    def _cxx_base_decl(self, bname: str, tmp: str, given, btok, tok) -> Syn:
        """``Base tmp(args);`` (``given``: the initializer list's name token and
        arguments) or ``Base tmp;``, which needs a default constructor."""
        spec = Spec(tok, bname, base_tok=tok)
        if given is None or not given[1] or (isinstance(given[1], Syn) and
                                             not given[1].items):
            base = self.cxx_classes[bname]
            if not any(self._cxx_param_types(c, []) is not None for c in base.ctors):
                raise Unsupported(f"base class '{bname}' without a default constructor",
                                  _loc(btok))
            return Syn("decl", tok, spec=spec, items=[(Declarator(tmp, tok), None)])
        nt, v = given
        init = v if isinstance(v, Syn) else Syn(
            "ctor", nt, type=TypeName(Spec(nt, bname, base_tok=nt), Declarator(None, nt)),
            args=list(v))
        return Syn("decl", nt, spec=spec, items=[(Declarator(tmp, nt), init)])

    def _cxx_keep_scope(self, info: ClassInfo, types: dict, consts: dict) -> None:
        """The member types and constants a member just declared (at file scope, where
        the next class's of the same name replace them) kept as the class's own: its
        methods and ``Cls::name`` see these (:meth:`cxx_scope_into`)."""
        for table, before in ((self.types, types), (self.consts, consts)):
            for k, v in table.items():
                if before.get(k) is not v:
                    info.scope[k] = v

    def _cxx_keep_alias(self, info: ClassInfo, member: list[Token]) -> None:
        """The alias ``using X = ..;`` a member declares, kept as the class's own also when
        the file-scope ``X`` already was the same type (:meth:`_cxx_keep_scope` sees no
        change then: a nested class's ``using Element = Element_;`` under its enclosing
        instance's own, which the next instance's replaces at file scope)."""
        if len(member) > 3 and member[0].text == "using" and member[1].kind == "id" and \
                member[2].text == "=" and isinstance(self.types.get(member[1].text), Type):
            info.scope[member[1].text] = self.types[member[1].text]

    def cxx_scope_into(self, ctx, info: ClassInfo) -> None:
        """Bind a class's member types and constants (its bases' first) in the context of
        one of its methods, over the file-scope ones of the same name: two classes may
        each declare ``typedef float T;`` or ``static constexpr int N``."""
        for b in sorted(info.bases):
            base = self.cxx_classes.get(b) if b else None
            if base is not None and base is not info:
                self.cxx_scope_into(ctx, base)
        for k, v in info.scope.items():
            if isinstance(v, Type):
                ctx.tbind[k] = v
            elif isinstance(v, N.Const):
                ctx.tbind[k], ctx.tparam_types[k] = v.value, v.type

    def cxx_scoped_const(self, cls: str, name: str):
        """``Cls::name``: the constant class ``cls`` (or a base) declares, else None."""
        info = self.cxx_get(cls) if cls in self.cxx_classes or cls in \
            getattr(self, "cxx_pending", {}) else None
        seen = set()
        while info is not None and info.name not in seen:
            seen.add(info.name)
            v = info.scope.get(name)
            if isinstance(v, N.Const):
                return v
            info = next((self.cxx_classes.get(b) for b in sorted(info.bases)
                         if b in self.cxx_classes), None)
        return None

    def _cxx_bases(self, info: ClassInfo, toks: list[Token], ctx) -> list:
        """Non-virtual base classes: their data members (first, in order) and default
        member initializers become the derived class's; a base's methods are found by
        calls on the derived object (:meth:`cxx_methods`), called on its base part."""
        p = self.parser(toks)
        specs = []
        while not p.at_eof():
            while p.tok.text in ("public", "protected", "private"):
                p.advance()
            if p.tok.text == "virtual":
                raise Unsupported("virtual inheritance", _loc(p.tok))
            specs.append((p.tok, p.decl_specs()))
            if not p.accept(","):
                break
        self.cxx_reading_bases = getattr(self, "cxx_reading_bases", 0) + 1
        try:
            fields = self.base_fields(specs, ctx)
            for tok, spec in specs:
                self._cxx_base_info(info, tok, spec, ctx)
        finally:
            self.cxx_reading_bases -= 1
        for fname, _ in fields:
            info.fields.append((fname, toks[0]))
        return list(fields)

    def _cxx_base_info(self, info: ClassInfo, tok, spec, ctx) -> None:
        """Record base ``spec`` of class ``info``: its name, and how it is built (by the
        constructor an initializer list names, else its default member initializers)."""
        base = self.cxx_get(spec.base) if isinstance(spec.base, str) else None
        if base is None and not isinstance(spec.base, str):
            # a class template instance (`: public Reducer<T, 1, M, 1>`): its class
            t = self.spec_type(spec, ctx)
            base = self._cxx_info(t)
        if base is not None and base.ctors and not base.implicit_ctor:
            # a base with constructors is built by the one the initializer list names
            # (`: Base(params, lane)`), else by its default constructor
            info.base_ctors.append((base.name, [f for f, _ in base.fields], tok))
            info.bases.add(base.name)
        elif base is not None:
            info.defaults.update(base.defaults)
        info.bases.add(base.name if base is not None else
                       spec.base if isinstance(spec.base, str) else "")

    @staticmethod
    def _cxx_is_method(member: list[Token], cls: str) -> bool:
        d = 0
        for k, t in enumerate(member):
            if t.text == "=" and d == 0 and not (k > 0 and member[k - 1].text == "operator"):
                return False
            if t.text == "(" and d == 0 and k > 0 and (
                    member[k - 1].kind == "id" or member[k - 1].kind == "punct" and
                    any(x.text == "operator" for x in member[:k])):
                if _pointer_in_parens(member, k) or member[k - 1].text in (
                        "__align__", "__attribute__", "alignas", "__declspec"):
                    # `float (*p)[4][2];` (a data member), `__attribute__((always_inline))
                    # T& operator[](..)` (an attribute before a method's name)
                    d += 1
                    continue
                return True
            if t.text in ("(", "[", "{"):
                d += 1
            elif t.text in (")", "]", "}"):
                d -= 1
        return False

    def _cxx_member_type(self, member: list[Token], ctx, cls: str = "") -> bool:
        """A member type (``enum { N = 4 };``, ``struct In { .. };``, ``typedef float T;``,
        ``using T = float;``), known at file scope from here on (a simplification: C++
        scopes it in the class; the class keeps its own, :meth:`_cxx_keep_scope`); False
        when the member also declares data members. An unnamed struct or union named by
        the alias (``using Alias_type = union {..};``, flash-attn's ``Vec<T, N>``) is
        ``CLS_Alias_type``: each class (each instance of a class template) has its own."""
        p = self.parser(member)
        if member[0].text == "using":
            d = p.using_decl()
        else:
            d = p.declaration()
        if getattr(d, "spec", None) is None:
            # `using Base::Base;` (inheriting constructors), `using Base::f;`: base class
            # methods are not inherited here
            raise Unsupported("using-declaration of a base class member (inheriting "
                              "constructors or methods)", _loc(member[0]))
        if "typedef" in d.spec.storage:
            names = [it[0].name for it in d.items if it[0].name]
            if cls and getattr(d.spec.base, "kind", None) in ("struct", "union") and \
                    not getattr(d.spec.base, "name", None):
                names = [f"{cls}_{n}" for n in names]
            base = self.spec_type(d.spec, ctx, names)
            for decl, _ in d.items:
                if decl.name:
                    self.types[decl.name] = self.apply_declarator(base, d.spec, decl, ctx)
            return True
        if d.items:
            return False
        self.spec_type(d.spec, ctx)
        return True

    def _cxx_anon_member(self, member: list[Token], ctx, index: int) -> tuple | None:
        """``union { .. };`` / ``struct { .. };`` in a class: an anonymous member, a field
        of its own named ANON_MEMBER + ``index`` whose members are reached through it (as
        in a plain struct, semantic.ANON_MEMBER); None for any other member."""
        if len(member) < 4 or member[0].text not in ("struct", "union") or \
                member[1].text != "{" or member[-1].text != ";" or \
                matching_brace(member, 1) != len(member) - 2:
            return None
        from .semantic import ANON_MEMBER
        p = self.parser(member)
        base = self.spec_type(p.decl_specs(), ctx)
        if not isinstance(base, StructType):
            raise Unsupported("anonymous member", _loc(member[0]))
        return f"{ANON_MEMBER}{index}", base

    def _cxx_fields(self, info: ClassInfo, member: list[Token], ctx) -> list:
        p = self.parser(member)
        spec = p.decl_specs()
        out = []
        if "static" in spec.storage:
            # static constant data member: a file-scope constant
            while not p.at_eof() and not p.at(";"):
                d = p.declarator()
                init = p.initializer() if p.accept("=") or p.at("{") else None
                if init is None:
                    raise Unsupported("static data member without an initializer",
                                      _loc(d.tok))
                t = self.apply_declarator(self.spec_type(spec, ctx), spec, d, ctx)
                if is_empty_tag(t) and "constexpr" in spec.storage and is_empty_init(init):
                    self.consts[d.name] = empty_tag_const(t, _loc(d.tok))
                    if not p.accept(","):
                        break
                    continue
                if not isinstance(t, ScalarType):
                    raise Unsupported("static data member of non-scalar type", _loc(d.tok))
                from .semantic import wrap
                self.consts[d.name] = N.Const(wrap(self.const_value(init, ctx), t), t,
                                              loc=_loc(d.tok))
                if not p.accept(","):
                    break
            return out
        base = self.spec_type(spec, ctx)
        while True:
            d = p.declarator()
            if p.at(":"):
                raise Unsupported("bit-field", _loc(p.tok))
            t = self.apply_declarator(base, spec, d, ctx)
            if d.ref and d.arrays and isinstance(t, ArrayType):
                # `Frag (&m)[8]`: a pointer to the first element (cxx_refarray.py)
                t = ref_array_member(self, info.name, t, d, _loc(d.tok))
            elif d.ref:  # `T &r;`: a pointer read through (cxx_refmember.py)
                t = refmember.member_type(self, t, spec, info.name, d.name)
                info.ref_members.add(d.name)
            if p.accept("=") or p.at("{"):
                info.defaults[d.name] = p.initializer()
            a = self.member_alignment(spec, d, ctx)
            if a:
                info.field_align.append((d.name, a))
            out.append((d.name, t))
            info.fields.append((d.name, d.tok))
            if not p.accept(","):
                break
        return out

    def _cxx_method(self, info: ClassInfo, member: list[Token], c: Chunk,
                    tparams: list | None = None) -> None:
        # (`if constexpr` in the body keeps its word: only the branch taken is read; so
        # does a `static constexpr` local, a read-only table like a constexpr one)
        toks = conversion_operator(member) or member
        toks = [t for k, t in enumerate(toks) if not (
            t.kind == "id" and t.text in _HEAD_WORDS and
            not (t.text == "constexpr" and k > 0 and toks[k - 1].text in ("if", "static")
                 and _in_body(toks, k)))]
        toks, op = _replace_operator(toks)
        paren = method_paren(toks)
        if paren is None:
            raise SemanticError("expected a method declarator", _loc(toks[0]))
        const = _is_const_method(toks, paren)
        name_tok = toks[paren - 1]
        if paren >= 2 and toks[paren - 2].text == "~":
            close = _past_noexcept(toks, matching_paren(toks, paren) + 1)
            rest = [t.text for t in toks[close:]]
            if rest not in (["{", "}"], [";"], ["{", "}", ";"], ["=", "default", ";"]):
                # (objects of the class are refused where device code makes them: the
                # error kept as a method's would never be raised, no call names it)
                info.destructor = destructor_error(info.name, _loc(name_tok))
            return
        is_ctor = name_tok.text == info.name and op is None and all(
            t.kind == "id" and t.text in ("__device__", "__host__") for t in toks[:paren - 1])
        p = self.parser(toks)
        p.local_types = [{tp.name for tp in tparams or [] if tp.is_type} | info.nested]
        if is_ctor:
            spec = Spec(name_tok, info.name, base_tok=name_tok)
            if any(t.text == "constexpr" for t in member):
                spec.storage.add("constexpr")  # (constant expressions run it: const_call)
            p.pos = paren - 1
        else:
            spec = p.decl_specs()
            if any(t.text == "constexpr" for t in member[:paren + 1]):
                spec.storage.add("constexpr")  # (its locals and assignments: const_call)
        d = p.declarator()
        if d.params is None:
            raise SemanticError("expected a method declarator", _loc(name_tok))
        if is_ctor and any(t.text == "explicit" for t in member):
            d.cxx_explicit = True  # (no implicit conversion through it: _cxx_viable_ctor)
        spec = p.trailing_return(spec, d)
        mark_reference_aliases(info.ref_aliases, spec, d, tparams, info.const_ref_aliases)
        inits = []
        if is_ctor and p.accept(":"):
            while True:
                nt = p.expect_id()
                if p.at("{"):
                    inits.append((nt, p.initializer()))
                else:
                    p.expect("(")
                    args = []
                    if not p.at(")"):
                        args.append(p.assign_expr())
                        while p.accept(","):
                            args.append(p.assign_expr())
                    p.expect(")")
                    inits.append((nt, args))
                if not p.accept(","):
                    break
        if not p.at("{"):
            # a declaration only (defined out of line), `= default`, `= delete`
            info.decl_defaults[(d.name, len(d.params))] = [q.default for q in d.params]
            info.declared.add(d.name)
            if is_ctor and p.accept("=") and p.at("default") and not d.params:
                self._cxx_add_ctor(info, spec, d, [], Syn("block", name_tok, stmts=[]))
            return
        body = p.block()
        mark_reference_alias_casts(info.ref_aliases, body, tparams)
        for q, dflt in zip(d.params, info.decl_defaults.get((d.name, len(d.params)), [])):
            if q.default is None:
                q.default = dflt
        if is_ctor:
            # (a constructor template, `template <class Params> S(Params& p, ..)`
            # (flash-attn's Reducer), is instantiated per deduced binding like a method)
            self._cxx_add_ctor(info, spec, d, inits, body, tparams)
            return
        static = "static" in spec.storage
        fname = f"{info.name}_{d.name}"
        if const and not static:
            info.const_bodies.setdefault(d.name, []).append(toks[paren:])
            if d.ref or d.ptrs:
                info.addr_methods.add(d.name)  # (an address into its object: selfref.py)
        # a const method takes a copy of the object, unless it keeps the object's address
        # (selfref.py; out of line, the class is complete: the methods that do are known)
        keeps = const and not static and info.struct is not None and (
            bool(d.ref or d.ptrs) and returns_own_storage(toks[paren:], _stored(info))
            or keeps_this(toks[paren:]) or calls_on_self(toks[paren:], info.keeps))
        if keeps:
            info.keeps.add(d.name)
        by_value = const and not keeps
        if not static:
            d.params = [_self_param(info.name, name_tok, by_value, keeps)] + d.params
        mc = Chunk("function", c.toks, c.ns, tparams, None, fname, name_tok, True, False,
                   syntax=(spec, d, body))
        mc.cxx = (info, "static" if static else "value" if by_value else "pointer", d.name)
        if const and not by_value:
            self.cxx_const_by_address.add(id(mc))
        self.cxx_chunks[id(mc)] = mc.cxx[:2]
        info.methods.setdefault(d.name, []).append(mc)

    def _cxx_add_ctor(self, info, spec, d, inits, body, tparams=None) -> None:
        if info.later is not None:
            info.later.append((spec, d, inits, body, tparams))
            return
        if any(nt.text == info.name for nt, _ in inits):
            return self._cxx_add_delegating(info, spec, d, inits, body, tparams)
        tok = d.tok
        given = {nt.text: (nt, v) for nt, v in inits}
        base_args: dict = {}  # index in info.base_ctors -> (name token, arguments)
        for nt, v in list(inits):
            k = self._cxx_base_index(info, nt.text)
            if k is not None:
                base_args[k] = (nt, v)
                inits.remove((nt, v))
                given.pop(nt.text, None)
                continue
            if nt.text in info.bases:
                if v and not (isinstance(v, Syn) and not v.items):
                    raise Unsupported("a base class constructor with arguments (of a base "
                                      "without constructors)", _loc(nt))
                # `Base()`: for a base without constructors its members' default
                # initializers
                inits.remove((nt, v))
                given.pop(nt.text, None)
                continue
            if nt.text not in {f for f, _ in info.fields}:
                raise SemanticError(f"'{nt.text}' is not a member of '{info.name}'",
                                    _loc(nt))
        stmts = [Syn("decl", tok, spec=Spec(tok, info.name, base_tok=tok),
                     items=[(_raw_declarator(tok), None)])]
        built = set()
        for k, (bname, bfields, btok) in enumerate(info.base_ctors):
            # `Base(args)` (or `Base()` written or implied: the default constructor): the
            # base built by its constructor, its members copied into the derived object
            tmp = f"{SELF}_base{k}"
            stmts.append(self._cxx_base_decl(bname, tmp, base_args.get(k), btok, tok))
            for f in bfields:
                lhs = Syn("member", tok, b=Syn("id", tok, name=SELF, qual=[], targs=None),
                          name=f, arrow=False)
                rhs = Syn("member", tok, b=Syn("id", tok, name=tmp, qual=[], targs=None),
                          name=f, arrow=False)
                stmts.append(Syn("expr", tok, e=Syn("assign", tok, op=None, lhs=lhs,
                                                     rhs=rhs)))
                built.add(f)
        for fname, ftok in info.fields:
            if fname in built and fname not in given:
                continue
            member = Syn("member", ftok, b=Syn("id", ftok, name=SELF, qual=[], targs=None),
                         name=fname, arrow=False)
            if fname in given and fname in info.ref_members:
                nt, v = given[fname]
                value = v.items[0] if isinstance(v, Syn) and len(v.items) == 1 else \
                    v[0] if isinstance(v, list) and len(v) == 1 else None
                if value is None:
                    raise SemanticError(f"reference member '{fname}' takes one initializer",
                                        _loc(nt))
                stmts.append(Syn("expr", nt, e=refmember.bind_syntax(nt, member, value)))
            elif fname in given:
                nt, v = given[fname]
                if isinstance(v, Syn):  # x{...}
                    rhs = v
                elif len(v) == 1:
                    rhs = v[0]
                else:
                    rhs = Syn("cxx_construct_field", nt, args=v, field=fname,
                              cls=info.name)
                # (a member initializer is a direct initialization: an explicit
                # constructor may take it)
                stmts.append(Syn("expr", nt, e=Syn("assign", nt, op=None, lhs=member,
                                                    rhs=rhs, direct=True)))
            elif fname in info.defaults:
                stmts.append(Syn("expr", ftok, e=Syn("assign", ftok, op=None, lhs=member,
                                                      rhs=info.defaults[fname])))
        refmember.refuse_unbound(info, set(given), tok)
        stmts.extend(body.stmts)
        stmts.append(Syn("return", tok, value=Syn("id", tok, name=SELF, qual=[],
                                                   targs=None)))
        new_body = Syn("block", body.tok, stmts=stmts)
        for q, dflt in zip(d.params, info.decl_defaults.get((d.name, len(d.params)), [])):
            if q.default is None:
                q.default = dflt
        mc = Chunk("function", [tok], self.ns_now, tparams, None, f"{info.name}_ctor", tok,
                   True, False, syntax=(spec, d, new_body))
        mc.cxx = (info, "ctor", info.name)
        self.cxx_chunks[id(mc)] = mc.cxx[:2]
        info.ctors.append(mc)

    def _cxx_add_delegating(self, info, spec, d, inits, body, tparams) -> None:
        """A delegating constructor (``S(int x) : S(tag, x) {}``, cxx_delegate.py): the
        target constructor builds ``self``, then the body runs."""
        nt, args = delegation(info, inits)
        tok = d.tok
        stmts = [Syn("decl", tok, spec=Spec(tok, info.name, base_tok=tok),
                     items=[(_raw_declarator(tok), None)]),
                 delegate_stmt(info, nt, args, SELF), *body.stmts,
                 Syn("return", tok, value=Syn("id", tok, name=SELF, qual=[], targs=None))]
        for q, dflt in zip(d.params, info.decl_defaults.get((d.name, len(d.params)), [])):
            if q.default is None:
                q.default = dflt
        mc = Chunk("function", [tok], self.ns_now, tparams, None, f"{info.name}_ctor", tok,
                   True, False, syntax=(spec, d, Syn("block", body.tok, stmts=stmts)))
        mc.cxx = (info, "ctor", info.name)
        self.cxx_chunks[id(mc)] = mc.cxx[:2]
        info.ctors.append(mc)

    def _cxx_friend(self, member: list[Token], c: Chunk) -> None:
        """``friend __device__ S operator*(float, S) { .. }`` defined in a class."""
        toks = [t for t in member if t.text != "friend"]
        if not any(t.text == "__device__" for t in toks):
            return
        new, name = _replace_operator(toks)
        paren = next(k for k, t in enumerate(new) if t.text == "(" and k > 0 and
                     new[k - 1].kind == "id")
        name = new[paren - 1].text
        fc = Chunk("function", new, c.ns, None, None, name, new[paren - 1], True, False)
        self.funcs.setdefault(name, []).append(fc)

    def _cxx_outside(self, c: Chunk) -> None:
        """An out-of-line method ``T S::f(..) {..}`` or a free ``operator+``."""
        toks = c.toks
        head_end = next((k for k, t in enumerate(toks) if t.text == "{"), len(toks))
        for k in range(1, head_end - 1):
            if toks[k].text == "::" and toks[k - 1].text in self.cxx_pending.keys() | \
                    self.cxx_classes.keys() and k + 1 < len(toks) and \
                    toks[k + 1].kind in ("id", "punct"):
                info = self.cxx_get(toks[k - 1].text)
                if info is None:
                    return
                self._cxx_method(info, toks[:k - 1] + toks[k + 1:], c)
                return
        if any(t.text == "operator" for t in toks[:head_end]) and \
                not any(t.text == "::" for t in toks[:head_end]):
            # (an operator template, `template <auto t, auto u> C<(t + u)> operator+(C<t>,
            # C<u>)` (CuTe's), keeps its parameters: it was read as a plain function, its
            # types naming undeclared parameters)
            new, name = _replace_operator(toks)
            tok = next(t for t in new if t.text == name)
            fc = Chunk("function", new, c.ns, c.template, c.template_toks, name, tok, True,
                       False)
            self.funcs.setdefault(name, []).append(fc)

    # ------------------------------------------------------------------ names in methods
    def cxx_member(self, name: str, ctx, loc) -> N.Expr | None:
        """``this`` or an implicit member ``x`` (``this->x``) inside a method; None else."""
        if name in ("__func__", "__FUNCTION__", "__PRETTY_FUNCTION__") and ctx.name:
            from .semantic import STR_TYPE
            return N.Const(ctx.name, STR_TYPE, loc=loc)
        own = self._cxx_owner_of(ctx)
        if own is None:
            if name == "this":
                raise SemanticError("'this' outside a member function", loc)
            return None
        info, mode = own
        path = None if name == "this" else _field_path(info.struct, name)
        if name != "this" and path is None:
            return None
        v = self.lookup(SELF, ctx)
        if v is None and mode == "static":  # a static method, a lambda without `this`
            raise SemanticError(f"'{name}' needs an object: a static member function or a "
                                "lambda that does not capture 'this'", loc)
        selfv = v.expr if v.kind == "alias" else N.Var(v.name, v.type, loc=loc)
        if mode == "pointer":
            obj = N.Deref(selfv, info.struct, loc=loc)
        else:
            obj = selfv
        if name == "this":
            return selfv if mode == "pointer" else N.AddressOf(
                obj, PointerType(info.struct, AddressSpace.PRIVATE), loc=loc)
        for fname, ft in path:  # (through anonymous members: `parts.x` in a union)
            owner = obj.type
            obj = refmember.read_member(self, owner, N.Field(obj, fname, ft, loc=loc))
        return obj

    def _cxx_owner_of(self, ctx):
        """(ClassInfo, mode) of the method being read in ``ctx``, or None."""
        name = ctx.name
        if not name:
            return None  # host code (a launch's scope): no method
        if name in self.cxx_owner:
            return self.cxx_owner[name]
        cid = self.__dict__.get("instance_chunks", {}).get(name)
        own = self.cxx_chunks.get(cid) if cid is not None else None
        if own is not None or name in self.functions:
            self.cxx_owner[name] = own
        return own

    # ------------------------------------------------------------------ calls
    def cxx_call(self, s: Syn, ctx) -> N.Expr | None:
        """A method call, a static method call, ``obj(args)`` (``operator()`` or a lambda),
        a call of a method from inside another; None when ``s`` is none of them."""
        if any(a.kind == "expand" for a in s.args) and (
                s.fn.kind != "id" or self.lookup(s.fn.name, ctx) is not None or
                self._cxx_own_method(s.fn, ctx)):
            from .templates import expand_call_args
            s = expand_call_args(self, s, ctx)  # `f(n - 1, args...)` on an object
        fn = s.fn
        tok = fn.tok
        if fn.kind == "member":
            if fn.b.kind == "id":
                v = self.lookup(fn.b.name, ctx)
                if v is not None and v.kind not in ("var", "alias"):
                    return None  # a cooperative group's method, an event: not a class
            recv = self.ex(fn.b, ctx)
            if fn.arrow:
                recv = self.decay(recv)
                if not isinstance(recv.type, PointerType):
                    raise SemanticError(f"'->' on a non-pointer ({recv.type})", _loc(tok))
                recv = N.Deref(recv, recv.type.pointee, loc=recv.loc)
            info = self._cxx_info_or_derived(recv.type)
            if info is None:
                return None
            cands = self.cxx_methods(info, fn.name, tok)
            if not cands:
                self._cxx_no_method(info, fn.name, tok)
            args = [self.ex(a, ctx) for a in s.args]
            return self.cxx_invoke(cands, recv, args, s.args, tok, ctx, fn.name,
                                   getattr(fn, "mtargs", None))
        if fn.kind == "lambda":  # called where it is written: `[&] { .. }()`
            obj = self.ex_lambda(fn, ctx)
            args = [self.ex(a, ctx) for a in s.args]
            return self._cxx_call_lambda(self.cxx_lambdas[obj.type.name], obj, args, tok, ctx,
                                         s.args)
        if fn.kind in ("compound", "ctor", "call", "index", "class_value"):
            # `unroll<7>{}(f)`, `S(1)(x)`, `make()(x)`: operator() of a class value
            obj = self.ex(fn, ctx)
            if not isinstance(obj.type, StructType):
                return None
            args = [self.ex(a, ctx) for a in s.args]
            return self.cxx_call_object(obj, args, s.args, tok, ctx)
        if fn.kind != "id":
            return None
        cls = self._cxx_qual_class(fn.qual[-1], ctx) if fn.qual else None
        if cls is not None:
            info = self.cxx_classes[cls]
            cands = info.methods.get(fn.name)
            if not cands:
                self._cxx_no_method(info, fn.name, tok)
            args = [self.ex(a, ctx) for a in s.args]
            recv = None
            if any(c.cxx[1] != "static" for c in cands) and \
                    self._cxx_owner_of(ctx) is not None:
                recv = self.cxx_member("this", ctx, _loc(tok))
                if recv is not None:
                    recv = N.Deref(recv, recv.type.pointee, loc=_loc(tok))
            return self.cxx_invoke(cands, recv, args, s.args, tok, ctx, fn.name, fn.targs)
        v = self.lookup(fn.name, ctx)
        if v is not None:
            if v.kind in ("var", "alias") and isinstance(v.type, StructType):
                obj = self.ex(fn, ctx)
                args = [self.ex(a, ctx) for a in s.args]
                return self.cxx_call_object(obj, args, s.args, tok, ctx)
            return None
        own = self._cxx_owner_of(ctx)
        inherited = self.cxx_methods(own[0], fn.name, tok) if own is not None else None
        if inherited:
            info = own[0]
            recv = None
            if own[1] != "static" and any(c.cxx[1] != "static" for c in inherited):
                this = self.cxx_member("this", ctx, _loc(tok))
                recv = N.Deref(this, info.struct, loc=_loc(tok))
            args = [self.ex(a, ctx) for a in s.args]
            return self.cxx_invoke(inherited, recv, args, s.args, tok, ctx,
                                   fn.name, fn.targs)
        if own is not None and not fn.qual and \
                isinstance(dict(own[0].struct.fields).get(fn.name), StructType):
            # `op(x)` in a method: a data member holding a lambda or a functor (vLLM's
            # `DefaultVecOp<.., ScaOp>::scalar_op`)
            obj = self.ex(fn, ctx)
            args = [self.ex(a, ctx) for a in s.args]
            return self.cxx_call_object(obj, args, s.args, tok, ctx)
        return None

    def _cxx_own_method(self, fn: Syn, ctx) -> bool:
        """Whether the unqualified ``fn`` names a method of the class whose member function
        (or lambda inside one) is being read (`helper(f, rest...)` in a member template)."""
        own = self._cxx_owner_of(ctx) if not fn.qual else None
        return own is not None and fn.name in own[0].methods

    def _cxx_qual_class(self, name: str, ctx) -> str | None:
        """The class a qualifier names: the class itself, or a template parameter, a
        local alias (``using Radix = Traits; Radix::shift(r)``) or a typedef bound to it
        (``Layout::f(..)`` with ``Layout`` a class argument)."""
        if self.cxx_get(name) is not None:
            return name
        t = ctx.tbind.get(name) if ctx is not None else None
        for scope in reversed(ctx.scopes if ctx is not None and t is None else []):
            v = scope.get(name)
            if v is not None and v.kind == "type":
                t = v.expr
                break
        if not isinstance(t, Type):
            t = self.types.get(name)
        if isinstance(t, StructType) and t.name != name and self.cxx_get(t.name) is not None:
            return t.name
        return None

    def cxx_methods(self, info: ClassInfo, name: str, tok, depth: int = 0) -> list:
        """The methods named ``name`` that a call on a ``info`` object finds, by C++'s
        lookup in a class: the class's own when it declares the name (they hide the
        bases'), else those of the one base (searched the same way, its bases included)
        that has the name; two bases that both have it make the call ambiguous (a located
        error). Empty when none has it. Each method keeps its own class (``c.cxx[0]``), so
        that :meth:`cxx_invoke` calls it on the base part of the object."""
        own = info.methods.get(name) if info is not None else None
        if own or depth > 16:
            return own or []
        if name in info.broken:  # its method of that name did not read: why, located
            raise info.broken[name]
        found = {}
        for base in self._cxx_base_names(info):
            b = self.cxx_classes.get(base) or ClassInfo(base, tok)  # (a plain struct)
            cands = self.cxx_methods(b, name, tok, depth + 1)
            if cands:
                found[base] = cands
        if len(found) > 1:
            shown = name.replace("operator_", "operator ") if name.startswith("operator_") \
                else name
            raise SemanticError(f"member '{shown}' of '{info.name}' is found in more than "
                                f"one base class ({', '.join(sorted(found))}): ambiguous",
                                _loc(tok))
        return next(iter(found.values()), [])

    @staticmethod
    def _cxx_no_method(info: ClassInfo, name: str, tok):
        if name in info.broken:
            raise info.broken[name]
        if name in info.declared:
            raise SemanticError(f"method '{info.name}::{name}' is declared but its definition "
                                "is not in the files read", _loc(tok),
                                hint="device code is compiled whole: pass the file that "
                                "defines it too (or #include it)")
        raise SemanticError(f"no method named '{name}' in '{info.name}'", _loc(tok),
                            hint="the methods of base classes are not inherited (only their "
                            "data members)" if info.bases else None)

    def cxx_call_object(self, obj: N.Expr, args: list, arg_syn: list, tok, ctx) -> N.Expr:
        """``obj(args)``: a lambda's function or the class's ``operator()``."""
        lam = self.cxx_lambdas.get(obj.type.name)
        if lam is not None:
            return self._cxx_call_lambda(lam, obj, args, tok, ctx, arg_syn)
        from .callables import GuessedCallable
        if isinstance(obj.type, GuessedCallable):
            return self.call_guessed(obj, args, tok, ctx)
        info = self._cxx_info_or_derived(obj.type)
        cands = self.cxx_methods(info, "operator_call", tok) if info is not None else None
        if not cands:
            raise SemanticError(f"called object of type {obj.type} has no operator()",
                                _loc(tok))
        return self.cxx_invoke(cands, obj, args, arg_syn, tok, ctx, "operator()")

    def _cxx_info(self, t: Type) -> ClassInfo | None:
        if isinstance(t, StructType):
            # (file-scope initializers are read before the classes)
            return getattr(self, "cxx_classes", {}).get(t.name)
        return None

    def _cxx_info_or_derived(self, t: Type) -> ClassInfo | None:
        """:meth:`_cxx_info`, else, for a struct without methods that derives from
        classes (``struct Mid : Base { int b; };``), an empty class of that name whose
        lookup goes on in its bases (:meth:`cxx_methods`)."""
        info = self._cxx_info(t)
        if info is None and isinstance(t, StructType) and \
                t.name in getattr(self, "cxx_plain_bases", {}):
            info = ClassInfo(t.name, None, struct=t)
        return info

    def cxx_invoke(self, cands: list, recv, args: list, arg_syn: list, tok, ctx,
                   what: str, mtargs: list | None = None) -> N.Expr:
        """Call the best of the methods ``cands`` on ``recv`` (None: static or no object);
        ``mtargs``: a member template's explicit arguments (``obj.template f<8>(..)``)."""
        # a modifiable object takes the non-const overload, a temporary or a local declared
        # const the const one
        lvalue = isinstance(recv, (N.Var, N.Index, N.Deref, N.Field)) and not (
            isinstance(recv, N.Var) and recv.name in ctx.const_objects)
        if mtargs:
            cands = [c for c in cands if c.template]
            if not cands:
                raise SemanticError(f"'{what}' is not a member template", _loc(tok))
        chosen = self.cxx_resolve(cands, args, tok, what,
                                  prefer="pointer" if lvalue else "value",
                                  targs=(mtargs or [], ctx))
        info, mode, _ = chosen.cxx
        bind: dict = {}
        if chosen.template:  # a member template: explicit arguments, then deduction
            bind = self.bind_template(chosen, list(mtargs or []), {}, ctx, tok,
                                      self.deduce(chosen, args, ctx))
        if mode == "pointer" and recv is not None:
            chosen = self._cxx_variant(chosen, self.space_of(recv))
        uname = self.instantiate(chosen, bind, tok)
        self.cxx_owner[uname] = (info, mode)
        lead = []
        if mode in ("pointer", "value"):
            if recv is None:
                raise SemanticError(f"call of method '{what}' without an object", _loc(tok))
            if isinstance(recv.type, StructType) and recv.type != info.struct:
                recv = self._cxx_as_base(recv, info, what, tok)
            if mode == "pointer" and not isinstance(recv, (N.Var, N.Index, N.Deref,
                                                            N.Field)):
                # `Op<T>()(p, v)`: the method on a copy of the temporary (it lives for
                # the call, as the temporary lives for the full expression)
                uname = self._cxx_on_temporary(
                    uname, info, what, tok,
                    discard=recv is getattr(self, "cxx_discard_recv", None))
                lead = [recv]
            elif mode == "pointer":
                lead = [self.address_for_ref(recv, PointerType(
                    info.struct, self.space_of(recv)), tok)]
            else:
                lead = [recv]
        return self._cxx_finish(uname, what, lead, args, arg_syn, tok, ctx, chosen)

    def _cxx_as_base(self, recv: N.Expr, base: ClassInfo, what: str, tok) -> N.Expr:
        """The base-class part of the object ``recv`` for a base's method (``Base::reduce(x,
        op)`` in a derived method, flash-attn's Reducer): ``*(Base*)&recv``. A base's
        members come first in the derived struct (docs/cxx-classes.md), so the derived
        object starts with the base object; a base that is not such a prefix is refused."""
        derived = self._cxx_info_or_derived(recv.type)
        fields = base.struct.fields
        if derived is None or not self._cxx_derives(derived, base.name) or \
                recv.type.fields[:len(fields)] != fields:
            raise Unsupported(f"method '{what}' of '{base.name}' called on a "
                              f"{recv.type} that does not start with a '{base.name}'",
                              _loc(tok))
        if not isinstance(recv, (N.Var, N.Index, N.Deref, N.Field)):
            raise Unsupported(f"base-class method '{what}' called on a temporary", _loc(tok))
        loc = _loc(tok)
        space = self.space_of(recv)
        addr = self.address_for_ref(recv, PointerType(recv.type, space), tok)
        ptr = N.Cast(PointerType(base.struct, space), addr, False, loc=loc)
        return N.Deref(ptr, base.struct, loc=loc)

    def _cxx_on_temporary_discarded(self, uname: str, info: ClassInfo, tok) -> str:
        """``<method>_on_temporary_discarded(S object, args..)``: the method ``uname``
        (returning a reference) called on a copy of ``object``, its result dropped."""
        name = f"{uname}_on_temporary_discarded"
        if name not in self.functions:
            self._cxx_copy_and_call(name, uname, info, tok, discard=True)
            refs = self.fn_ref_params.get(uname)
            if refs is not None:
                self.fn_ref_params[name] = refs
        return name

    def _cxx_copy_and_call(self, name: str, uname: str, info: ClassInfo, tok,
                           discard: bool) -> N.Function:
        """Define ``name(S object, args..)``: a copy of ``object`` on which the method
        ``uname`` is called with ``args``; its result returned, or dropped (``discard``,
        or a void method)."""
        fn = self.functions[uname]
        loc = _loc(tok)
        st = info.struct
        obj = N.Param("object", st, False, loc=loc)
        rest = tuple(N.Param(f"arg{i}", p.type, False, loc=loc)
                     for i, p in enumerate(fn.params[1:]))
        copy = N.Decl("copy", st, N.Var("object", st, loc=loc), loc=loc)
        this = self.conv(N.AddressOf(N.Var("copy", st, loc=loc),
                                     PointerType(st, AddressSpace.PRIVATE), loc=loc),
                         fn.params[0].type, tok)
        call = N.Call(uname, (this,) + tuple(N.Var(p.name, p.type, loc=loc) for p in rest),
                      fn.return_type, loc=loc)
        drop = discard or isinstance(fn.return_type, VoidType)
        last = N.ExprStmt(call, loc=loc) if drop else N.Return(call, loc=loc)
        out = N.Function(name, (obj,) + rest, VOID if discard else fn.return_type,
                         N.Block((copy, last), loc=loc), loc=loc)
        self.functions[name] = out
        self.fn_callees[name] = [uname]
        return out

    def _cxx_base_names(self, info: ClassInfo) -> list:
        """The direct bases of class ``info``: a class with methods's, or those a plain
        struct (read by ``Semantic.struct_type``) derives from."""
        if info.name in self.cxx_classes:
            return sorted(b for b in info.bases if b)
        return list(getattr(self, "cxx_plain_bases", {}).get(info.name, []))

    def _cxx_derives(self, info: ClassInfo, name: str, depth: int = 0) -> bool:
        """Whether class ``info`` has ``name`` among its bases, directly or not."""
        if depth > 16:
            return False
        bases = self._cxx_base_names(info)
        return name in bases or any(
            self._cxx_derives(self.cxx_classes.get(x) or ClassInfo(x, None), name, depth + 1)
            for x in bases)

    def _cxx_on_temporary(self, uname: str, info: ClassInfo, what: str, tok,
                          discard: bool = False) -> str:
        """A function ``<method>_on_temporary(S object, args..)`` that calls the non-const
        method ``uname`` on its own copy of ``object``: the lowering of a non-const method
        called on a temporary (``Op<T>()(p, v)``); its changes to the object are lost with
        the temporary, as in C++. A method returning a reference is refused (the
        reference would outlive the copy), unless its result is ``discard``-ed (an
        expression statement ``proxy_temp = x;``, proxy_assign.py): then the function is
        ``<method>_on_temporary_discarded``, returning nothing."""
        if discard and uname in self.fn_ref_return:
            return self._cxx_on_temporary_discarded(uname, info, tok)
        if uname in self.fn_ref_return:
            raise Unsupported(f"calling the non-const method '{what}', which returns a "
                              "reference, on a temporary", _loc(tok))
        if what in info.keeps:
            raise Unsupported(f"calling the method '{what}', which keeps its object's "
                              "address ('this' or a member's), on a temporary (the address "
                              "would outlive the copy the call is given)", _loc(tok))
        name = f"{uname}_on_temporary"
        if name in self.functions:
            return name
        self._cxx_copy_and_call(name, uname, info, tok, discard=False)
        refs = self.fn_ref_params.get(uname)
        if refs is not None:
            self.fn_ref_params[name] = refs
        return name

    def _cxx_variant(self, c: Chunk, space: AddressSpace) -> Chunk:
        """The method ``c`` with ``self`` in global or shared memory (``S_f_global``): OpenCL
        C has no generic pointers, so an object there needs its own copy of the method."""
        word = {AddressSpace.GLOBAL: "global", AddressSpace.SHARED: "shared"}.get(space)
        if word is None:
            return c
        key = (id(c), word)
        v = self.cxx_variants.get(key)
        if v is None:
            spec, d, body = self.func_syntax(c)
            first = d.params[0]
            sp = Spec(first.spec.tok, first.spec.base, space=word)
            d2 = replace(d, params=[ParamSyn(sp, first.decl)] + list(d.params[1:]))
            v = replace(c, name=f"{c.name}_{word}", syntax=(spec, d2, body))
            v.cxx = c.cxx
            self.cxx_chunks[id(v)] = c.cxx[:2]
            self.cxx_variants[key] = v
        return v

    def _cxx_finish(self, uname, what, lead, args, arg_syn, tok, ctx, chunk) -> N.Expr:
        """The call of ``uname`` with the leading ``self`` argument(s) and ``args``: default
        arguments, reference parameters and conversions as ``call_user`` does."""
        from .semantic import FuncCtx
        fn = self.functions[uname]
        params = fn.params
        n0 = len(lead)
        if n0 + len(args) > len(params):
            raise SemanticError(f"too many arguments to '{what}'", _loc(tok))
        args = list(args)
        if n0 + len(args) < len(params):
            _, d, _ = self.func_syntax(chunk)
            cctx = FuncCtx(tparam_types=ctx.tparam_types)
            for p in d.params[n0 + len(args):]:
                if p.default is None:
                    raise SemanticError(f"too few arguments to '{what}'", _loc(tok))
                args.append(self.ex(p.default, cctx))
        out = []
        refs = self.fn_ref_params.get(uname, ())
        for i, (a, p) in enumerate(zip(lead + args, params)):
            if i >= n0 and i < len(refs) and refs[i]:
                k = i - n0
                a = self.address_for_ref(a, p.type, arg_syn[k].tok if k < len(arg_syn)
                                         else tok)
            out.append(a if i < n0 else self.conv(a, p.type, tok))
        if uname not in ctx.callees:
            ctx.callees.append(uname)
        call = N.Call(uname, tuple(out), fn.return_type, loc=_loc(tok))
        if uname in self.fn_ref_return:
            return N.Deref(call, fn.return_type.pointee, loc=_loc(tok))
        return call

    # ------------------------------------------------------------------ overloading
    def _cxx_param_types(self, c: Chunk, args: list, targs=None) -> tuple | None:
        """Parameter types of candidate ``c`` for ``args`` (None: the count cannot match);
        ``targs``: (explicit template arguments, the caller's context) of a call
        ``f<A, n>(..)``."""
        _, d, _ = self.func_syntax(c)
        params = list(d.params)
        if getattr(c, "cxx", None) is not None and c.cxx[1] in ("pointer", "value"):
            params = params[1:]
        pack = bool(params) and params[-1].decl.pack  # `S... shape`: zero or more
        n_req = sum(1 for p in params if p.default is None) - pack
        if not n_req <= len(args) <= (len(params) if not pack else len(args)):
            return None
        if c.template:
            explicit, tctx = targs if targs and targs[0] else ([], self._global_ctx())
            if len(explicit) > len(c.template) and not any(tp.pack for tp in c.template):
                return None
            for tp, a in zip(c.template, explicit):
                if tp.is_type or tp.fn or tp.pack:
                    continue
                want = self.enum_of_type(tp.type)
                got = self.enum_of_arg(a, tctx)
                if want and got is not None and got != want:
                    return None  # `int` (or another enum) for `ROpType Op`: not viable
                if not want and got in self.__dict__.get("scoped_enums", ()):
                    return None  # an `enum class` item for `int n`: no implicit conversion
            # (deduced in the caller's scope: its reference-to-array parameters are
            # arrays there, `to_arr(arr, rest...)` inside `to_arr(size_t (&arr)[D], ..)`)
            caller = targs[1] if targs and targs[1] is not None else tctx
            bind = self.bind_template(c, explicit, {}, tctx, c.name_tok,
                                      self.deduce(c, args, caller))
            pts = self.param_types(c, bind)
        else:
            pts = self.param_types(c, {})
        return tuple(pts[len(d.params) - len(params):])

    def _cxx_rank(self, pt: Type, a: N.Expr) -> int | None:
        """0 exact, 1 promotion, 2 standard conversion, 3 converting constructor, None:
        no implicit conversion (a simplification of C++'s ranks, docs/cxx-classes.md)."""
        if type(a).__name__ == "BracedArg":  # `{a, b}` for a struct, vector or scalar
            n = len(a.syn.items)
            if isinstance(pt, StructType):
                return 3 if n <= len(pt.fields) or self.cxx_has_ctor(pt) else None
            if isinstance(pt, VectorType):
                return 3 if n <= pt.lanes else None
            return 2 if isinstance(pt, ScalarType) and n <= 1 else None
        at = self.decay(a).type
        if at == pt:
            return 0
        if isinstance(pt, PointerType) and isinstance(at, PointerType):
            if at.pointee == pt.pointee:
                return 0
            return 2 if isinstance(pt.pointee, VoidType) else None
        if isinstance(pt, PointerType):
            return 2 if isinstance(a, N.Const) and a.value == 0 and \
                isinstance(at, ScalarType) and at.is_integer else None
        if isinstance(pt, ScalarType) and isinstance(at, ScalarType):
            if (at.is_integer and at.bits < 32 and integer_promote(at) == pt) or \
                    (at == F32 and pt == F64):
                return 1
            if _is_class_float(at) != _is_class_float(pt):
                # __half, __nv_bfloat16, fp8 are classes in CUDA C++: converting to or from
                # one goes through its constructor or conversion operator (docs/cxx-half.md)
                return 3
            return 2
        if isinstance(pt, StructType) and (pt.name.startswith("__cg_") or
                                           pt.name == "__cooperative_groups_handle"):
            # a cooperative group parameter: its argument reads as the group's handle
            return 0 if isinstance(at, ScalarType) and at.is_integer else None
        if isinstance(pt, StructType):
            info = self.cxx_classes.get(pt.name)
            if info and any(self._cxx_viable_ctor(c, at) for c in info.ctors):
                return 3
            if self.cxx_converts_to_class(at, pt):
                return 3  # the argument's `operator T()` returning the class (cxx_convop)
        return None

    def _cxx_viable_ctor(self, c: Chunk, at: Type) -> bool:
        _, d, _ = self.func_syntax(c)
        if not d.params or sum(1 for p in d.params if p.default is None) > 1:
            return False
        if getattr(d, "cxx_explicit", False):
            return False  # an explicit constructor converts nothing implicitly ([class.conv.ctor])
        if getattr(c, "template", None):
            # a constructor template (`template <bool B> S(const S<T, B>&)`): its parameter
            # names template parameters that only deduction binds, which this check of
            # implicit conversions does not do: not counted as one (as before delegating
            # constructors were read, when such a constructor did not read at all)
            return False
        try:
            pt = self.param_types(c, {})[0]
        except Unsupported as e:
            if e.message.startswith("std::initializer_list outside"):
                # `S(std::initializer_list<T>)`: only a braced list initializes one, never
                # an expression of type `at` (C++ [dcl.init.list]): not a conversion
                return False
            raise
        return pt == at or isinstance(pt, ScalarType) and isinstance(at, ScalarType)

    def _cxx_constness(self, c: Chunk) -> str:
        """A method's mode for choosing between const and non-const overloads: "value"
        for a const method (also one that takes the object's address), else its mode."""
        return "value" if id(c) in self.cxx_const_by_address else c.cxx[1]

    def cxx_resolve(self, cands: list, args: list, tok, what: str,
                    check_one: bool = False, self_type: Type | None = None,
                    prefer: str | None = None, targs=None) -> Chunk:
        """The best viable candidate for ``args``: each argument ranked exact, promotion,
        conversion, user conversion; a candidate wins when no argument ranks worse than in
        every other (a non-template beats a template on a tie); else the call is
        ambiguous (a located error)."""
        if len(cands) == 1 and not check_one:
            return cands[0]
        viable = []
        first_err = None
        for c in cands:
            # with self_type, args[0] is the object of a member candidate (an operator)
            member = self_type is not None and getattr(c, "cxx", None) is not None and \
                c.cxx[1] in ("pointer", "value")
            cargs = args[1:] if member else args
            try:
                pts = self._cxx_param_types(c, cargs, targs)
            except WarpsmithError as e:
                first_err = first_err or e
                continue
            if pts is None:
                continue
            ranks = [self._cxx_rank(pt, a) for pt, a in zip(pts, cargs)]
            if member:
                ranks.insert(0, 0 if self.decay(args[0]).type == self_type else None)
            if any(r is None for r in ranks):
                continue
            viable.append((c, tuple(ranks)))
        if not viable:
            if first_err is not None:
                raise first_err
            types = ", ".join(str(self.decay(a).type) for a in args)
            raise SemanticError(f"no overload of '{what}' takes ({types})", _loc(tok))

        def better(x, y) -> bool:
            (cx, rx), (cy, ry) = x, y
            if any(a > b for a, b in zip(rx, ry)):
                return False
            if any(a < b for a, b in zip(rx, ry)):
                return True
            if prefer is not None and getattr(cx, "cxx", None) and getattr(cy, "cxx", None) \
                    and self._cxx_constness(cx) != self._cxx_constness(cy):
                return self._cxx_constness(cx) == prefer  # const / non-const overloads
            if cx.template and cy.template:
                return self._cxx_pack_less(cx, cy)
            return not cx.template and bool(cy.template)

        best = [v for v in viable if all(better(v, o) for o in viable if o is not v)]
        if len(best) != 1:
            types = ", ".join(str(self.decay(a).type) for a in args)
            lines = ", ".join(f"line {v[0].name_tok.where.line}" for v in viable
                              if v[0].name_tok is not None)
            raise SemanticError(f"call to '{what}' with ({types}) is ambiguous", _loc(tok),
                                hint=f"candidates at {lines}; cast an argument to pick one")
        return best[0][0]

    def _cxx_pack_less(self, f: Chunk, g: Chunk) -> bool:
        """Whether template ``f`` is more specialized than ``g`` by C++'s partial ordering
        ([temp.deduct.partial]) in the one case read here: ``g`` ends in a function
        parameter pack ``S... s`` of a bare type-parameter pack, ``f`` has no pack, and
        their parameters before it are written alike (naming no template parameter, or
        the two template heads alike so far). Deducing ``g`` from ``f`` then succeeds (the
        pack takes the rest) and ``f`` from ``g`` fails (a pack against a parameter that
        is none), so ``f`` wins: ``to_arr(size_t (&a)[D], Head h)`` over ``to_arr(size_t
        (&a)[D], Head h, Rest... r)`` with an empty ``Rest``; xgboost's
        ``UnravelIndex(size_t, Span<size_t const, D>)`` over ``UnravelIndex(size_t,
        S... shape)``."""
        _, df, _ = self.func_syntax(f)
        _, dg, _ = self.func_syntax(g)
        pf, pg = list(df.params), list(dg.params)
        if not pg or not pg[-1].decl.pack or any(p.decl.pack for p in pf) or \
                len(pf) < len(pg) - 1:
            return False
        last = pg[-1]
        packs = {tp.name for tp in g.template or [] if tp.pack and tp.is_type}
        if not (isinstance(last.spec.base, str) and last.spec.base in packs) or \
                last.decl.ptrs or last.decl.arrays:
            return False
        lead_f, lead_g = pf[:len(pg) - 1], pg[:-1]
        if any(_param_text(a) != _param_text(b) for a, b in zip(lead_f, lead_g)):
            return False
        k = len(g.template or []) - 1  # (g's head without its pack, against f's)
        heads = _template_text(f)[:k] == _template_text(g)[:k]
        names = {tp.name for c in (f, g) for tp in c.template or []}
        return heads or not any(_names_in(p) & names for p in lead_f)

    # ------------------------------------------------------------------ operators
    def cxx_has_method(self, t: Type, name: str) -> bool:
        """Whether the class of ``t`` has a method ``name`` (e.g. a user ``operator=``)."""
        info = self._cxx_info(t)
        return info is not None and bool(info.methods.get(name))

    def cxx_user_copy_assign(self, t: Type) -> bool:
        """Whether the class of ``t`` declares a copy (or move) assignment operator, an
        ``operator=`` whose one parameter is the class itself; without one C++'s implicit
        copy assignment (a plain copy of the members) takes an object of the class,
        before any other ``operator=`` that would need a conversion of it."""
        info = self._cxx_info(t)
        for c in (info.methods.get("operator_assign", []) if info is not None else ()):
            params = list(self.func_syntax(c)[1].params)[1:]  # (after `self`)
            if len(params) == 1 and params[0].spec.base in (info.name, getattr(t, "name", 0)):
                return True
        return False

    def cxx_check_copy_assign(self, t: Type, tok) -> None:
        """Refuse ``d = e`` of a class without its own ``operator=`` whose base has one:
        C++'s implicit copy assignment calls the base's for the base part, which the
        plain struct copy here would skip."""
        info = self._cxx_info_or_derived(t)
        if info is None or info.methods.get("operator_assign"):
            return
        for base in self._cxx_base_names(info):
            b = self.cxx_classes.get(base) or ClassInfo(base, tok)
            if self.cxx_methods(b, "operator_assign", tok):
                raise Unsupported(f"assignment of a '{info.name}', whose base '{base}' has "
                                  "a user operator= (the implicit copy assignment that "
                                  "calls it is not modelled)", _loc(tok))

    def cxx_operator(self, op: str, args: list, tok, ctx) -> N.Expr:
        """``a op b`` / ``op a`` with a class operand: its member or a free operator."""
        word = "operator_" + OPERATOR_WORDS[op]
        info = self._cxx_info_or_derived(args[0].type)
        # a base's operator= is hidden by the derived class's implicit one
        members = (info.methods.get(word, []) if word == "operator_assign" else
                   self.cxx_methods(info, word, tok)) if info is not None else []
        free = self.funcs.get(word, [])
        what = f"operator{op}"
        if members and not free:
            return self.cxx_invoke(members, args[0], args[1:], [], tok, ctx, what)
        if free and not members:
            chosen = self._cxx_user_operator(free, args, tok, what, None)
            if chosen is not None:
                uname = self.instantiate(chosen, self._cxx_operator_bind(chosen, args, tok,
                                                                         ctx), tok)
                return self._cxx_finish(uname, what, [], args, [], tok, ctx, chosen)
        if members and free:  # one overload set of both
            chosen = self._cxx_user_operator(members + free, args, tok, what, info.struct)
            if chosen is not None and any(chosen is m for m in members):
                return self.cxx_invoke([chosen], args[0], args[1:], [], tok, ctx, what)
            if chosen is not None:
                uname = self.instantiate(chosen, self._cxx_operator_bind(chosen, args, tok,
                                                                         ctx), tok)
                return self._cxx_finish(uname, what, [], args, [], tok, ctx, chosen)
        if op in BUILTIN_THROUGH_CONVERSION:
            via = self.cxx_builtin_through_conversion(op, args, tok, ctx)
            if via is not None:
                return via
        types = ", ".join(str(a.type) for a in args)
        raise SemanticError(f"no '{what}' for ({types})", _loc(tok))

    def _cxx_operator_bind(self, chosen: Chunk, args: list, tok, ctx) -> dict:
        """The template arguments of a free operator template chosen for ``args``,
        deduced from them (empty for a plain operator)."""
        if not chosen.template:
            return {}
        return self.bind_template(chosen, [], {}, ctx, tok, self.deduce(chosen, args))

    def _cxx_user_operator(self, cands: list, args: list, tok, what: str, self_type):
        """The user operator of ``cands`` that takes ``args``, checked against the built-in
        candidates reached through a conversion operator (``cxx_convop``); None when none
        takes them and an operand has a conversion operator (the built-in applies)."""
        convertible = any(self.has_conversion_operator(a.type) for a in args)
        if convertible:
            # a free operator template whose parameters deduce nothing from the operands
            # (CuTe's `operator<<(C<t>, C<u>)` for CUTLASS's uint2b_t) is not viable
            cands = [c for c in cands if deduces_all(self, c, args)]
            if not cands:
                return None
        try:
            chosen = self.cxx_resolve(cands, args, tok, what, convertible or
                                      self_type is not None, self_type)
        except SemanticError as e:
            if convertible and e.message.startswith("no overload"):
                return None
            raise
        if convertible:
            member = self_type is not None and getattr(chosen, "cxx", None) is not None \
                and chosen.cxx[1] in ("pointer", "value")
            pts = self._cxx_param_types(chosen, args[1:] if member else args)
            ranks = [self._cxx_rank(pt, a) for pt, a in zip(pts, args[1:] if member
                                                            else args)]
            self.check_user_beats_builtin(tuple([0] + ranks if member else ranks), args,
                                          tok, what)
        return chosen

    # ------------------------------------------------------------------ construction
    def cxx_construct(self, st: StructType, args: list, tok, ctx,
                      implicit: bool = False) -> N.Expr:
        """A value of struct ``st`` from ``args``: its best constructor, else the fields in
        order (aggregate initialization, the rest zero). ``implicit``: an implicit
        conversion (copy-initialization, an argument, an assignment), which no
        ``explicit`` constructor takes part in ([class.conv.ctor])."""
        refuse_object(st, "construction", _loc(tok))
        if ctx is not None and ctx.host:
            # host code is read only for the types of a launch's arguments
            # (`each<<<g, b>>>(n, Scale{d, a})`): a value of the type, never printed
            return N.Call(f"{st.name}_host_value", (), st, loc=_loc(tok))
        refuse_destructed(self.cxx_classes, st, "an object", _loc(tok))
        if (ctx is None or not ctx.name) and self.__dict__.get("unevaluated"):
            # an operand of decltype at class scope (`using C = decltype(f(E(0)));`,
            # xFormers' TileValueOrderedT): only its type is kept, as in host code
            return N.Call(f"{st.name}_host_value", (), st, loc=_loc(tok))
        if ctx is None or not ctx.name:
            raise Unsupported(f"a {st.name} value built outside a function", _loc(tok))
        info = self.cxx_classes.get(st.name)
        if info is not None and info.implicit_ctor and args:
            # aggregate initialization: the members not given get their initializers
            given = len(args)
            args = list(args)
            for fname, ft in st.fields[given:]:
                dflt = info.defaults.get(fname)
                args.append(self.initializer(dflt, ft, ctx) if dflt is not None
                            else N.Const(0, ft, loc=_loc(tok)) if isinstance(ft, ScalarType)
                            else None)
            if any(a is None for a in args):
                raise Unsupported(f"braced initialization of '{st.name}' leaving a "
                                  "non-scalar member without its initializer", _loc(tok))
        elif info is not None and info.ctors:
            refuse_if_viable(info, len(args))
            ctors = self._cxx_implicit_ctors(info, st, args, tok) if implicit else info.ctors
            try:
                chosen = self.cxx_resolve(ctors, args, tok, f"{st.name}::{st.name}", True)
            except SemanticError as e:
                if info.name in info.broken:  # a constructor that did not read
                    raise info.broken[info.name] from None
                if len(ctors) < len(info.ctors):
                    e.message += " (an explicit constructor takes no part in an implicit " \
                                 "conversion)"
                raise
            bind = self.bind_template(chosen, [], {}, ctx, tok, self.deduce(chosen, args)) \
                if chosen.template else {}
            uname = self.instantiate(chosen, bind, tok)
            self.cxx_owner[uname] = (info, "ctor")
            return self._cxx_finish(uname, st.name, [], args, [], tok, ctx, chosen)
        if info is not None and info.name in info.broken:
            raise info.broken[info.name]  # its only constructors did not read
        if len(args) > len(st.fields):
            raise SemanticError(f"too many initializers for {st}", _loc(tok))
        conv = [refmember.bind_item(self, st, fname, a, tok)
                if refmember.is_ref_member(self, st.name, fname) else self.conv(a, ft, tok)
                for a, (fname, ft) in zip(args, st.fields)]
        refmember.refuse_unbound_items(self, st, len(conv), tok)
        uname = self._cxx_maker(st, len(conv), tok)
        if uname not in ctx.callees:
            ctx.callees.append(uname)
        return N.Call(uname, tuple(conv), st, loc=_loc(tok))

    def _cxx_implicit_ctors(self, info, st: StructType, args: list, tok) -> list:
        """The constructors of ``info`` an implicit conversion may call: all but the
        ``explicit`` ones; an error when only explicit ones are left."""
        ctors = [c for c in info.ctors
                 if not getattr(self.func_syntax(c)[1], "cxx_explicit", False)]
        if not ctors:
            got = ", ".join(str(a.type) for a in args)
            raise SemanticError(f"no implicit conversion from {got} to {st.name}: its "
                                "constructors are explicit (construct it: "
                                f"{st.name}(...))", _loc(tok))
        return ctors

    def cxx_has_ctor(self, t: Type) -> bool:
        """Whether ``t`` is a class with constructors (a braced or converting
        initialization calls one)."""
        info = self._cxx_info(t)
        return info is not None and (bool(info.ctors) or info.name in info.broken)

    def cxx_default_init(self, t: Type, d, tok, ctx):
        """The initializer of ``S s;`` when S has a default constructor; None else."""
        info = self._cxx_info(t)
        if info is None or getattr(d, "cxx_raw", False):
            return None
        if not any(self._cxx_param_types(c, []) is not None for c in info.ctors):
            if info.name in info.broken:  # a constructor that did not read
                raise info.broken[info.name]
            return None
        return self.cxx_construct(t, [], tok, ctx)

    def cxx_array_init(self, uname: str, t: ArrayType, shared: bool, tok, ctx) -> list:
        """``S a[n];`` of a class with a default constructor: a loop constructing every
        element (none for other element types)."""
        elem = t.elem
        while isinstance(elem, ArrayType):
            elem = elem.elem
        info = self._cxx_info(elem)
        if info is None or not info.ctors:
            return []
        if shared or not isinstance(t.elem, StructType) or t.count is None:
            raise Unsupported(f"{'a __shared__ ' if shared else 'an '}array of class "
                              f"'{info.name}' with a constructor", _loc(tok))
        loc = _loc(tok)
        from ..ir.types import I32
        j = self.declare("ctor_i", I32, ctx, AddressSpace.PRIVATE)
        jv = N.Var(j, I32, loc=loc)
        value = self.cxx_construct(elem, [], tok, ctx)
        body = N.ExprStmt(N.Assign(N.Index(N.Var(uname, t, loc=loc), jv, elem, loc=loc),
                                   value, None, elem, loc=loc), loc=loc)
        return [N.For(N.Decl(j, I32, N.Const(0, I32, loc=loc), loc=loc),
                      N.Binary("<", jv, N.Const(t.count, I32, loc=loc), I32, loc=loc),
                      N.IncDec(jv, 1, False, I32, loc=loc), body, loc=loc)]

    def positional_items(self, syn: Syn, t: Type) -> Syn:
        """A braced list with designators (``{.b = 2, .a = 1}``) as the list of the same
        values in member order: a member left out before the last one named is
        ``member_default`` (its default member initializer, else zero: what C and C++20
        give it); the members after the last one given are left to the list's reading
        as for any shorter list. An item without a designator takes the member after the
        previous item (C's rule). Lists without designators are returned as they are."""
        desig = getattr(syn, "desig", None)
        if not desig:
            return syn
        if not isinstance(t, StructType) or \
                self.__dict__.get("bitfields", {}).get(t.name):
            raise Unsupported(f"designated initializer of {t}", _loc(syn.tok))
        names = [f for f, _ in t.fields]
        slots: dict[int, Syn] = {}
        k = 0
        for name, item in zip(desig, syn.items):
            if name is not None:
                if name.text not in names:
                    raise SemanticError(f"no member named '{name.text}' in {t}",
                                        _loc(name))
                k = names.index(name.text)
            if k >= len(names):
                raise SemanticError(f"too many initializers for {t}", _loc(item.tok))
            if k in slots:
                raise SemanticError(f"member '{names[k]}' initialized twice",
                                    _loc(name or item.tok))
            if t.union and k != 0:
                # (the IR's initializer list of a union initializes its first member)
                raise Unsupported(f"designated initializer of a member of {t} other than "
                                  "its first", _loc(name or item.tok))
            slots[k] = item
            k += 1
        items = [slots.get(i) or Syn("member_default", syn.tok, field=names[i], struct=t)
                 for i in range(max(slots) + 1)]
        return Syn("initlist", syn.tok, items=items)

    def ex_member_default(self, s, ctx):
        """A member a designated initializer leaves out: its default member initializer,
        else value-initialized (zero, a null pointer, a struct or array of zeros)."""
        info = self.cxx_classes.get(s.struct.name)
        ft = s.struct.field_type(s.field)
        dflt = info.defaults.get(s.field) if info is not None else None
        if dflt is not None:
            return self.initializer(dflt, ft, ctx)
        if isinstance(ft, ScalarType):
            return N.Const(0, ft, loc=_loc(s.tok))
        # a pointer, struct or array member: value-initialized, as `{}` does (null, zeros)
        return self.initializer(Syn("initlist", s.tok, items=[]), ft, ctx)

    def cxx_braced(self, syn: Syn, t: Type, ctx) -> N.Expr:
        """A braced list ``{a, b}`` as a value of ``t`` in an expression (``return {a,
        b};``, ``S{a, b}``, ``(S){a, b}``)."""
        syn = self.positional_items(syn, t)
        if isinstance(t, StructType) and self.__dict__.get("bitfields", {}).get(t.name):
            from .bitfields import member_types, pack_items
            members = member_types(self, t)
            if len(syn.items) > len(members):
                raise SemanticError("too many initializers", _loc(syn.tok))
            values = [self.initializer(x, mt, ctx) for x, (_, mt) in zip(syn.items, members)]
            return self.cxx_construct(t, pack_items(self, t, values, _loc(syn.tok)), syn.tok,
                                      ctx)
        items = [self.ex(x, ctx) for x in syn.items]
        if isinstance(t, StructType):
            return self.cxx_construct(t, items, syn.tok, ctx)
        if isinstance(t, VectorType):
            if len(items) > t.lanes:
                raise SemanticError("too many initializers", _loc(syn.tok))
            items += [N.Const(0, t.elem, loc=_loc(syn.tok))] * (t.lanes - len(items))
            return self.vector_literal(t, items, syn.tok)
        if isinstance(t, ScalarType) and len(items) <= 1:
            if not items:
                return N.Const(0, t, loc=_loc(syn.tok))
            return self.conv(items[0], t, syn.tok)
        raise Unsupported(f"braced value of type {t} in an expression", _loc(syn.tok))

    def ex_cxx_bind_ref_field(self, s, ctx):
        """A constructor's binding of a reference member (cxx_refmember.py)."""
        return refmember.bind(self, s, ctx)

    def ex_cxx_construct_field(self, s, ctx):
        st = self.cxx_classes[s.cls].struct.field_type(s.field)
        if isinstance(st, ScalarType) and not s.args:
            return N.Const(0, st, loc=_loc(s.tok))  # `m()`: value-initialized, zero
        if isinstance(st, PointerType) and not s.args:
            # `p()`: value-initialized, the null pointer (a pair's `first()` of `int*`)
            return self.conv(N.Const(0, I32, loc=_loc(s.tok)), st, s.tok)
        if not isinstance(st, StructType):
            raise SemanticError(f"member '{s.field}' of type {st} takes one initializer",
                                _loc(s.tok))
        return self.cxx_construct(st, [self.ex(a, ctx) for a in s.args], s.tok, ctx)

    def _cxx_maker(self, st: StructType, n: int, tok) -> str:
        """A generated function returning ``st`` with its first ``n`` fields given."""
        key = (st, n)
        name = self.cxx_makers.get(key)
        if name is not None:
            return name
        name = f"{st.name}_init{n}"
        while name in self.functions:
            name += "_"
        loc = _loc(tok)
        params = []
        for fname, ft in st.fields[:n]:
            if isinstance(ft, ArrayType):
                raise Unsupported(f"a braced {st.name} value in an expression (member "
                                  f"'{fname}' is an array)", loc)
            params.append(N.Param(fname, ft, False, loc=loc))
        items = tuple(N.Var(p.name, p.type, loc=loc) for p in params)
        rname = "r" if "r" not in {p.name for p in params} else "r_"
        body = N.Block((N.Decl(rname, st, N.InitList(items, st, loc=loc), loc=loc),
                        N.Return(N.Var(rname, st, loc=loc), loc=loc)), loc=loc)
        self.functions[name] = N.Function(name, tuple(params), st, body, loc=loc)
        self.fn_callees[name] = []
        self.cxx_makers[key] = name
        # (aggregate initialization: constant expressions evaluate it, const_call)
        self.__dict__.setdefault("constexpr_fns", set()).add(name)
        return name

def _raw_declarator(tok) -> Declarator:
    d = Declarator(SELF, tok)
    d.cxx_raw = True  # the constructor's own value: not default-constructed again
    return d


def _device_head(toks: list[Token]) -> bool:
    """Whether a host chunk is a device function definition (``__device__ .. {``)."""
    for t in toks:
        if t.text in ("{", ";", "="):
            return False
        if t.text == "__device__":
            return True
    return False


def _is_sdk_shared(c: Chunk) -> bool:
    texts = {t.text for t in c.toks}
    return {"operator", "extern", "__shared__"} <= texts


def _is_class_float(t: ScalarType) -> bool:
    """Whether ``t`` is one of CUDA's reduced-precision float classes (``__half``,
    ``__nv_bfloat16``, ``__nv_fp8_*``), which C++ converts by user-defined conversions."""
    return t.is_float and t.bits < 32


def _pointer_in_parens(member: list, k: int) -> bool:
    """Whether the ``(`` at ``member[k]`` opens a declarator in parentheses, ``(*p)[4]`` or
    ``(*p)``: a ``*``/``&`` first and, after the matching ``)``, an array bound or the end
    of the declarator (a function pointer, ``(*f)(int)``, is left to the method check)."""
    if k + 1 >= len(member) or member[k + 1].text not in ("*", "&"):
        return False
    depth = 0
    for j in range(k, len(member)):
        if member[j].text == "(":
            depth += 1
        elif member[j].text == ")":
            depth -= 1
            if depth == 0:
                nxt = member[j + 1].text if j + 1 < len(member) else ";"
                return nxt in ("[", ";", ",", "=")
    return False


def _param_text(p) -> str:
    """A parameter as written, without its name (two overloads' parameters compared)."""
    d = p.decl
    return repr((p.spec.base, p.spec.words, p.spec.const, len(d.ptrs), d.ref, d.rref,
                 [repr(a) for a in d.arrays]))


def _template_text(c: Chunk) -> list:
    """A function template's parameter kinds and names, in order."""
    return [(tp.name, tp.is_type, tp.pack) for tp in c.template or []]


def _names_in(p) -> set:
    """The identifiers a parameter's type is written with."""
    b = p.spec.base
    out = {b} if isinstance(b, str) else set()
    out |= set(re.findall(r"name='(\w+)'", repr(b))) if not isinstance(b, str) else set()
    return out


def _field_path(st: StructType, name: str) -> list | None:
    """The fields from class struct ``st`` to its data member ``name`` (through anonymous
    struct/union members, semantic.ANON_MEMBER); None when it has no such member."""
    from .semantic import _member_path
    return _member_path(st, name)


def _in_body(toks: list, k: int) -> bool:
    """Whether ``toks[k]`` lies inside the braces of a method's body (after its first
    ``{``), not in its head."""
    return any(t.text == "{" for t in toks[:k])
