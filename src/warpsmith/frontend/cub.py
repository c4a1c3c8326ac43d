"""CUB's block- and warp-level primitives, read as warpsmith's own device header.

``#include <cub/...>`` makes the preprocessor read ``include/ws_cub.cuh`` (template device
functions in the C subset the frontend reads) instead of CUB; :func:`rewrite` then turns
the class syntax of CUB's interface in the preprocessed tokens into calls of those
functions, before the program is split and analyzed (docs/cxx-cub.md):

* ``typedef cub::BlockReduce<T, 128> BR;`` / ``using BR = cub::BlockReduce<T, 128>;``
  record the alias and disappear;
* ``__shared__ typename BR::TempStorage ts[W];`` becomes ``__shared__ T ts[W][SIZE];``
  (the scratch our implementation needs; a ``union``/``struct`` of TempStorage members
  becomes one array per member, ``ts_member``);
* ``BR(ts).Sum(x)`` (also ``BR br(ts); br.Sum(x)`` and ``cub::BlockReduce<T, 128>(ts)``)
  becomes ``ws_cub_block_reduce<T, 0, 128, 1, 1>(ts, x, 128)``; the CUB enums and the
  operators ``cub::Sum()``, ``cub::Max()``, ``cub::Min()`` become template arguments.

The rewriting works on tokens, so it cannot see types: a per-thread array argument
(``Sum(items)``, ``Load(p, items)``) is recognized by its declaration ``T items[N];`` earlier
in the file, which also gives ``N``. Anything of CUB that is not modelled is a located
:class:`Unsupported` error naming it.
"""

from __future__ import annotations

import os
import re
from dataclasses import replace

from ..ir.record import record
from ..ir.errors import Unsupported
from .lexer import Token, split_commas, tokenize

__all__ = ["HEADER", "is_cub_header", "rewrite"]

#: The header ``#include <cub/...>`` reads.
HEADER = os.path.join(os.path.dirname(__file__), "include", "ws_cub.cuh")

PRIMS = ("BlockReduce", "BlockScan", "WarpReduce", "WarpScan", "BlockLoad", "BlockStore",
         "BlockRadixSort", "BlockExchange")
#: BlockExchange's methods modelled, by the direction code of ws_cub_block_exchange
EXCHANGES = {"BlockedToStriped": 0, "StripedToBlocked": 1}
FREE = ("LoadDirectBlocked", "StoreDirectBlocked", "LoadDirectStriped", "StoreDirectStriped")
OPS = {"Sum": 0, "Max": 1, "Min": 2}
#: CCCL 3 removed cub::Sum/Max/Min; code written for it uses libcu++'s function objects
CCCL_OPS = {"cuda::std::plus": 0, "cuda::maximum": 1, "cuda::minimum": 2,
            "cuda::std::maximum": 1, "cuda::std::minimum": 2, "std::plus": 0}
ENUMS = {
    **{f"BLOCK_LOAD_{n}": i for i, n in enumerate(
        ("DIRECT", "STRIPED", "VECTORIZE", "TRANSPOSE", "WARP_TRANSPOSE",
         "WARP_TRANSPOSE_TIMESLICED"))},
    **{f"BLOCK_STORE_{n}": i for i, n in enumerate(
        ("DIRECT", "STRIPED", "VECTORIZE", "TRANSPOSE", "WARP_TRANSPOSE",
         "WARP_TRANSPOSE_TIMESLICED"))},
    "BLOCK_REDUCE_WARP_REDUCTIONS": 0, "BLOCK_REDUCE_RAKING": 1,
    "BLOCK_REDUCE_RAKING_COMMUTATIVE_ONLY": 2, "BLOCK_SCAN_RAKING": 0,
    "BLOCK_SCAN_RAKING_MEMOIZE": 1, "BLOCK_SCAN_WARP_SCANS": 2,
    "RADIX_RANK_BASIC": 0, "RADIX_RANK_MEMOIZE": 1, "RADIX_RANK_MATCH": 2,
    "BLOCK_SCAN_WARP_SCANS_": 2,
}
KNOWN = set(PRIMS) | set(FREE) | set(OPS) | set(ENUMS) | {"NullType"}
#: CUB's types and operators the header defines under its own names (``cub::ArgMax()`` is
#: the user operator ``ws_cub_ArgMax()``)
RENAMED = {"KeyValuePair": "ws_cub_KeyValuePair", "ArgMax": "ws_cub_ArgMax",
           "ArgMin": "ws_cub_ArgMin", "Uninitialized": "ws_cub_Uninitialized",
           "ShuffleIndex": "ws_cub_ShuffleIndex", "ShuffleUp": "ws_cub_ShuffleUp",
           "ShuffleDown": "ws_cub_ShuffleDown", "UnitWord": "ws_cub_UnitWord",
           "Log2": "ws_cub_Log2", "WarpMask": "ws_cub_WarpMask",
           "RowMajorTid": "ws_cub_RowMajorTid", "BlockRakingLayout": "ws_cub_BlockRakingLayout"}
KEY_KINDS = {"unsigned int": 0, "unsigned": 0, "uint32_t": 0, "uint": 0, "int": 1,
             "signed int": 1, "int32_t": 1, "signed": 1, "float": 2}
#: template parameters (positions after T) and their defaults, per primitive
LAYOUT = {"BlockReduce": ("BX", "ALG", "BY", "BZ"), "BlockScan": ("BX", "ALG", "BY", "BZ"),
          "WarpReduce": ("LW",), "WarpScan": ("LW",),
          "BlockLoad": ("BX", "N", "ALG", "BY", "BZ"),
          "BlockStore": ("BX", "N", "ALG", "BY", "BZ"),
          "BlockRadixSort": ("BX", "N", "V", "RB", "MEM", "SCAN", "SMEM", "BY", "BZ"),
          "BlockExchange": ("BX", "N", "WTS", "BY", "BZ")}
