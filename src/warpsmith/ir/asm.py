"""Inline PTX: operand constraints, template references, and a parser for the PTX text.

GCC's extended ``asm`` as nvcc takes it (NVIDIA, "Using Inline PTX Assembly in CUDA",
section 1.1 "Assembler (ASM) Statements"): each operand has a constraint letter giving the
PTX register type it travels in; ``%0``..``%n`` name operands in order (outputs first), ``%%``
is a literal ``%``. The parser reads the PTX subset that the simulator and the access
analysis need (statements, ``@p`` predicates, ``.reg`` declarations, ``{ }`` scopes,
vector and address operands, immediates of the PTX ISA's section 4.5 "Constants"). It is
ours (pure Python, no toolchain needed): the IR layer has to read templates for the
printer's checks, the simulator and the analysis alike.
"""

from __future__ import annotations

import re

from .record import record
from .types import F32, F64, U8, U16, U32, U64, Type

#: constraint letter -> the type the operand travels in (nvcc's table; ``n``: an immediate)
CONSTRAINT_TYPES: dict[str, Type] = {"h": U16, "r": U32, "l": U64, "f": F32, "d": F64,
                                     "c": U8, "n": U64}
OUTPUT_PREFIXES = ("=", "+")


class AsmError(ValueError):
    """Malformed inline asm; the caller turns it into a located error."""


def constraint_letter(text: str, output: bool) -> str:
    """The type letter of a constraint string (``"=r"`` -> ``r``), checked: outputs need
    ``=`` or ``+`` and a register letter; inputs a letter (``n`` too) and no prefix."""
    s = text.replace("&", "")
    if output:
        if not s or s[0] not in OUTPUT_PREFIXES:
            raise AsmError(f"output constraint '{text}' must start with '=' or '+'")
        s = s[1:]
        if s not in CONSTRAINT_TYPES or s == "n":
            raise AsmError(f"unsupported output constraint '{text}' (one of =h =r =l =f =d "
                           f"=c, or + for read-write)")
        return s
    if s not in CONSTRAINT_TYPES:
        raise AsmError(f"unsupported input constraint '{text}' (one of h r l f d c n)")
    return s


_REF = re.compile(r"%(%|\d+|[A-Za-z_.]?)")


def operand_refs(template: str) -> set[int]:
    """The operand numbers ``%N`` that ``template`` names (``%%`` is a literal)."""
    out = set()
    for m in _REF.finditer(template):
        g = m.group(1)
        if g.isdigit():
            out.add(int(g))
    return out


def check_template(template: str, count: int) -> None:
    """Every ``%N`` of ``template`` names one of ``count`` operands; a lone ``%`` not followed
    by ``%`` or a digit is an error (nvcc's "invalid % escape")."""
    for m in _REF.finditer(template):
        g = m.group(1)
        if g.isdigit():
            if int(g) >= count:
                raise AsmError(f"operand %{g} out of range (the asm has {count} operand"
                               f"{'s' if count != 1 else ''})")
        elif g != "%":
            raise AsmError(f"invalid '%' escape '%{g}' in the asm template (write '%%' for a "
                           f"literal '%')")


def substitute(template: str, names: list[str]) -> str:
    """``template`` with ``%N`` replaced by ``names[N]`` and ``%%`` by ``%``."""
    def rep(m):
        g = m.group(1)
        return "%" if g == "%" else names[int(g)] if g.isdigit() else m.group(0)
    return _REF.sub(rep, template)


# ------------------------------------------------------------------------- the PTX reader

#: the name an operand ``%N`` takes in the parsed text (not a valid PTX identifier start)
OPERAND_PREFIX = "\u00a7"


@record
class Operand:
    """One PTX operand: ``kind`` "reg" (``name``: a register, ``§N`` for asm operand N, or a
    special register like ``%laneid``), "imm" (``value``: int, or ``("f", bits, width)`` for
    ``0f``/``0d`` literals, or a Python float), "vec" (``items``), "addr" (``base`` operand
    and byte ``offset``), "sink" (``_``)."""

    kind: str
    name: str = ""
    value: object = None
    items: tuple = ()
    base: object = None
    offset: int = 0

    def operand_number(self) -> int | None:
        """The asm operand this names, or None."""
        if self.kind == "reg" and self.name.startswith(OPERAND_PREFIX):
            return int(self.name[1:])
        return None


