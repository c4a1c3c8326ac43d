"""``std::array<T, N>`` in device code (issue 18; vLLM's activation kernels view an
``int4`` as ``std::array<scalar_t, 8>``).

The class is warpsmith's own, ``include/ws_std_array.h`` (``ws_std_array<T, N>``: the
``N`` elements as a public array member, ``operator[]``, ``size()``, ``data()``), read by
the class lowering as any class template with methods (``docs/cxx-classes.md``). The
preprocessed tokens name it: ``std::array``, ``::std::array`` and ``cuda::std::array``
followed by ``<`` become ``ws_std_array``, and the header's tokens are put before the
file's when it names one (C++ programs get ``<array>`` through other headers, PyTorch's
among them, so the include that brought it is not looked for). A plain ``array`` (a
variable, ``using namespace std;``) is left alone."""

from __future__ import annotations

import os

from .lexer import Token, tokenize

#: the model header (`ws_std_array<T, N>`)
HEADER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "include",
                      "ws_std_array.h")
#: the class's name in the model
MODEL = "ws_std_array"

_header_tokens: list[Token] = []


def _model_tokens() -> list[Token]:
    """The model header's tokens (read once)."""
    if not _header_tokens:
        with open(HEADER, encoding="utf-8") as f:
            _header_tokens.extend(t for t in tokenize(f.read(), HEADER) if t.kind != "eof")
    return _header_tokens


def _std_array_at(toks: list[Token], i: int) -> int:
    """The number of tokens of ``[::][cuda::]std::array`` starting at ``i`` when ``<``
    follows, else 0."""
    k = i
    if toks[k].text == "::" and toks[k].kind == "punct":
        k += 1
    if toks[k].text == "cuda" and k + 1 < len(toks) and toks[k + 1].text == "::":
        k += 2
    if k + 3 < len(toks) and toks[k].text == "std" and toks[k].kind == "id" and \
            toks[k + 1].text == "::" and toks[k + 2].text == "array" and \
            toks[k + 3].text == "<":
        return k + 3 - i
    return 0


def rewrite(toks: list[Token]) -> list[Token]:
    """``toks`` with ``std::array<`` read as the model's ``ws_std_array<``, the model
    header's tokens first when the file names it; unchanged otherwise."""
    out: list[Token] = []
    i, named = 0, False
    while i < len(toks):
        n = _std_array_at(toks, i) if toks[i].text in ("::", "cuda", "std") else 0
        if n:
            last = toks[i + n - 1]
            out.append(Token("id", MODEL, last.loc, toks[i].bol, toks[i].space,
                             expanded_at=last.expanded_at))
            i += n
            named = True
            continue
        out.append(toks[i])
        i += 1
    return _model_tokens() + out if named else out


__all__ = ["HEADER", "MODEL", "rewrite"]