DEFAULTS = {"ALG": "0", "BY": "1", "BZ": "1", "LW": "32", "V": "NullType"}
BIG = "0x7fffffff"
#: the attribute of the rewritten TempStorage arrays: storage, whose elements (a class with
#: a constructor, vLLM's MinMax) are not constructed
RAW = "__attribute__((ws_cub_storage))"
#: the operator object passed for cub::Sum/Max/Min, and the code of the user's operator
BUILTIN = "ws_cub_builtin()"
USER_OP = 3
#: words that make ``W()`` an initial value, not an operator's value
SCALAR_WORDS = {"int", "float", "double", "unsigned", "long", "short", "char", "bool",
                "T", "half", "__half", "size_t", "uint32_t", "int32_t", "int64_t",
                "uint64_t", "float2", "float4"}


#: ``* reinterpret_cast < T ( * ) [ N ] > ( p )`` and ``reinterpret_cast < T ( & ) [ N ] >
#: ( a )`` as the rewriter's token text
_ARRAY_VIEW = re.compile(r"(?:\* reinterpret_cast < (.+?) \( \* \)|reinterpret_cast < (.+?) "
                         r"\( & \)) \[ [^\]]+ \] > \( (.+) \)")


def is_cub_header(name: str) -> bool:
    """Whether ``#include`` of ``name`` means CUB (``cub/cub.cuh``, ``cub/block/...``)."""
    n = name.replace("\\", "/")
    return n.startswith("cub/") or n == "cub.cuh"


@record(frozen=False)
class Spec:
    """One primitive type: ``cub::BlockScan<int, 128>`` with its template arguments."""

    prim: str
    args: dict  # "T", "BX", ... -> token text
    at: Token

    def get(self, key: str) -> str:
        return self.args.get(key) or DEFAULTS[key]

    def threads(self) -> str:
        return f"({self.get('BX')}) * ({self.get('BY')}) * ({self.get('BZ')})"

    def dims(self) -> str:
        return f"{self.get('BX')}, {self.get('BY')}, {self.get('BZ')}"

    def storage(self) -> tuple[str, str]:
        """(element type, element count) of the TempStorage our implementation needs."""
        t = self.get("T")
        if self.prim in ("BlockReduce", "BlockScan"):
            return t, f"{self.threads()} + ({self.threads()} + 31) / 32"
        if self.prim in ("WarpReduce", "WarpScan"):
            return t, "1"
        if self.prim == "BlockRadixSort" and self.get("V") != "NullType":
            # keys and values in one element, so that the storage is one type (vLLM's
            # `std::conditional_t<c, typename Sort::TempStorage, int>` names it)
            return (f"ws_cub_radix_storage<{self.get('V')}, {self.threads()} * "
                    f"({self.get('N')})>", "1")
        if self.prim == "BlockRadixSort":
            return "unsigned int", f"{self.threads()} * ({self.get('N')})"
        if self.prim == "BlockExchange":
            return t, f"{self.threads()} * ({self.get('N')})"
        alg = self.get("ALG")
        if alg in ("0", "1", "2"):
            return t, "1"
        return t, f"{self.threads()} * ({self.get('N')})"


def _text(toks: list[Token]) -> str:
    return " ".join(t.text for t in toks)