@record
class Instr:
    """One PTX instruction: ``opcode`` split at dots (``("ld", "global", "v4", "u32")``),
    operands, an optional guard predicate (``pred`` register name, ``neg`` for ``@!p``),
    and its 1-based statement number in the template."""

    opcode: tuple[str, ...]
    operands: tuple[Operand, ...]
    pred: str | None = None
    neg: bool = False
    index: int = 0

    @property
    def op(self) -> str:
        return self.opcode[0]

    @property
    def text(self) -> str:
        return ".".join(self.opcode)


@record
class RegDecl:
    """``.reg .type name, name<N>;`` (``names`` expanded)."""

    type: str
    names: tuple[str, ...]


@record
class Label:
    name: str


_TOKEN = re.compile(r"""\s*(?:
    (?P<comment>//[^\n]*|/\*.*?\*/)
  | (?P<num>0[fF][0-9a-fA-F]{8}|0[dD][0-9a-fA-F]{16}|0[xX][0-9a-fA-F]+U?|
            \d+\.\d*(?:[eE][-+]?\d+)?|\d+[eE][-+]?\d+|\d+U?)
  | (?P<id>[%\u00a7.A-Za-z_$][A-Za-z0-9_$.:]*)
  | (?P<punct>[{}\[\],;@!+\-<>|:])
  | (?P<bad>\S))""", re.X | re.S)


def tokens(text: str) -> list[tuple[str, str]]:
    """PTX tokens ``(kind, text)``; a newline is white space (PTX statements end at ``;``;
    an instruction's operands may span lines), the end of the text ends a statement."""
    out = []
    for m in _TOKEN.finditer(text):
        kind = m.lastgroup
        if kind is None or kind == "comment":
            continue
        if kind == "bad":
            raise AsmError(f"unexpected character {m.group(kind)!r} in PTX")
        out.append((kind, m.group(kind)))
    out.append(("punct", ";"))
    return out


def _number(t: str):
    if t[:2] in ("0f", "0F"):
        return ("f", int(t[2:], 16), 32)
    if t[:2] in ("0d", "0D"):
        return ("f", int(t[2:], 16), 64)
    t = t.rstrip("U")
    if t[:2] in ("0x", "0X"):
        return int(t, 16)
    if any(c in t for c in ".eE"):
        return float(t)
    return int(t)


class _Reader:
    def __init__(self, toks):
        self.toks = toks
        self.i = 0

    def peek(self, k=0):
        j = self.i + k
        return self.toks[j] if j < len(self.toks) else ("eof", "")

    def next(self):
        t = self.peek()
        self.i += 1
        return t

    def expect(self, text):
        t = self.next()
        if t[1] != text:
            raise AsmError(f"expected '{text}' in PTX, found '{t[1]}'")

    def operand(self) -> Operand:
        k, t = self.peek()
        if t == "{":
            self.next()
            items = [self.operand()]
            while self.peek()[1] == ",":
                self.next()
                items.append(self.operand())
            self.expect("}")
            return Operand("vec", items=tuple(items))
        if t == "[":
            self.next()
            base = self.operand()
            if self.peek()[1] == ",":  # [tensormap, {coordinates}]
                items = [base]
                while self.peek()[1] == ",":
                    self.next()
                    items.append(self.operand())
                self.expect("]")
                return Operand("addr", base=base, items=tuple(items[1:]))
            off = 0
            while self.peek()[1] in ("+", "-"):
                sign = -1 if self.next()[1] == "-" else 1
                if self.peek()[1] == "-":
                    self.next()
                    sign = -sign
                k2, t2 = self.next()
                if k2 != "num":
                    raise AsmError(f"expected a constant offset in an address, found '{t2}'")
                off += sign * int(_number(t2))
            self.expect("]")
            return Operand("addr", base=base, offset=off)
        if t == "-" and self.peek(1)[0] == "num":
            self.next()
            v = _number(self.next()[1])
            if isinstance(v, tuple):
                raise AsmError("a negated 0f/0d literal")
            return Operand("imm", value=-v)
        if k == "num":
            self.next()
            return Operand("imm", value=_number(t))
        if k == "id":
            self.next()
            if t == "_":
                return Operand("sink")
            if t.startswith("!"):
                return Operand("reg", name=t)
            return Operand("reg", name=t)
        if t == "!" and self.peek(1)[0] == "id":
            self.next()
            return Operand("reg", name="!" + self.next()[1])
        raise AsmError(f"unexpected '{t}' in a PTX operand")


