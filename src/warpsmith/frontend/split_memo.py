"""The top-level split of a token stream, kept for the next read of the same tokens.

``warpsmith kernels`` and the modern collection read one file many times: the signature
scan, the lenient read, and one read per template kernel with guessed arguments. The
preprocessor already hands every read the same token objects (``preprocess`` keeps its
last results), but :func:`.parser.split_program` cut them into chunks again each time: for
a file that includes CUTLASS (flashinfer's ``group_gemm_mxfp4_groupwise_sm120.cuh``) that
was the largest part of each read.

:func:`split_program` keeps the split of the last :data:`KEPT` token streams, and hands
each read a fresh copy of it: a new :class:`.parser.ProgramSyntax` whose sets and lists
are copies and whose chunks are copies of the kept ones, so that what a read adds (type
names of the classes it instantiates, a chunk's parsed syntax, its error) stays with that
read, exactly as with a split of its own. The objects the copies share (tokens, template
parameters, launch sites) are the ones the split made and nothing changes afterwards, as
the preprocessor's tokens. A stream is the same only when it holds the very same token
objects in the same order (the preprocessor's kept tokens are never changed).
"""

from __future__ import annotations

import copy
import operator

from .lexer import Token
from .parser import ProgramSyntax
from .parser import split_program as split_uncached

__all__ = ["split_program", "copy_program", "KEPT", "forget"]

#: how many token streams' splits are kept (each holds its tokens alive)
KEPT = 2

_KEPT: list = []  # (tokens tuple, dialect, ProgramSyntax), most recent last


def split_program(tokens: list[Token], dialect: str) -> ProgramSyntax:
    """:func:`.parser.split_program` of ``tokens``, from the kept split when the same token
    objects were split before in ``dialect`` (a fresh copy either way)."""
    for k, (toks, d, prog) in enumerate(_KEPT):
        if d == dialect and _same_tokens(toks, tokens):
            _KEPT.append(_KEPT.pop(k))
            return copy_program(prog)
    prog = split_uncached(tokens, dialect)
    _KEPT.append((tuple(tokens), dialect, prog))
    del _KEPT[:-KEPT]
    return copy_program(prog)


def forget() -> None:
    """Drop every kept split (tests; memory)."""
    _KEPT.clear()


def _same_tokens(kept: tuple, tokens: list) -> bool:
    return len(kept) == len(tokens) and all(map(operator.is_, kept, tokens))


def copy_program(prog: ProgramSyntax) -> ProgramSyntax:
    """A copy of ``prog`` that a read may change without changing ``prog``: new sets and
    lists, and a copy of each chunk (the chunks' tokens and template parameters shared)."""
    out = ProgramSyntax(prog.dialect)
    for name, value in vars(prog).items():
        if name == "chunks":
            value = [copy.copy(c) for c in value]
        elif isinstance(value, (list, set, dict)):
            value = copy.copy(value)
        setattr(out, name, value)
    return out
