"""warpsmith's transformations as tunables (coarsening, the memory-access optimizer) keep
the answers right on the simulator; the model ranks a space for ``model_ranked``."""

from pathlib import Path

import numpy as np

import warpsmith as ws
from warpsmith.tune.rank import model_ranker
from warpsmith.tune.tuner import Problem, make_space

SRC = (Path(__file__).parent / "data" / "tune" / "vector_add.cu").read_text()
TRANSPOSE = """
__global__ void transpose(float *out, const float *in, int n) {
    int x = blockIdx.x * block_size_x + threadIdx.x;
    int y = blockIdx.y * block_size_y + threadIdx.y;
    if (x < n && y < n) out[x * n + y] = in[y * n + x];
}
"""


def test_coarsening_and_memopt_tunables_keep_answers():
    n = 16
    a = np.arange(n * n, dtype=np.float32)
    r = ws.tune(TRANSPOSE, "transpose", problem_size=(n, n),
                tune_params={"block_size_x": [8, 16], "block_size_y": [2, 4],
                             "ws_coarsen_factor": [1, 2], "ws_memopt": [0, 1]},
                arguments=[np.zeros_like(a), a, np.int32(n)],
                answer=[a.reshape(n, n).T.reshape(-1), None, None], strategy="random",
                budget=6, seed=2)
    assert len(r.results) == 6
    assert all(x.ok or x.failure_kind == "invalid" for x in r.results), \
        [(x.params, x.failure) for x in r.results if not x.ok]
    assert any(x.ok and x.params["ws_memopt"] == 1 for x in r.results)
    assert any(x.ok and x.params["ws_coarsen_factor"] == 2 for x in r.results)


def test_model_ranker_boundary_and_cache():
    calls = []

    def fake_predict(module, kernel, grid, block, **kw):
        calls.append(block)
        return 1.0 / block[0]

    p = Problem("vector_add", SRC, 1024, [], {"block_size_x": [32, 64, 128, 256]})
    space = make_space(p)
    rank = model_ranker(p, predict=fake_predict)
    got = rank(space, np.arange(len(space)))
    assert np.allclose(got, [1 / 32, 1 / 64, 1 / 128, 1 / 256])
    rank(space, np.arange(len(space)))
    assert len(calls) == 4  # the second ranking came from the cache


def test_model_ranker_with_a_correction_ranks_by_the_learned_cost():
    """With a correction the ranker's value is the correction's cost of the model's
    prediction, computed over the points ranked together: here a correction that has
    learned that larger blocks are slower reverses the model's order."""
    from warpsmith.tune import transfer

    class Pred:
        def __init__(self, ms):
            self.ms = ms

        def details_json(self):
            return {"predicted_ms": self.ms, "terms": {"issue": 1.0},
                    "resources": {"active_blocks_per_sm": 1}}

    class Learned:  # what a fitted tree ensemble answers: log ratio to the fastest
        def predict(self, X):
            return 0.1 * np.log2(X[:, transfer.FEATURES.index("threads_per_block")])

    p = Problem("vector_add", SRC, 1024, [], {"block_size_x": [32, 64, 128, 256]})
    space = make_space(p)
    rank = model_ranker(p, predict=lambda m, k, g, b, **kw: Pred(1.0 / b[0]),
                        correction=transfer.Correction(Learned(), ("x",), 1.0))
    got = rank(space, np.arange(len(space)))
    fastest = 1 / 256
    assert np.allclose(got, fastest * np.exp(0.1 * np.log2([32, 64, 128, 256])))
    assert list(np.argsort(got)) == [0, 1, 2, 3]


def test_model_ranked_through_the_api_with_the_model():
    n = 256
    a = np.ones(n, np.float32)
    r = ws.tune(SRC, "vector_add", problem_size=n, tune_params={"block_size_x": [32, 128]},
                arguments=[np.zeros_like(a), a, a, np.int32(n)], strategy="model_ranked",
                budget=2)
    assert len(r.results) == 2 and r.best is not None


def test_memopt_choices_pick_the_optimizer_steps(monkeypatch):
    from warpsmith.transform import memopt
    from warpsmith.tune.tuner import build, macros, memopt_steps

    assert memopt_steps({"ws_memopt": 1}) is None  # no choice: every step
    steps = memopt_steps({"ws_memopt": 1, "ws_memopt_swap": 1, "ws_memopt_group": 0,
                          "ws_memopt_pad": 0})
    assert "swap" in steps and "coarsen-rows" in steps
    assert not {"pad", "group-loop", "vector32"} & set(steps)
    seen = []
    real = memopt.optimize
    monkeypatch.setattr(memopt, "optimize",
                        lambda *a, **k: seen.append(k["steps"]) or real(*a, **k))
    n = 16
    problem = Problem("transpose", TRANSPOSE, (n, n), [], {
        "block_size_x": [16], "block_size_y": [4], "ws_memopt": [1], "ws_memopt_swap": [0]})
    built = build(problem, {"block_size_x": 16, "block_size_y": 4, "ws_memopt": 1,
                            "ws_memopt_swap": 0})
    assert not built.failure and "swap" not in seen[0] and "pad" in seen[0]
    assert "ws_memopt_swap" not in macros(problem, {
        "block_size_x": 16, "block_size_y": 4, "ws_memopt": 1, "ws_memopt_swap": 0})


GATHER = """
__global__ void gather(float *out, const float *in, const int *idx, int n) {
    int i = blockIdx.x * block_size_x + threadIdx.x;
    if (i < n) out[i] = in[idx[i]];
}
"""


def test_model_ranker_prices_a_gather_from_the_problems_own_data():
    """The ranker gives the model the problem's arguments: its scalars resolve the bounds
    and the replay reads the real index array, so the same configuration is predicted
    faster for an identity index (one coalesced request per warp) than for a shuffled one
    (a sector per lane)."""
    n = 1 << 18
    x = np.ones(n, np.float32)

    def predicted(idx):
        p = Problem("gather", GATHER, n, [np.zeros_like(x), x, idx.astype(np.int32),
                                          np.int32(n)], {"block_size_x": [256]})
        return model_ranker(p)(make_space(p), np.arange(1))[0]

    ident = predicted(np.arange(n))
    shuffled = predicted(np.random.default_rng(3).permutation(n))
    assert np.isfinite(ident) and np.isfinite(shuffled)
    assert ident < shuffled