def parse_ptx(text: str) -> list:
    """The statements of PTX ``text`` (operands already substituted, asm operands written
    ``§N``): a list of :class:`Instr`, :class:`RegDecl`, :class:`Label`, and the strings
    ``"{"``/``"}"`` for scopes."""
    r = _Reader(tokens(text))
    out: list = []
    n = 0
    while r.peek()[0] != "eof":
        k, t = r.peek()
        if t == ";":
            r.next()
            continue
        if t in ("{", "}"):
            r.next()
            out.append(t)
            continue
        if k == "id" and r.peek(1)[1] == ":" and not t.startswith("."):
            r.next()
            r.next()
            out.append(Label(t))
            continue
        if k == "id" and t.endswith(":") and not t.endswith("::"):  # "LOOP:" read as one
            r.next()
            out.append(Label(t[:-1]))
            continue
        if t == ".reg":
            r.next()
            ty = r.next()[1]
            names = []
            while True:
                nm = r.next()[1]
                if r.peek()[1] == "<":
                    r.next()
                    cnt = int(r.next()[1])
                    r.expect(">")
                    names.extend(f"{nm}{j}" for j in range(cnt))
                else:
                    names.append(nm)
                if r.peek()[1] != ",":
                    break
                r.next()
            out.append(RegDecl(ty.lstrip("."), tuple(names)))
            continue
        pred, neg = None, False
        if t == "@":
            r.next()
            if r.peek()[1] == "!":
                r.next()
                neg = True
            pred = r.next()[1]
            k, t = r.peek()
        if k != "id" or t.startswith("."):
            raise AsmError(f"expected a PTX instruction, found '{t}'")
        r.next()
        n += 1
        ops = []
        if r.peek()[1] != ";":
            ops.append(r.operand())
            while r.peek()[1] in (",", "|"):
                if r.next()[1] == "|":  # d|p: a destination and its predicate
                    ops[-1] = Operand("vec", name="|", items=(ops[-1], r.operand()))
                else:
                    ops.append(r.operand())
        if r.peek()[1] not in (";", "}"):
            raise AsmError(f"expected ';' after PTX instruction '{t}', found "
                           f"'{r.peek()[1]}'")
        out.append(Instr(tuple(t.split(".")), tuple(ops), pred, neg, n))
    return out


def parse_template(template: str) -> list:
    """:func:`parse_ptx` of an asm template with operand ``N`` written ``§N``."""
    return parse_ptx(substitute(template, [f"{OPERAND_PREFIX}{i}" for i in range(
        max(operand_refs(template), default=-1) + 1)]))


def instructions(template: str) -> list[Instr]:
    """The instructions of an asm template (scopes, declarations and labels left out)."""
    return [s for s in parse_template(template) if isinstance(s, Instr)]


#: what an ``ld``/``st``/``cp.async`` touches: (kind, space, bytes per access)
def memory_ops(template: str) -> list[tuple[str, str, int, Instr]]:
    """The memory accesses of a template: ``(kind, space, bytes, instr)`` with kind "load",
    "store" or "copy" (``cp.async``: a global load and a shared store), space "global",
    "shared", "local", "const" or "generic"."""
    out = []
    for ins in instructions(template):
        op = ins.opcode
        if op[0] in ("ld", "st", "ldu"):
            space = next((s.split("::")[0] for s in op[1:] if s.split("::")[0] in
                          ("global", "shared", "local", "const", "param")), "generic")
            vec = next((int(s[1:]) for s in op[1:] if re.fullmatch(r"v\d", s)), 1)
            width = type_bits(op[-1]) // 8
            out.append(("load" if op[0] != "st" else "store", space, width * vec, ins))
        elif op[0] == "ldmatrix":  # each of 8 (x1) .. 32 (x4) lanes reads a 16-byte row
            out.append(("load", "shared", 16, ins))
        elif op[:2] == ("cp", "async") and len(op) > 2 and op[2] in ("ca", "cg"):
            size = ins.operands[2].value if len(ins.operands) > 2 and \
                ins.operands[2].kind == "imm" else 16
            out.append(("copy", "global", int(size) if isinstance(size, int) else 16, ins))
    return out


def type_bits(suffix: str) -> int:
    """Bits of a PTX type suffix (``u32`` -> 32, ``b128`` -> 128, ``pred`` -> 1)."""
    m = re.fullmatch(r"[usbfe]?[a-z]*?(\d+)(x2)?", suffix)
    if suffix == "pred":
        return 1
    if m is None:
        raise AsmError(f"not a PTX type: .{suffix}")
    return int(m.group(1)) * (2 if m.group(2) else 1)
