"""Model rule 21 (docs/model.md): a loop without a computable trip count (its exit decided by
data) takes the iterations per warp that the replayed block ran on the caller's data; a
warp iterates while any of its lanes does. Without the caller's data (the replay runs on
made-up buffers) the weight stays 1, as the ablation ``datatrips`` keeps it."""

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from warpsmith.pipeline_predict import predict_kernel, read_kernel

SOURCE = """
__global__ void walk(int *out, const int *next, const int *start)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int p = start[i];
    int n = 0;
    while (p >= 0) {
        p = next[p];
        n++;
    }
    out[i] = n;
}
"""

BLOCK, BLOCKS = 128, 264


@pytest.fixture(scope="module")
def walk(tmp_path_factory):
    path = tmp_path_factory.mktemp("trips") / "walk.cu"
    path.write_text(SOURCE)
    return read_kernel(str(path), "walk")


def chains(lengths) -> dict:
    """Arguments whose thread t walks ``lengths[t]`` links (a chain of its own)."""
    lengths = np.asarray(lengths, dtype=np.int64)
    starts = np.concatenate([[0], np.cumsum(lengths)[:-1]])
    nxt = np.full(int(lengths.sum()) + 1, -1, dtype=np.int32)
    for s, n in zip(starts, lengths):
        if n > 1:
            nxt[s:s + n - 1] = np.arange(s + 1, s + n, dtype=np.int32)
    start = np.where(lengths > 0, starts, -1).astype(np.int32)
    return {"out": np.zeros(lengths.size, np.int32), "next": nxt, "start": start}


def _predict(walk, args=None, ablate=()):
    module, fn = walk
    return predict_kernel(module, fn, (BLOCKS,), (BLOCK,), args=args, ablate=ablate)


def _iterations(pred) -> float:
    note, = [n for n in pred.notes if "rule 21" in n]
    return float(note.split(": ")[1].split()[0])


@settings(max_examples=8, deadline=None, derandomize=True)
@given(st.lists(st.integers(0, 40), min_size=BLOCK, max_size=BLOCK))
def test_a_warp_iterates_while_any_of_its_lanes_does(walk, block0):
    # block 0 is the replayed one: its lanes' chain lengths decide the count
    rest = [3] * (BLOCK * (BLOCKS - 1))
    got = _iterations(_predict(walk, chains(block0 + rest)))
    warps = np.asarray(block0).reshape(-1, 32)
    entering = warps.shape[0]  # every warp reaches the loop (its test runs once at least)
    assert got == pytest.approx(warps.max(axis=1).sum() / entering, abs=0.006)


def test_longer_chains_cost_more_and_the_weight_one_stays_without_data(walk, monkeypatch):
    from warpsmith.model import predict as P

    # on made-up buffers of ones, next[1] == 1: the walk never ends; the replay is given up
    monkeypatch.setattr(P, "MADE_UP_REPLAY_STEPS", 20_000)
    n = BLOCK * BLOCKS
    short, long = _predict(walk, chains([2] * n)), _predict(walk, chains([32] * n))
    assert _iterations(short) == pytest.approx(2.0) and _iterations(long) == pytest.approx(32.0)
    assert long.cycles > 6 * short.cycles  # 16 times the dependent loads (launch cost aside)
    ablated = _predict(walk, chains([32] * n), ablate=("datatrips",))
    blind = _predict(walk)
    for p in (ablated, blind):
        assert not [x for x in p.notes if "rule 21" in x]
        assert any("no computable trip count" in x and "weighted 1" in x for x in p.notes)
    assert ablated.cycles < long.cycles / 4
