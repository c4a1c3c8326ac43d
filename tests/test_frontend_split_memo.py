"""The kept top-level split (frontend/split_memo.py): a read from a kept split reads and
prints exactly what a read with a split of its own does, and what one read adds to its
copy never reaches the next."""

import os

import pytest

from warpsmith.frontend import read_module, split_memo
from warpsmith.frontend.parser import split_program as split_uncached
from warpsmith.frontend.preprocess import preprocess
from warpsmith.ir.printer import print_module

from cxx_tmpl_cases import CASES

HERE = os.path.dirname(__file__)
FILES = ["data/realworld/shoc/reduction.cu", "data/realworld/misc/sdk_misc.cu",
         "data/realworld/sdk/reduction_sharedmem.cu"]
SOURCES = [(name, case["src"]) for name, case in sorted(CASES.items())] + \
    [(f, open(os.path.join(HERE, f), encoding="utf-8").read()) for f in FILES]


def _tokens(text: str, name: str = "memo.cu") -> list:
    return list(preprocess(text, name, dialect="cuda"))


def _text(prog) -> dict:
    """What a split holds, as text (syntax nodes compare by identity; sets by content)."""
    return {k: sorted(v) if isinstance(v, set) else repr(v) for k, v in vars(prog).items()}


def _printed(text: str) -> str:
    module = read_module("memo.cu", text=text, lenient=True)
    return print_module(module, "cuda")


@pytest.mark.parametrize("name,text", SOURCES, ids=[n for n, _ in SOURCES])
def test_kept_split_equals_a_fresh_split(name, text):
    split_memo.forget()
    toks = _tokens(text)
    fresh = split_uncached(toks, "cuda")
    first = split_memo.split_program(toks, "cuda")  # split and kept
    again = split_memo.split_program(list(toks), "cuda")  # from the kept split
    assert _text(first) == _text(fresh) and _text(again) == _text(fresh)
    assert again is not first and all(a is not b for a, b in zip(again.chunks, first.chunks))


@pytest.mark.parametrize("name,text", SOURCES, ids=[n for n, _ in SOURCES])
def test_read_from_kept_split_prints_the_same(name, text):
    split_memo.forget()
    uncached = _printed(text)
    split_memo.forget()
    first, second = _printed(text), _printed(text)  # the second from the kept split
    assert first == uncached and second == uncached


def test_a_reads_changes_stay_in_its_copy():
    split_memo.forget()
    toks = _tokens(CASES["specialization_named_like_a_class"]["src"])
    one = split_memo.split_program(toks, "cuda")
    one.typenames.add("Added")
    one.classes.add("Added")
    one.launches.append(None)
    one.chunks[0].syntax = "parsed"
    one.chunks.pop()
    two = split_memo.split_program(toks, "cuda")
    assert _text(two) == _text(split_uncached(toks, "cuda"))
    assert "Added" not in two.typenames and two.chunks[0].syntax != "parsed"


def test_other_tokens_are_split_again():
    split_memo.forget()
    a = _tokens("__global__ void k(int *p) { p[0] = 1; }")
    b = _tokens("__global__ void k(int *p) { p[0] = 1; }", "other.cu")  # other objects
    split_memo.split_program(a, "cuda")
    assert b[0] is not a[0]
    copy_b = split_memo.split_program(b, "cuda")
    assert copy_b.chunks[0].toks[0] is b[0]
    assert len(split_memo._KEPT) == 2
