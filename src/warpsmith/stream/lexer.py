"""Tokens of the StreamIt language (a C-like lexer with StreamIt's ``->`` and keywords)."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..ir.errors import SyntaxErrorAt
from ..ir.nodes import SourceLoc

KEYWORDS = {
    "filter", "pipeline", "splitjoin", "feedbackloop", "add", "split", "join", "duplicate",
    "roundrobin", "init", "work", "prework", "pop", "push", "peek", "body", "loop", "enqueue",
    "if", "else", "for", "while", "do", "return", "break", "continue", "void", "int", "float",
    "boolean", "bit", "complex", "double", "true", "false", "handler", "portal", "static",
    "stateful", "struct",
}
TYPE_WORDS = {"int", "float", "boolean", "bit", "complex", "void", "double"}

_TOKEN = re.compile(r"""
  (?P<ws>\s+)
| (?P<line_comment>//[^\n]*)
| (?P<block_comment>/\*.*?\*/)
| (?P<number>0[xX][0-9a-fA-F]+|(?:\d+\.\d*|\.\d+|\d+)(?:[eE][+-]?\d+)?[fF]?)
| (?P<string>"(?:[^"\\\n]|\\.)*")
| (?P<ident>[A-Za-z_][A-Za-z0-9_]*)
| (?P<op>>>>=|<<=|>>=|>>>|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^]=|[-+*/%&|^!~<>=?:;,.(){}\[\]])
""", re.S | re.X)


@dataclass(frozen=True)
class Token:
    """One token: ``kind`` (number, string, ident, keyword, op, eof), its ``text`` and place."""
    kind: str
    text: str
    loc: SourceLoc


def tokenize(text: str, path: str = "<string>") -> list[Token]:
    """The tokens of ``text``; a located :class:`SyntaxErrorAt` on a character no token
    starts with or an unterminated comment."""
    out: list[Token] = []
    pos, line, col0 = 0, 1, 0
    n = len(text)
    while pos < n:
        m = _TOKEN.match(text, pos)
        loc = SourceLoc(path, line, pos - col0 + 1)
        if not m:
            what = "unterminated comment" if text.startswith("/*", pos) else \
                f"unexpected character {text[pos]!r}"
            raise SyntaxErrorAt(what, loc)
        kind = m.lastgroup
        s = m.group()
        if kind == "number":
            out.append(Token("number", s, loc))
        elif kind == "string":
            out.append(Token("string", s, loc))
        elif kind == "ident":
            out.append(Token("keyword" if s in KEYWORDS else "ident", s, loc))
        elif kind == "op":
            out.append(Token("op", s, loc))
        nl = s.count("\n")
        if nl:
            line += nl
            col0 = pos + s.rindex("\n") + 1
        pos = m.end()
    out.append(Token("eof", "", SourceLoc(path, line, pos - col0 + 1)))
    return out