class _Rewriter:
    def __init__(self, toks: list[Token]):
        self.toks = toks
        self.i = 0
        self.out: list[Token] = []
        self.aliases: dict[str, Spec] = {}
        self.op_aliases: dict[str, int] = {}  # `using AddOp = cuda::std::plus<>;`
        self.instances: dict[str, tuple[Spec, list[Token]]] = {}
        self.arrays: dict[str, str] = {}  # per-thread array name -> its size's text
        self._next_declarator = -1  # the token after `a[N],`: the next declarator's name
        self.members: dict[tuple[str, str], str] = {}  # (union var, member) -> array name
        self.storage_ptrs: set[str] = set()  # variables holding a TempStorage pointer
        self.storages: set[str] = set()  # the rewritten TempStorage arrays' names
        # alias name -> [(spec, {member: is_type}, template parameters)] of the aliases
        # classes declare (`Ktraits::BlockLoadT`), found before the pass: a function
        # template may name one before the class is declared (Mamba's load_input)
        self.class_aliases: dict[str, list] = {}

    # ------------------------------------------------------------- token helpers
    def peek(self, k: int = 0) -> Token:
        j = min(self.i + k, len(self.toks) - 1)
        return self.toks[j]

    def at(self, *texts: str) -> bool:
        return all(self.peek(k).text == x and self.peek(k).kind != "str"
                   for k, x in enumerate(texts))

    def take(self, text: str | None = None) -> Token:
        t = self.peek()
        if text is not None and t.text != text:
            raise Unsupported(f"CUB: expected '{text}' here, found '{t.text}'", t.where)
        self.i += 1
        return t

    def group(self, open_: str, close: str) -> list[Token]:
        """The tokens inside a bracketed group starting at ``open_`` (consumed)."""
        self.take(open_)
        depth, start = 1, self.i
        while depth:
            t = self.take()
            if t.kind == "eof":
                raise Unsupported(f"CUB: unbalanced '{open_}'", t.where)
            if t.text in ("(", "[", "{") or (open_ == "<" and t.text == "<"):
                depth += t.text == open_
            if t.text == close:
                depth -= 1
            elif open_ == "<" and t.text == ">>":
                depth -= 2
                if depth == 0:  # `<X<int, float>>`: the inner group's `>` is inside
                    return self.toks[start:self.i - 1] + [replace(t, text=">")]
        return self.toks[start:self.i - 1]

    def emit(self, text: str, at: Token) -> None:
        loc = at.where
        for t in tokenize(text, loc.file):
            if t.kind != "eof":
                self.out.append(replace(t, loc=loc, expanded_at=at.expanded_at, bol=False))

    # ------------------------------------------------------------- the pass
    def run(self) -> list[Token]:
        if not self.toks or self.toks[-1].kind != "eof":
            last = self.toks[-1] if self.toks else None
            self.toks.append(Token("eof", "", last.loc if last else None))
        self.prescan_class_aliases()
        while self.peek().kind != "eof":
            if not self.step():
                t = self.take()
                self.note_array(t)
                self.out.append(t)
        return self.out

    def prescan_class_aliases(self) -> None:
        """Record every ``using A = cub::Prim<..>;`` a class body declares, with the
        class's members declared before it and its template parameters: a use through the
        class (``typename K::A(ts).Load(..)``) names those members through ``K``."""
        frames: list = []  # per open brace: None, or (members, template parameters)
        pending = None  # the class whose body the next '{' opens
        toks = self.toks
        for i, t in enumerate(toks):
            x = t.text
            if t.kind == "id" and x in ("struct", "class") and i + 1 < len(toks) and \
                    toks[i + 1].kind == "id" and (i == 0 or toks[i - 1].text != "enum"):
                pending = _template_params(toks, i)
            elif x == ";" and t.kind == "punct":
                pending = None
            elif x == "{" and t.kind == "punct":
                frames.append(None if pending is None else ({}, pending))
                pending = None
            elif x == "}" and t.kind == "punct" and frames:
                frames.pop()
            elif frames and frames[-1] is not None and t.kind == "id" and \
                    toks[i - 1].text in (";", "{", "}", ":"):
                self._class_member(i, frames[-1])

    def _class_member(self, i: int, frame) -> None:
        """The member declaration starting at token ``i`` of a class body."""
        members, tparams = frame
        toks = self.toks
        if toks[i].text == "using" and i + 2 < len(toks) and toks[i + 2].text == "=":
            name = toks[i + 1].text
            save = self.i
            self.i = i + 3
            try:
                if self.spec_at(0) in PRIMS:
                    spec = self.spec()
                    self.class_aliases.setdefault(name, []).append(
                        (spec, dict(members), tparams))
            except Unsupported:
                pass
            finally:
                self.i = save
            members[name] = True
            return
        j = i
        while j < len(toks) and toks[j].text not in (";", "=", "{", "(") and \
                toks[j].kind != "eof":
            j += 1
        if j < len(toks) and toks[j].text in (";", "=") and toks[j - 1].kind == "id" \
                and j - 1 > i:
            members[toks[j - 1].text] = toks[i].text == "typedef"

    def qualified(self, spec: Spec, name: str, qual: list[Token], at: Token) -> Spec:
        """The spec of the alias ``name`` named through the class ``qual``
        (``typename Ktraits::BlockLoadT``): its template arguments' names of the class's
        members read through ``qual`` (``Ktraits::kNThreads``, ``typename
        Ktraits::vec_t``), as C++ reads them in the class. Refused when classes declare
        the alias differently, or its arguments name the class's template parameters."""
        decls = self.class_aliases.get(name)
        if not qual or not decls:
            return spec
        q = "".join(t.text for t in qual[:-1])  # (`K ::` without its last `::`)
        texts = {tuple(sorted(d[0].args.items())) for d in decls}
        if len(texts) > 1 or len({d[0].prim for d in decls}) > 1:
            raise Unsupported(f"CUB: classes declare '{name}' differently; which one "
                              f"'{q}' names is not known here", at.where)
        spec, members, tparams = decls[0]
        args = {}
        for key, text in spec.args.items():
            out, prev = [], ""
            for t in tokenize(text, at.where.file):
                if t.kind == "eof":
                    break
                x = t.text
                if t.kind == "id" and prev not in ("::", ".", "->"):
                    if x in tparams and x not in members:
                        raise Unsupported(f"CUB: '{name}' named through '{q}' takes the "
                                          f"class's template parameter '{x}'", at.where)
                    if x in members:
                        x = f"typename {q}::{x}" if members[x] else f"{q}::{x}"
                out.append(x)
                prev = t.text
            args[key] = " ".join(out)
        return Spec(spec.prim, args, spec.at)

    def note_array(self, t: Token) -> None:
        """Remember ``T name[size]`` declarations (per-thread arrays), and parameters
        ``T (&name)[size]`` (a reference to one: Mamba's ``load_input``)."""
        prev = self.out[-1] if self.out else None
        if t.kind == "id" and prev is not None and prev.text == "&" and \
                len(self.out) > 2 and self.out[-2].text == "(" and \
                self.out[-3].kind == "id" and self.at(")", "["):
            j, size = self._bracketed(self.i + 2)
            if size and self.toks[j].text in (",", ")"):
                self.arrays[t.text] = _text(size)
            return
        declarator = prev is not None and (
            prev.kind == "id" and prev.text not in ("return", "case", "sizeof", "else", "do",
                                                    "goto") or
            # `T a[N], b[N];` (Mamba's dB_vals, dC_vals): the comma after an array noted
            prev.text == "," and self.i - 1 == self._next_declarator)
        if t.kind == "id" and self.at("[") and declarator:
            j, size = self._bracketed(self.i + 1)
            if size and self.toks[j].text in (";", ",", "=", ")"):
                self.arrays[t.text] = _text(size)
                if self.toks[j].text == ",":
                    self._next_declarator = j + 1

    def _bracketed(self, j: int) -> tuple[int, list]:
        """The index just after the ``]`` of the ``[..]`` whose contents start at ``j`` (just
        after its ``[``), and the tokens inside it."""
        depth, size = 1, []
        while depth and j < len(self.toks) - 1:
            x = self.toks[j]
            depth += {"[": 1, "]": -1}.get(x.text, 0)
            if depth:
                size.append(x)
            j += 1
        return j, size

    def step(self) -> bool:
        t = self.peek()
        if t.text == "&" and t.kind == "punct" and self.peek(1).text in self.storages and \
                (not self.out or self.out[-1].kind == "punct" and
                 self.out[-1].text not in (")", "]")):
            # `&ts[w]`: the address of a TempStorage, which (as a `TempStorage*` is) stands
            # for a pointer to its elements: `ts[w]`
            self.take()
            return True
        if t.kind != "id":
            return False
        x = t.text
        if x == "typedef" and self.spec_at(1) is not None:
            self.take()
            spec = self.spec()
            name = self.take()
            self.take(";")
            self.aliases[name.text] = spec
            return True
        if x == "using" and self.peek(2).text == "=" and self.op_alias():
            return True
        if x == "using" and self.peek(2).text == "=" and self.spec_at(3) is not None:
            self.take()
            name = self.take()
            self.take("=")
            self.aliases[name.text] = self.spec()
            self.take(";")
            return True
        if x in ("union", "struct") and self.out and self.out[-1].text == "__shared__":
            return self.storage_union()
        if self.spec_at(0) is not None:
            return self.spec_use()
        if x in self.instances and self.at(x, ".") and self.peek(3).text == "(":
            self.take()
            self.take(".")
            spec, storage = self.instances[x]
            self.method(spec, storage, self.take())
            return True
        if x in FREE and (self.peek(1).text in ("(", "<")):
            self.free_call()
            return True
        return False

    def spec_at(self, k: int) -> str | None:
        """The primitive (or alias) named at offset ``k`` (after an optional typename)."""
        if self.peek(k).text == "typename":
            k += 1
        x = self.peek(k).text
        if x in PRIMS and self.peek(k + 1).text == "<":
            return x
        if x in self.aliases:
            return x
        if x in self.class_aliases and k == 0 and self.out and self.out[-1].text == "::":
            return x  # `K::A` before the class declaring A (read through K: qualified)
        return None

    def spec(self) -> Spec:
        if self.at("typename"):
            self.take()
        t = self.take()
        if not (t.text in PRIMS and self.at("<")):
            if t.text not in self.aliases:
                return self.class_aliases[t.text][0][0]
            return self.aliases[t.text]
        args = _split(self.group("<", ">"))
        names = ("T",) + LAYOUT[t.text]
        if not args or len(args) > len(names):
            raise Unsupported(f"cub::{t.text} with {len(args)} template arguments", t.where)
        return Spec(t.text, {n: _text(a) for n, a in zip(names, args)}, t)

    def spec_use(self) -> bool:
        start = self.i
        alias = self.peek(int(self.at("typename")))
        spec = self.spec()
        if self.at("::", "TempStorage"):
            self.take()
            self.take()
            # `Agent::WarpScanT::TempStorage`: an alias Agent declares
            spec = self.qualified(spec, alias.text, self._drop_qualifier(), alias)
            if self.at("&", ">") and self._cast_open():
                # `auto& ts = reinterpret_cast<typename BR::TempStorage&>(smem)` (Mamba): the
                # storage at smem, a pointer to its elements bound by value
                elem, _ = spec.storage()
                self.emit(f"{elem}*", self.take())
                return True
            if self.at("&"):  # a parameter `TempStorage &ts`: a pointer to the array
                amp = self.take()
                elem, _ = spec.storage()
                self.emit(f"{elem}* {self.take().text}", amp)
                return True
            if self.at("*") and self.peek(1).kind == "id":
                # `TempStorage *p;` (xgboost's agent member): a pointer to the elements
                elem, _ = spec.storage()
                self.emit(f"{elem}*", self.take())
                return True
            if self.at("*", ">") and self._deref_cast():
                # `*reinterpret_cast<typename K::BR::TempStorage*>(p)`: the storage at p,
                # which (as a `TempStorage&` is) stands for a pointer to its elements
                elem, _ = spec.storage()
                self.emit(f"{elem}*", self.take())
                return True
            if self.at("*", ">") and self._storage_pointer_cast():
                # `auto* ts = static_cast<typename BR::TempStorage*>(smem);`: a pointer to
                # the storage's elements; `BR(*ts)` is the storage at it
                elem, _ = spec.storage()
                self.emit(f"{elem}*", self.take())
                return True
            if self.at(")"):  # `sizeof(typename BR::TempStorage)`: the array type
                elem, size = spec.storage()
                self.emit(f"{elem}[{size}]", self.peek())
                return True
            if self.at(",") or self.at(">"):
                # a type argument (vLLM's `std::conditional_t<c, typename Sort::TempStorage,
                # int>`): the storage's array type
                elem, size = spec.storage()
                self.emit(f"{elem}[{size}]", self.peek())
                return True
            self.storage_decl(spec, self.take())
            return True
        if self.at("("):
            storage = self.group("(", ")")
            if self.at(".") and self.peek(1).kind == "id":
                self.take(".")
                spec = self.qualified(spec, alias.text, self._drop_qualifier(), alias)
                self.method(spec, storage, self.take())
                return True
        elif self.peek().kind == "id" and self.peek(1).text == "(":
            name = self.take()
            storage = self.group("(", ")")
            self.take(";")
            self.instances[name.text] = (spec, storage)
            return True
        self.i = start
        raise Unsupported(f"CUB: this use of cub::{spec.prim} is not modelled (use "
                          f"{spec.prim}(temp_storage).Method(..))", self.peek().where)

    def _drop_qualifier(self) -> list[Token]:
        """Drop the ``[typename] K ::`` the output ends with: the qualifier of an alias a
        traits class declares (causal-conv1d's ``typename Ktraits::BlockLoadT(ts).Load(..)``),
        which the call replacing the temporary does not take; the qualifier's tokens
        (``K ::``) are returned."""
        out = self.out
        qual: list[Token] = []
        while len(out) >= 2 and out[-1].text == "::" and out[-2].kind == "id":
            qual[:0] = out[-2:]
            del out[-2:]
        if out and out[-1].text == "typename":
            out.pop()
        return qual

    def _deref_cast(self) -> bool:
        """Whether the output ends in ``* reinterpret_cast < [typename] [X ::]*`` (the
        dereference of a cast to a TempStorage pointer); if so the ``*`` is dropped."""
        k = len(self.out) - 1
        while k >= 1 and self.out[k].text == "::" and self.out[k - 1].kind == "id":
            k -= 2
        if k >= 0 and self.out[k].text == "typename":
            k -= 1
        if k >= 2 and self.out[k].text == "<" and self.out[k - 1].text == "reinterpret_cast" \
                and self.out[k - 2].text == "*":
            del self.out[k - 2]
            self._unref_binding(k - 2)
            return True
        return False

    def _storage_pointer_cast(self) -> bool:
        """Whether the output ends in ``NAME = static_cast < [typename] [X ::]*`` (or
        ``reinterpret_cast``): a variable initialized with a pointer to a TempStorage,
        whose name is then remembered (``*NAME`` names the storage)."""
        k = len(self.out) - 1
        while k >= 1 and self.out[k].text == "::" and self.out[k - 1].kind == "id":
            k -= 2
        if k >= 0 and self.out[k].text == "typename":
            k -= 1
        if k >= 3 and self.out[k].text == "<" and \
                self.out[k - 1].text in ("static_cast", "reinterpret_cast") and \
                self.out[k - 2].text == "=" and self.out[k - 3].kind == "id":
            self.storage_ptrs.add(self.out[k - 3].text)
            return True
        return False

    def _cast_open(self) -> bool:
        """Whether the output ends in ``reinterpret_cast <`` (a cast to a TempStorage
        reference follows); a reference binding it (``auto& ts =``) becomes a value."""
        k = len(self.out) - 1
        if k >= 1 and self.out[k].text == "<" and self.out[k - 1].text == "reinterpret_cast":
            self._unref_binding(k - 1)
            return True
        return False

    def _unref_binding(self, k: int) -> None:
        """``auto & name =`` before ``out[k]`` loses its ``&``: what it binds (the storage as
        a pointer to its elements) is a value."""
        out = self.out
        if k >= 4 and out[k - 1].text == "=" and out[k - 2].kind == "id" and \
                out[k - 3].text == "&" and out[k - 4].text == "auto":
            del out[k - 3]

    # ------------------------------------------------------------- temp storage
    def storage_decl(self, spec: Spec, name: Token) -> None:
        dims = []
        while self.at("["):
            dims.append(self.group("[", "]"))
        self.take(";")
        self.declare(spec, name, name.text, "".join(f"[{_text(d)}]" for d in dims))

    def declare(self, spec: Spec, at: Token, var: str, extra: str) -> None:
        elem, size = spec.storage()
        self.storages.add(var)
        # raw storage, as CUB's (no constructor runs for its elements: frontend/semantic)
        self.emit(f"{elem} {var}{extra}[{size}] {RAW};", at)

    def storage_union(self) -> bool:
        """``__shared__ union [Tag] { typename A::TempStorage a; ... } name;``"""
        start = self.i
        kw = self.take()
        if self.peek().kind == "id" and self.peek(1).text == "{":
            self.take()
        if not self.at("{"):
            self.i = start
            return False
        members = []
        self.take("{")
        while not self.at("}"):
            if self.spec_at(0) is None:
                self.i = start
                return False
            spec = self.spec()
            if not self.at("::", "TempStorage"):
                self.i = start
                return False
            self.take()
            self.take()
            members.append((spec, self.take()))
            self.take(";")
        self.take("}")
        var = self.take()
        self.take(";")
        self.out.pop()  # the __shared__ before 'union': each member array gets its own
        for spec, m in members:
            arr = f"{var.text}_{m.text}"
            self.members[(var.text, m.text)] = arr
            self.out.append(replace(kw, kind="id", text="__shared__"))
            self.declare(spec, m, arr, "")
        return True

    def storage_expr(self, toks: list[Token], at: Token) -> str:
        if len(toks) == 3 and toks[1].text == "." and (toks[0].text, toks[2].text) in \
                self.members:
            return self.members[(toks[0].text, toks[2].text)]
        if not toks:
            raise Unsupported("CUB: a primitive without temp storage (BlockReduce()) is not "
                              "modelled; pass a __shared__ TempStorage", at.where)
        if toks[0].text == "*" and len(toks) > 1:  # `WarpScanT(*p)`: p points to it
            return _text(toks[1:])
        return _text(toks)

    # ------------------------------------------------------------- calls
    def method(self, spec: Spec, storage: list[Token], name: Token) -> None:
        args = _split(self.group("(", ")"))
        s = self.storage_expr(storage, name)
        fn = getattr(self, "m_" + spec.prim)
        text = fn(spec, s, name, [_text(a) for a in args])
        if text is None:
            raise Unsupported(f"CUB: {spec.prim}::{name.text} with {len(args)} arguments is "
                              "not modelled", name.where)
        self.emit(f"({text})", name)

    def items(self, arg: str, at: Token) -> str | None:
        return self.arrays.get(arg.strip())

    def need_items(self, arg: str, at: Token) -> str:
        n = self.items(arg, at)
        if n is None:
            raise Unsupported(f"CUB: '{arg}' must be a per-thread array declared in this "
                              "file (T name[N];)", at.where)
        return n

    def op_alias(self) -> bool:
        """``using AddOp = cuda::std::plus<>;`` (or ``= cub::Sum;``): a name for a reduction
        operator, recorded (``AddOp{}`` is that operator) and left out of the output."""
        j = 3
        while self.peek(j).text != ";" and self.peek(j).kind != "eof" and j < 16:
            j += 1
        if self.peek(j).text != ";":
            return False
        code = _op_code(_text([self.peek(k) for k in range(3, j)]) + "{}")
        if code is None:
            return False
        self.op_aliases[self.peek(1).text] = code
        for _ in range(j + 1):
            self.take()
        return True

    def op(self, arg: str, at: Token) -> tuple[int, str]:
        """(code, operator object) of a reduction or scan operator: cub::Sum(), Max(),
        Min() and their aliases are codes 0..2 with ``ws_cub_builtin()``; anything else is
        the user's operator (code 3: a functor value, a lambda, a variable), which the
        header calls ``op(a, b)``."""
        a = arg.replace(" ", "")
        if a[-2:] in ("()", "{}") and a[:-2] in self.op_aliases:
            return self.op_aliases[a[:-2]], BUILTIN
        code = _op_code(arg)
        if code is not None:
            return code, BUILTIN
        return USER_OP, arg

    def is_op(self, arg: str) -> bool:
        """Whether a scan argument is an operator rather than an initial value: a CUB
        operator, a lambda, or a functor's value ``Op<T>()`` / ``Op{}`` (an initial value
        written ``T()`` is read as an operator and refused where it is called)."""
        a = arg.replace(" ", "")
        return _op_code(arg) is not None or (a[-2:] in ("()", "{}") and
                                             a[:-2] in self.op_aliases) or \
            a.startswith("[") or (a[-2:] in ("()", "{}") and a[:1].isalpha() and
                                  a[:-2].split("<")[0].split("::")[-1] not in SCALAR_WORDS)

    def m_BlockReduce(self, spec, s, name, a):
        t, dims = spec.get("T"), spec.dims()
        if name.text == "Sum" and len(a) in (1, 2):
            (op, fn), rest = (0, BUILTIN), a[1:]
        elif name.text == "Reduce" and len(a) in (2, 3):
            (op, fn), rest = self.op(a[1], name), a[2:]
        else:
            return None
        n = self.items(a[0], name)
        if n is not None and not rest:
            return f"ws_cub_block_reduce_items<{t}, {op}, {n}, {dims}>({s}, {a[0]}, {fn})"
        valid = rest[0] if rest else spec.threads()
        return f"ws_cub_block_reduce<{t}, {op}, {dims}>({s}, {a[0]}, {valid}, {fn})"

    def scan_args(self, name, a):
        """(exclusive, (op, operator object), init text, has_init, extra) of a scan call's
        arguments; ``extra``: the block aggregate or a block prefix callback."""
        m = name.text
        if m in ("InclusiveSum", "ExclusiveSum") and len(a) in (2, 3):
            excl = m == "ExclusiveSum"
            return excl, (0, BUILTIN), "0", int(excl), a[2] if len(a) == 3 else None
        if m == "InclusiveScan" and len(a) in (3, 4):
            return False, self.op(a[2], name), "0", 0, a[3] if len(a) == 4 else None
        if m == "ExclusiveScan" and len(a) >= 3 and self.is_op(a[2]) and len(a) <= 4:
            return True, self.op(a[2], name), "0", 0, a[3] if len(a) == 4 else None
        if m == "ExclusiveScan" and len(a) in (4, 5):
            return True, self.op(a[3], name), a[2], 1, a[4] if len(a) == 5 else None
        return None

    def m_BlockScan(self, spec, s, name, a):
        r = self.scan_args(name, a)
        if r is None:
            return None
        excl, (op, fn), init, has, extra = r
        t, dims = spec.get("T"), spec.dims()
        n = self.items(a[0], name)
        init = f"({t})({init})" if op != USER_OP or has else f"{t}()"
        if n is not None:
            if extra is None:
                return (f"ws_cub_block_scan_items1<{t}, {op}, {n}, {dims}, {int(excl)}>"
                        f"({s}, {a[0]}, {a[1]}, {init}, {has}, {fn})")
            return (f"ws_cub_block_scan_items_x<{t}, {op}, {n}, {dims}, {int(excl)}>"
                    f"({s}, {a[0]}, {a[1]}, {init}, {has}, {extra}, {fn})")
        if extra is None:
            return (f"{a[1]} = ws_cub_block_scan1<{t}, {op}, {dims}, {int(excl)}>"
                    f"({s}, {a[0]}, {init}, {has}, {fn})")
        return (f"{a[1]} = ws_cub_block_scan_x<{t}, {op}, {dims}, {int(excl)}>"
                f"({s}, {a[0]}, {init}, {has}, {extra}, {fn})")

    def m_WarpReduce(self, spec, s, name, a):
        t, lw = spec.get("T"), spec.get("LW")
        if name.text == "Sum" and len(a) in (1, 2):
            (op, fn), rest = (0, BUILTIN), a[1:]
        elif name.text == "Reduce" and len(a) in (2, 3):
            (op, fn), rest = self.op(a[1], name), a[2:]
        else:
            return None
        valid = rest[0] if rest else lw
        return f"ws_cub_warp_reduce<{t}, {op}, {lw}>({a[0]}, {valid}, {fn})"

    def m_WarpScan(self, spec, s, name, a):
        r = self.scan_args(name, a)
        if r is None:
            return None
        excl, (op, fn), init, has, agg = r
        t, lw = spec.get("T"), spec.get("LW")
        init = f"({t})({init})" if op != USER_OP or has else f"{t}()"
        if agg is None:
            return (f"{a[1]} = ws_cub_warp_scan1<{t}, {op}, {lw}, {int(excl)}>"
                    f"({a[0]}, {init}, {has}, {fn})")
        return (f"{a[1]} = ws_cub_warp_scan<{t}, {op}, {lw}, {int(excl)}>"
                f"({a[0]}, {init}, {has}, {agg}, {fn})")

    def array_view(self, arg: str, at: Token) -> str:
        """The items argument of Load/Store as a pointer: a per-thread array declared in
        the file, or ``*reinterpret_cast<T (*)[N]>(p)`` / ``reinterpret_cast<T (&)[N]>(a)``
        (causal-conv1d's views of its arrays as ``vec_t[1]``), which are ``(T*)(p)``."""
        m = _ARRAY_VIEW.fullmatch(arg.strip())
        if m is not None:
            return f"reinterpret_cast < {m.group(1) or m.group(2)} * > ( {m.group(3)} )"
        self.need_items(arg, at)
        return arg

    def m_BlockLoad(self, spec, s, name, a):
        if name.text != "Load" or len(a) not in (2, 3, 4):
            return None
        a = list(a)
        a[1] = self.array_view(a[1], name)
        t = spec.get("T")
        valid = a[2] if len(a) >= 3 else BIG
        oob = a[3] if len(a) == 4 else "0"
        return (f"ws_cub_block_load<{t}, {spec.get('BX')}, {spec.get('N')}, {spec.get('ALG')},"
                f" {spec.get('BY')}, {spec.get('BZ')}>({s}, {a[0]}, {a[1]}, {valid}, "
                f"{int(len(a) == 4)}, ({t})({oob}))")

    def m_BlockStore(self, spec, s, name, a):
        if name.text != "Store" or len(a) not in (2, 3):
            return None
        a = list(a)
        a[1] = self.array_view(a[1], name)
        valid = a[2] if len(a) == 3 else BIG
        return (f"ws_cub_block_store<{spec.get('T')}, {spec.get('BX')}, {spec.get('N')}, "
                f"{spec.get('ALG')}, {spec.get('BY')}, {spec.get('BZ')}>({s}, {a[0]}, {a[1]}, "
                f"{valid})")

    def m_BlockRadixSort(self, spec, s, name, a):
        m = name.text
        if m not in ("Sort", "SortDescending", "SortBlockedToStriped",
                     "SortDescendingBlockedToStriped") or not 1 <= len(a) <= 4:
            return None
        k = spec.get("T")
        kind = KEY_KINDS.get(" ".join(k.split()))
        if kind is None and a and self.is_op(a[-1]) and self.items(a[-1], name) is None:
            # CCCL 2.x: class keys sorted by the members a decomposer functor returns as a
            # cuda::std::tuple of references (grouped_gemm's GemmProblem by its k)
            raise Unsupported(f"CUB: BlockRadixSort of '{k}' keys through a decomposer "
                              f"('{a[-1].replace(' ', '')}': the key's bits are the members of the "
                              "cuda::std::tuple of references it returns) is not modelled "
                              "(keys: 32-bit int, unsigned int, float)", name.where)
        if kind is None:
            raise Unsupported(f"CUB: BlockRadixSort keys of type '{k}' are not modelled "
                              "(32-bit int, unsigned int, float)", name.where)
        self.need_items(a[0], name)
        has_v = len(a) in (2, 4) and self.items(a[1], name) is not None
        rest = a[2:] if has_v else a[1:]
        if len(rest) not in (0, 2):
            return None
        begin, end = rest if rest else ("0", "32")
        v = spec.get("V")
        if has_v and v == "NullType":
            raise Unsupported("CUB: Sort(keys, values) needs BlockRadixSort's ValueT",
                              name.where)
        # a sort with values keeps its storage in ws_cub_radix_storage elements
        tk = f"({s})->k" if v != "NullType" else s
        tv, vals, vt = (f"({s})->v", a[1], v) if has_v else (tk, tk, "unsigned int")
        desc = int("Descending" in m)
        striped = int("Striped" in m)
        return (f"ws_cub_radix_sort<{k}, {vt}, {kind}, {spec.get('BX')}, {spec.get('N')}, "
                f"{spec.get('BY')}, {spec.get('BZ')}, {int(has_v)}>({tk}, {tv}, {a[0]}, "
                f"{vals}, {begin}, {end}, {desc}, {striped})")

    def m_BlockExchange(self, spec, s, name, a):
        """``BlockedToStriped(in, out)`` / ``StripedToBlocked(in, out)`` (``(items)``: in
        place); the warp-striped and scatter forms are refused by the caller."""
        direction = EXCHANGES.get(name.text)
        if direction is None or len(a) not in (1, 2):
            return None
        for arg in a:
            self.need_items(arg, name)
        out = a[-1]
        return (f"ws_cub_block_exchange<{spec.get('T')}, {spec.get('BX')}, {spec.get('N')}, "
                f"{spec.get('BY')}, {spec.get('BZ')}, {direction}>({s}, {a[0]}, {out})")

    def free_call(self) -> None:
        name = self.take()
        targs = _split(self.group("<", ">")) if self.at("<") else []
        a = [_text(x) for x in _split(self.group("(", ")"))]
        x = name.text
        if len(a) < 3:
            raise Unsupported(f"CUB: {x} with {len(a)} arguments is not modelled", name.where)
        n = self.need_items(a[2], name)
        striped = "Striped" in x
        if striped and len(targs) != 1:
            raise Unsupported(f"CUB: {x} needs <BLOCK_THREADS>", name.where)
        pre = f"{_text(targs[0])}, " if striped else ""
        kind = "striped" if striped else "blocked"
        if x.startswith("Load") and len(a) <= 5:
            valid = a[3] if len(a) >= 4 else BIG
            oob = a[4] if len(a) == 5 else "0"
            self.emit(f"ws_cub_load_{kind}<{pre}{n}>({a[0]}, {a[1]}, {a[2]}, {valid}, "
                      f"{int(len(a) == 5)}, {oob})", name)
        elif x.startswith("Store") and len(a) <= 4:
            valid = a[3] if len(a) == 4 else BIG
            self.emit(f"ws_cub_store_{kind}<{pre}{n}>({a[0]}, {a[1]}, {a[2]}, {valid})", name)
        else:
            raise Unsupported(f"CUB: {x} with {len(a)} arguments is not modelled", name.where)


