"""Tokenizer for CUDA C and OpenCL C source (C/C++ tokens, with locations).

The token stream is the contract between the preprocessor and the parser: the lexer makes
tokens from one file's text, the preprocessor expands directives and macros (tokens keep
the location where they were written; a token produced by a macro expansion also records
the location of the macro use in ``expanded_at``), the parser consumes the result.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from dataclasses import field

from ..ir.record import record
from ..ir.errors import SyntaxErrorAt
from ..ir.nodes import SourceLoc


@record(frozen=False)
class Token:
    """One token. ``kind`` is "id", "num", "str", "char", "punct", "pragma", "other" (a stray
    character) or "eof".

    ``bol`` is true for the first token of a line (the preprocessor needs it for
    directives); ``space`` is true when whitespace precedes the token (function-like macro
    definitions and ``#`` stringizing need it). A ``pragma`` token is made by the
    preprocessor from ``#pragma X`` / ``_Pragma("X")`` and its text is ``X``.
    """

    kind: str
    text: str
    loc: SourceLoc
    bol: bool = False
    space: bool = False
    expanded_at: SourceLoc | None = None
    hideset: frozenset = field(default_factory=frozenset)

    @property
    def where(self) -> SourceLoc:
        """The location to report: where the macro was used, if the token came from one."""
        return self.expanded_at or self.loc

    def __repr__(self) -> str:
        return f"Token({self.kind},{self.text!r},{self.loc})"


PUNCTUATORS = sorted(
    """<<= >>= ... -> ++ -- << >> <= >= == != && || += -= *= /= %= &= |= ^= :: ##
    [ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , # @""".split(),
    key=len, reverse=True,
)

_TOKEN_RE = re.compile(
    r"""
    (?P<ws>[ \t\f\v\r\ufeff]+)
  | (?P<nl>\n)
  | (?P<lcomment>//[^\n]*)
  | (?P<bcomment>/\*.*?\*/)
  | (?P<ucomment>/\*)
  | (?P<num>(?:0[xX][0-9a-fA-F']*(?:\.[0-9a-fA-F]*)?(?:[pP][+-]?\d+)?|
               (?:\d[\d']*\.?\d*|\.\d+)(?:[eE][+-]?\d+)?)[a-zA-Z_0-9]*)
  | (?P<id>(?:[^\W\d]|\$)[\w$]*)
  | (?P<str>(?:u8|[uUL])?"(?:[^"\\\n]|\\.)*")
  | (?P<char>(?:u8|[uUL])?'(?:[^'\\\n]|\\.)+')
  | (?P<punct>"""
    + "|".join(re.escape(p) for p in PUNCTUATORS)
    + r""")
  | (?P<bad>.)
    """,
    re.VERBOSE | re.DOTALL,
)


def splice_lines(text: str) -> tuple[str, list[int]]:
    """Remove backslash-newline pairs; return the text and, for every character of it,
    the offset in the original text (to report true lines and columns)."""
    if "\\\n" not in text and "\\\r\n" not in text:
        return text, []
    out: list[str] = []
    origin: list[int] = []
    i = 0
    n = len(text)
    while i < n:
        c = text[i]
        if c == "\\" and text.startswith("\n", i + 1):
            i += 2
            continue
        if c == "\\" and text.startswith("\r\n", i + 1):
            i += 3
            continue
        out.append(c)
        origin.append(i)
        i += 1
    return "".join(out), origin


def tokenize(text: str, filename: str = "<input>") -> list[Token]:
    """Split ``text`` into tokens (comments dropped, line continuations joined).

    Raises :class:`SyntaxErrorAt` for an unterminated comment. A stray character (an
    unmatched quote, ``@``) becomes a token of kind "other", which only the parser rejects,
    so that it may sit in a group skipped by ``#if 0``."""
    spliced, origin = splice_lines(text)
    # line start offsets in the original text, for mapping offsets to line/col
    starts = [0] + [m.end() for m in re.finditer("\n", text)]
    tokens: list[Token] = []
    append = tokens.append
    bol = True
    space = False
    # (the tokens' offsets only grow: the line of each is found from the last one's, as
    # _LineCounter.loc finds it, kept in locals: this loop makes every token of a file)
    line, line_start, n_origin = 0, 0, len(origin)
    nxt = starts[1] if len(starts) > 1 else None
    make, loc_of, no_hide = Token, SourceLoc, frozenset()
    for m in _TOKEN_RE.finditer(spliced, 1 if spliced.startswith("\ufeff") else 0):
        kind = m.lastgroup
        if kind in _SPACE:
            space = True
            continue
        if kind == "nl":
            bol = True
            space = False
            continue
        if kind == "ucomment":
            raise SyntaxErrorAt("unterminated comment",
                                _LineCounter(starts, origin).loc(filename, m.start()))
        txt = m.group()
        if kind == "bad":
            if txt == "\\":
                space = True
                continue
            # Kept as a token of kind "other": text in a skipped #if 0 group may hold
            # stray apostrophes; the parser reports it if it reaches active code.
            kind = "other"
        elif kind == "num" and "'" in txt:
            txt = txt.replace("'", "")
        pos = m.start()
        orig = origin[pos] if pos < n_origin else pos
        if nxt is not None and orig >= nxt:
            line = bisect_right(starts, orig, line) - 1
            line_start = starts[line]
            nxt = starts[line + 1] if line + 1 < len(starts) else None
        append(make(kind, txt, loc_of(filename, line + 1, orig - line_start + 1), bol, space,
                    None, no_hide))
        bol = False
        space = False
    return tokens


_SPACE = frozenset(("ws", "lcomment", "bcomment"))


class _LineCounter:
    """The line and column of offsets of the spliced text, asked in increasing order (as
    ``bisect`` over the line starts would give them, found by stepping forward)."""

    __slots__ = ("starts", "origin", "line", "next")

    def __init__(self, starts: list[int], origin: list[int]):
        self.starts = starts
        self.origin = origin
        self.line = 0
        self.next = starts[1] if len(starts) > 1 else None

    def loc(self, filename: str, pos: int) -> SourceLoc:
        """The location of offset ``pos`` of the spliced text (not below the last one)."""
        origin = self.origin
        orig = origin[pos] if origin and pos < len(origin) else pos
        nxt = self.next
        if nxt is not None and orig >= nxt:
            starts = self.starts
            line = bisect_right(starts, orig, self.line) - 1
            self.line = line
            self.next = starts[line + 1] if line + 1 < len(starts) else None
        return SourceLoc(filename, self.line + 1, orig - self.starts[self.line] + 1)


def matching_paren(toks: list[Token], i: int) -> int:
    """Index of the ``)`` that closes the ``(`` at ``toks[i]``, or ``len(toks)`` when it
    never closes (the callers treat an unclosed list as running to the end)."""
    return _matching(toks, i, "(", ")")


def matching_brace(toks: list[Token], i: int) -> int:
    """Index of the ``}`` that closes the ``{`` at ``toks[i]``, or ``len(toks)`` when it
    never closes."""
    return _matching(toks, i, "{", "}")


def matching_angle(toks: list[Token], i: int, stops=(";", "{", "}")) -> int | None:
    """Index of the ``>`` (or ``>>``, closing an inner list too) that closes the template
    argument list whose ``<`` is ``toks[i]``; parentheses and brackets nest. None when the
    list does not close: a token of ``stops``, an unbalanced ``)`` or ``]``, a ``>>`` that
    closes a list opened before ``toks[i]``, or the end (then the ``<`` was a less-than)."""
    depth = brackets = 0
    for k in range(i, len(toks)):
        x = toks[k].text
        if x in stops:
            return None
        if x in ("(", "["):
            brackets += 1
        elif x in (")", "]"):
            brackets -= 1
            if brackets < 0:
                return None
        elif brackets == 0 and x in ("<", ">", ">>"):
            depth += {"<": 1, ">": -1, ">>": -2}[x]
            if depth <= 0:
                return k if depth == 0 else None
    return None


def _matching(toks: list[Token], i: int, open_: str, close: str) -> int:
    depth = 0
    for k in range(i, len(toks)):
        text = toks[k].text
        if text == open_:
            depth += 1
        elif text == close:
            depth -= 1
            if depth == 0:
                return k
    return len(toks)


def split_commas(toks: list, keep_empty: bool = False) -> list:
    """The top-level comma-separated parts of ``toks`` (commas inside brackets and
    template angle brackets do not split; ``>>`` closes two); empty parts are dropped
    unless ``keep_empty`` (then no tokens give ``[[]]``)."""
    out: list = [[]]
    depth = 0
    for t in toks:
        if t.text in ("(", "[", "{", "<"):
            depth += 1
        elif t.text in (")", "]", "}", ">"):
            depth -= 1
        elif t.text == ">>":
            depth -= 2
        if t.text == "," and depth == 0:
            out.append([])
        else:
            out[-1].append(t)
    return out if keep_empty else [a for a in out if a]
