"""Printing inline PTX (:class:`~warpsmith.ir.nodes.InlineAsm`) as CUDA C.

The template is printed as one C string literal per template line (concatenated, as
people write them), so that reading the printed text gives the same template back."""

from __future__ import annotations

from .nodes import InlineAsm

_ESC = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}


def c_string(s: str) -> str:
    """``s`` as a C string literal (non-printable characters as octal escapes)."""
    out = []
    for ch in s:
        if ch in _ESC:
            out.append(_ESC[ch])
        elif ord(ch) < 32 or ord(ch) == 127:
            out.append(f"\\{ord(ch):03o}")
        else:
            out.append(ch)
    return '"' + "".join(out) + '"'


def asm_lines(printer, s: InlineAsm, level: int) -> list[str]:
    """The CUDA lines of ``s`` (``printer`` prints the operand expressions)."""
    ind = printer._ind(level)
    pieces = s.template.splitlines(keepends=True) or [""]
    head = f"{ind}asm{' volatile' if s.volatile else ''}("
    lines = [head + c_string(pieces[0])]
    for p in pieces[1:]:
        lines.append(ind + "    " + c_string(p))

    def ops(exprs, cons):
        return ", ".join(f"{c_string(c)}({printer.expr(e)})" for e, c in zip(exprs, cons))
    sections = [ops(s.outputs, s.out_constraints), ops(s.inputs, s.in_constraints),
                ", ".join(c_string(c) for c in s.clobbers)]
    while sections and not sections[-1]:
        sections.pop()
    tail = "".join(f"\n{ind}    :" + (f" {x}" if x else "") for x in sections)
    lines[-1] += tail + ");"
    return "\n".join(lines).split("\n")