def _op_code(arg: str) -> int | None:
    """0 (sum), 1 (max), 2 (min) for ``Sum()``, ``Max{}``, ``cuda::maximum<>{}``, ..."""
    a = arg.replace(" ", "")
    for end in ("()", "{}"):
        if a.endswith(end):
            head = a[:-2]
            if head in OPS:
                return OPS[head]
            if "<" in head and head.endswith(">"):
                head = head[:head.index("<")]
            return CCCL_OPS.get(head)
    return None


def _template_params(toks: list[Token], i: int) -> frozenset:
    """The parameter names of the ``template <..>`` just before the class key at ``i``."""
    if i == 0 or toks[i - 1].text != ">":
        return frozenset()
    depth, j = 0, i - 1
    while j >= 0:
        depth += {">": 1, "<": -1}.get(toks[j].text, 0)
        if depth == 0:
            break
        j -= 1
    if j < 1 or toks[j - 1].text != "template":
        return frozenset()
    return frozenset(t.text for k, t in enumerate(toks[j + 1:i - 1], j + 1)
                     if t.kind == "id" and toks[k + 1].text in (",", ">", "=", "..."))


def _split(toks: list[Token]) -> list[list[Token]]:
    """Top-level comma-separated parts (none for no tokens)."""
    parts = split_commas(toks, keep_empty=True)
    return [] if parts == [[]] else parts


