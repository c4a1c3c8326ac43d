"""Reading and printing run with the cyclic collector's thresholds raised
(``ir/gc_thresholds.py``): the caller's thresholds come back afterwards, on success and on
a read error, and what is read is the same as with the caller's thresholds."""

from __future__ import annotations

import gc

import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError
from warpsmith.ir.gc_thresholds import THRESHOLDS, fewer_collections

SRC = "__global__ void k(float* a) { a[threadIdx.x] = 2.f * a[threadIdx.x]; }\n"


@pytest.fixture
def thresholds():
    old = gc.get_threshold()
    gc.set_threshold(700, 10, 10)
    yield
    gc.set_threshold(*old)


def test_thresholds_are_raised_inside_and_restored_after(thresholds):
    with fewer_collections():
        assert gc.get_threshold() == THRESHOLDS
        with fewer_collections():
            assert gc.get_threshold() == THRESHOLDS
        assert gc.get_threshold() == THRESHOLDS
    assert gc.get_threshold() == (700, 10, 10)
    gc.set_threshold(500_000_000, 5, 500)  # a caller's higher thresholds are kept
    with fewer_collections():
        assert gc.get_threshold() == (500_000_000, 100, 500)
    assert gc.get_threshold() == (500_000_000, 5, 500)


def test_read_and_translate_restore_the_callers_thresholds(thresholds):
    text = ws.translate(ws.read(SRC), "cuda").text
    assert gc.get_threshold() == (700, 10, 10)
    with pytest.raises(WarpsmithError):
        ws.read("__global__ void k(float* a) { a[0] = undeclared; }\n")
    assert gc.get_threshold() == (700, 10, 10)
    gc.disable()
    try:
        assert ws.translate(ws.read(SRC), "cuda").text == text
        assert not gc.isenabled()  # thresholds only: a disabled collector stays disabled
    finally:
        gc.enable()


def _young_ids() -> set:
    return {id(o) for g in (0, 1) for o in gc.get_objects(generation=g)}


def test_what_a_read_built_leaves_in_the_oldest_generation(thresholds):
    with fewer_collections():
        built = [[i] for i in range(2000)]
    young = _young_ids()
    assert not any(id(b) in young for b in built)
    oldest = {id(o) for o in gc.get_objects(generation=2)}
    assert all(id(b) in oldest for b in built)


def test_cycles_left_by_a_read_are_freed_by_the_next_full_collection(thresholds):
    class Node:
        pass

    with fewer_collections():
        a, b = Node(), Node()
        a.other, b.other = b, a
        count = len(gc.get_objects())
    del a, b
    assert gc.collect() >= 2
    assert len(gc.get_objects()) < count


def test_a_callers_frozen_objects_stay_frozen(thresholds):
    gc.freeze()
    gc.disable()  # no automatic collection may move what the block builds meanwhile
    try:
        frozen = gc.get_freeze_count()
        with fewer_collections():
            built = [[i] for i in range(100)]
        # nothing new was frozen (frozen objects that die meanwhile leave the count, so it
        # may fall, never rise) and what the block built is still young: not moved
        assert 0 < gc.get_freeze_count() <= frozen
        young = _young_ids()
        assert all(id(b) in young for b in built)
    finally:
        gc.enable()
        gc.unfreeze()
