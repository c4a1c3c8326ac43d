"""The tokenizer finds each token's line by stepping forward from the last one
(lexer._LineCounter) instead of searching all line starts: the tokens, their kinds,
texts, locations and bol/space flags are those of a plain match-and-search scan
(written here as the reference) on every file of the repository's kernels and on drawn
texts."""

import glob
import os
from bisect import bisect_right

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from warpsmith.frontend.lexer import _TOKEN_RE, Token, splice_lines, tokenize
from warpsmith.ir.errors import SyntaxErrorAt
from warpsmith.ir.nodes import SourceLoc

ROOT = os.path.dirname(os.path.dirname(__file__))
FILES = sorted(glob.glob(os.path.join(ROOT, "src/warpsmith/corpus/**/*.cu"), recursive=True)
               + glob.glob(os.path.join(ROOT, "tests/data/realworld/**/*.cu"),
                           recursive=True))[:60]


def reference(text: str, filename: str = "<input>") -> list:
    """One regex match per position, each location searched among all line starts."""
    spliced, origin = splice_lines(text)
    starts = [0] + [i + 1 for i, c in enumerate(text) if c == "\n"]

    def loc(pos):
        orig = origin[pos] if origin and pos < len(origin) else pos
        line = bisect_right(starts, orig) - 1
        return SourceLoc(filename, line + 1, orig - starts[line] + 1)

    out, bol, space = [], True, False
    pos = 1 if spliced.startswith("\ufeff") else 0
    while pos < len(spliced):
        m = _TOKEN_RE.match(spliced, pos)
        kind, txt = m.lastgroup, m.group()
        if kind in ("ws", "lcomment", "bcomment") or (kind == "bad" and txt == "\\"):
            space = True
        elif kind == "nl":
            bol, space = True, False
        elif kind == "ucomment":
            raise SyntaxErrorAt("unterminated comment", loc(pos))
        else:
            out.append(Token("other" if kind == "bad" else kind,
                             txt.replace("'", "") if kind == "num" else txt, loc(pos), bol,
                             space))
            bol = space = False
        pos = m.end()
    return out


def _same(text: str) -> None:
    try:
        want = reference(text, "f.cu")
    except SyntaxErrorAt as e:
        with pytest.raises(SyntaxErrorAt) as got:
            tokenize(text, "f.cu")
        assert got.value.loc == e.loc
        return
    assert tokenize(text, "f.cu") == want


@pytest.mark.parametrize("path", FILES, ids=[os.path.relpath(f, ROOT) for f in FILES])
def test_files_tokenize_as_the_reference(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        _same(f.read())


PIECES = ["int", " ", "\t", "\n", "\\\n", "\\\r\n", "// c\n", "/* a\nb */", "/*", "x1",
          "0x1F'2", "1'000", "3.5e-2f", "'c'", '"s\\"t"', "u8\"q\"", "<<=", "->", "::", "@",
          "\\", "'", "\ufeff", "#", "é", "$v", "\r\n"]


@settings(derandomize=True, max_examples=300, deadline=None)
@given(st.lists(st.sampled_from(PIECES), max_size=40))
def test_drawn_texts_tokenize_as_the_reference(parts):
    _same("".join(parts))


def test_continued_lines_keep_their_places():
    toks = tokenize("a \\\n  b\n/* x\n y */ c", "f.cu")
    assert [(t.text, t.loc.line, t.loc.col, t.bol, t.space) for t in toks] == [
        ("a", 1, 1, True, False), ("b", 2, 3, False, True), ("c", 4, 7, True, True)]