def _normalize(toks: list[Token]) -> list[Token]:
    """Drop ``cub::`` qualifiers and ``using namespace cub;``; enum items become numbers.
    A ``cub::`` name warpsmith does not model is a located error in device code (a
    ``__global__``/``__device__`` function's body) and stays as written elsewhere (host
    code such as ``cub::DeviceReduce::Sum(..)`` is never read)."""
    out: list[Token] = []
    frames: list[bool] = []  # per open brace: inside device code?
    device_sig = False
    i = 0
    while i < len(toks):
        t = toks[i]
        if t.text in ("__global__", "__device__") and t.kind == "id":
            device_sig = True
        elif t.text == "{" and t.kind == "punct":
            frames.append(device_sig or (bool(frames) and frames[-1]))
            device_sig = False
        elif t.text == "}" and t.kind == "punct" and frames:
            frames.pop()
        elif t.text == ";" and not (frames and frames[-1]):
            device_sig = False
        if t.text == "using" and i + 3 < len(toks) and toks[i + 1].text == "namespace" and \
                toks[i + 2].text == "cub" and toks[i + 3].text == ";":
            i += 4
            continue
        if t.text == "cub" and t.kind == "id" and i + 1 < len(toks) and toks[i + 1].text == "::":
            nxt = toks[i + 2] if i + 2 < len(toks) else t
            if nxt.text in KNOWN or nxt.text in RENAMED:
                if out and out[-1].text == "::":
                    out.pop()
                if nxt.text in RENAMED:  # `cub::ArgMax` -> the header's `ws_cub_ArgMax`
                    out.append(replace(nxt, text=RENAMED[nxt.text]))
                    i += 1
                i += 2
                continue
            if frames and frames[-1]:
                raise Unsupported(f"CUB's '{nxt.text}' is not modelled (warpsmith models "
                                  f"{', '.join(PRIMS)}, {', '.join(FREE)}, "
                                  f"{', '.join(RENAMED)})", nxt.where)
        if t.kind == "id" and t.text in ENUMS:
            out.append(replace(t, kind="num", text=str(ENUMS[t.text])))
        else:
            out.append(t)
        i += 1
    return out


def rewrite(toks: list[Token]) -> list[Token]:
    """The preprocessed tokens of a file that includes CUB, with CUB's primitives rewritten
    into calls of ``ws_cub.cuh``'s functions (see the module docstring)."""
    return _Rewriter(_normalize(list(toks))).run()
