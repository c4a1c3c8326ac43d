"""The speed-ups of ranking a tuning space (issue 20, section 2) change no prediction: the
tokens of a file kept across ``-D`` sets, a replay's record handed to the last point that
shares it, the fast copies of its counts. Cheap: three small matmul configurations."""

import copy
import importlib
from pathlib import Path

import pytest

from warpsmith import pipeline_predict as PP
from warpsmith.backends.block_replay import LineCounts, SiteCounts
from warpsmith.backends.cuda_compile import local_compiler
from warpsmith.ir.printer import print_module
from warpsmith.tune.rank import rank

# the module (warpsmith.frontend re-exports a function of the same name)
PRE = importlib.import_module("warpsmith.frontend.preprocess")
MATMUL = str(Path(__file__).resolve().parents[1] / "benchmarks" / "tuning" / "matmul.cu")


def _cfg(bx, by, tx, ty, tk, vec, unroll):
    return dict(block_size_x=bx, block_size_y=by, tile_size_x=tx, tile_size_y=ty, tile_k=tk,
                vec=vec, loop_unroll=unroll)


# the first two differ only in the k loop's #pragma unroll: they share one replay
CFGS = [_cfg(16, 8, 2, 4, 16, 4, 0), _cfg(16, 8, 2, 4, 16, 4, 1), _cfg(32, 4, 1, 2, 32, 1, 0)]
# rank's predictions of CFGS (ms, H100) by the code before the speed-ups (main c4415de)
BEFORE = [0.012337256199198229, 0.01144347444606759, 0.01230007383314362]
SIZE = dict(problem_size=(256, 256), grid_div_x=["block_size_x", "tile_size_x"],
            grid_div_y=["block_size_y", "tile_size_y"], params={"M": 256, "N": 256, "K": 128})


def test_rank_predictions_unchanged_and_equal_point_by_point():
    if local_compiler() is None:
        pytest.skip("no CUDA compiler (NVRTC or nvcc)")
    got = rank(MATMUL, "matmul", CFGS, jobs=1, **SIZE)
    assert got == BEFORE  # bit for bit
    alone = []
    for cfg in CFGS:  # no shared replay, no kept tokens
        PRE._kept_tokens.cache_clear()
        alone += rank(MATMUL, "matmul", [cfg], jobs=1, **SIZE)
    assert alone == got


def test_kept_tokens_read_as_fresh_ones():
    defs = [{k: str(v) for k, v in c.items()} for c in CFGS]
    PRE._kept_tokens.cache_clear()
    cold = []
    for d in defs:
        PRE._kept_tokens.cache_clear()
        cold.append(print_module(PP.read_kernel(MATMUL, "matmul", d)[0], "cuda"))
    warm = [print_module(PP.read_kernel(MATMUL, "matmul", d)[0], "cuda") for d in defs]
    assert warm == cold and cold[0] != cold[2]
    # the kept tokens are those of a fresh tokenize, unchanged by the reads
    text = Path(MATMUL).read_text()
    fields = ("kind", "text", "loc", "bol", "space", "expanded_at", "hideset")
    assert [[getattr(t, f) for f in fields] for t in PRE.file_tokens(text, MATMUL)] == \
        [[getattr(t, f) for f in fields] for t in PRE.tokenize(text, MATMUL)]


def test_shared_replay_copies_until_its_last_caller():
    made = []

    def runner(module, kernel, grid, block, args, wavefronts, **kw):
        made.append(kernel)
        return {"lines": {1: LineCounts(1, 2, 3, [4, 5])}, "sites": {2: SiteCounts(1, 1, 1, [1])}}

    module = PP.read_kernel(MATMUL, "matmul", {})[0]
    shared = PP._SharedReplay(runner)
    shared.keep = 3
    got = [shared(module, "matmul", (1, 1, 1), (32, 1, 1), None, lambda *a: None)
           for _ in range(3)]
    assert made == ["matmul"] and not shared.done  # one run, dropped after its last caller
    got[0]["lines"][1].warps_per_execution.append(99)
    got[0]["sites"][2].per_call.append(99)
    assert got[1]["lines"][1].warps_per_execution == [4, 5] == \
        got[2]["lines"][1].warps_per_execution
    assert got[1]["sites"][2].per_call == [1] == got[2]["sites"][2].per_call


def test_counts_copy_deeply():
    lc = LineCounts(1, 2, 3, [4, 5], 6, 7)
    sc = SiteCounts(1, 2, 3, [4])
    lc2, sc2 = copy.deepcopy(lc), copy.deepcopy(sc)
    assert (lc2, sc2) == (lc, sc)
    assert lc2.warps_per_execution is not lc.warps_per_execution
    assert sc2.per_call is not sc.per_call


DIVERGENT = """
__global__ void fig2(float *data)
{
    __shared__ float shared[256];
    int n = 2 * threadIdx.x + 1;
    shared[n - 1] = data[n - 1];
    __syncthreads();
    for (int stride = 2; stride <= 256; stride <<= 1) {
        if ((n + 1) % stride == 0)
            shared[n] += shared[n - (stride >> 1)];
        __syncthreads();
    }
    data[n] = shared[n];
}
"""


@pytest.mark.parametrize("mode,times,apart", [("symbolic", 1, False), ("bounds", 3, True)])
def test_low_and_high_timed_only_when_a_predicate_is_left_to_bounds(tmp_path, monkeypatch,
                                                                    mode, times, apart):
    from warpsmith.model import predict as P

    f = tmp_path / "fig2.cu"
    f.write_text(DIVERGENT)
    calls = []
    real = P._time
    monkeypatch.setattr(P, "_time", lambda *a, **k: calls.append(1) or real(*a, **k))
    got = PP.predict_kernel(str(f), "fig2", (64,), (128,), mode=mode, compiler=None)
    assert len(calls) == times  # point only when every predicate is resolved
    lo, hi = got.bounds
    assert (lo < hi) == apart and lo <= got.predicted_ms <= hi


def _snapshot(c):
    """Every count of a replay, copied (what the sampler compared before it kept a journal)."""
    t = c.trace
    return ({k: (v.executions, v.active_warps, v.active_threads, list(v.warps_per_execution))
             for k, v in c.statements.items()},
            {k: (v.requests, v.wavefronts, v.lanes, list(v.per_call)) for k, v in c.sites.items()},
            (dict(t.totals), copy.deepcopy(t.by_line), copy.deepcopy(t.by_site)))


def _full_delta(old, new):
    """The difference of two snapshots, as ``Counts.delta`` gives it."""
    st = {k: (v[0] - o[0], v[1] - o[1], v[2] - o[2], tuple(v[3][len(o[3]):]))
          for k, v in new[0].items() if v[0] != (o := old[0].get(k, (0, 0, 0, [])))[0]}
    si = {k: (v[0] - o[0], v[1] - o[1], v[2] - o[2], tuple(v[3][len(o[3]):]))
          for k, v in new[1].items()
          if (o := old[1].get(k, (0, 0, 0, [])))[0] != v[0] or len(o[3]) != len(v[3])}

    def diff(a, b):
        return {k: v - b.get(k, 0) for k, v in a.items() if v != b.get(k, 0)}
    (t0, l0, s0), (t1, l1, s1) = old[2], new[2]
    tr = (diff(t1, t0), {k: d for k, v in l1.items() if (d := diff(v, l0.get(k, {})))},
          {k: d for k, v in s1.items() if (d := diff(v, s0.get(k, {})))})
    return st, si, tr


def test_sampler_journal_gives_the_full_difference(monkeypatch):
    from warpsmith.backends import loop_sampling as LS
    from warpsmith.backends.block_replay import run_block_sampled
    from warpsmith.hw.descriptions import load_device
    from warpsmith.model.symbolic_replay import bank_model

    snaps, checked = {}, []
    take, delta = LS.Counts.take, LS.Counts.delta

    def take_both(self):
        b = take(self)
        snaps[id(b)] = _snapshot(self)
        return b

    def delta_both(self, b):
        got = delta(self, b)
        want = _full_delta(snaps.pop(id(b)), _snapshot(self))
        assert got == want
        checked.append(bool(got[0]) and bool(got[2][1]))
        return got
    monkeypatch.setattr(LS.Counts, "take", take_both)
    monkeypatch.setattr(LS.Counts, "delta", delta_both)
    module, _fn = PP.read_kernel(MATMUL, "matmul", {k: str(v) for k, v in CFGS[0].items()})
    run_block_sampled(module, "matmul", (8, 4, 1), (16, 8, 1), None,
                      bank_model(load_device("h100")), params={"M": 128, "N": 128, "K": 128})
    assert len(checked) > 20 and all(checked)  # nested loops' iterations, each checked


_IMPORTS_AFTER_PRELOAD = r"""
import json, sys
from warpsmith import pipeline_predict as PP
from warpsmith.tune.rank import rank
PP._preload()
before = set(sys.modules)
rank(sys.argv[1], "matmul", [json.loads(sys.argv[2])], jobs=1, **json.loads(sys.argv[3]))
print(json.dumps(sorted(m for m in set(sys.modules) - before
                        if m.split(".")[0] in ("warpsmith", "numpy"))))
"""


def test_preload_imports_what_a_prediction_imports_later():
    """What a pool worker would import again for itself (each forks after ``_preload``)."""
    import json
    import os
    import subprocess
    import sys

    if local_compiler() is None:
        pytest.skip("no CUDA compiler (NVRTC or nvcc)")
    size = dict(SIZE, problem_size=list(SIZE["problem_size"]))
    env = dict(os.environ, PYTHONPATH=str(Path(PP.__file__).resolve().parents[1]))
    out = subprocess.run([sys.executable, "-c", _IMPORTS_AFTER_PRELOAD, MATMUL,
                          json.dumps(CFGS[2]), json.dumps(size)], capture_output=True,
                         text=True, check=True, env=env)
    assert json.loads(out.stdout.splitlines()[-1]) == []


def _resolve_both(mem, a, sel, nbytes, align):
    """``mem.resolve`` with its one-region check and without it: (answer or error text)."""
    from warpsmith.ir.errors import SimulationError

    out = []
    for fast in (True, False):
        try:
            if not fast:
                mem._resolve_one = lambda *args: None
            got = mem.resolve(a, sel, nbytes, align, 7, "load")
            out.append([(r.rid, str(s), o.tolist(), p.tolist(), aa.tolist())
                        for r, s, o, p, aa in got])
        except SimulationError as err:
            out.append(str(err))
        finally:
            mem.__dict__.pop("_resolve_one", None)
    return out


def test_resolve_of_one_region_answers_as_the_general_check():
    import numpy as np

    from warpsmith.backends.sim_memory import Memory

    mem = Memory("k", None)
    g = mem.add("g", "global", 256)
    sh = mem.add("s", "shared", 64, units=2)
    mem.block_of = np.repeat(np.arange(2), 4)
    idx = np.arange(8)
    cases = [(g.base + 4 * idx, slice(None), 4, 4), (g.base + 4 * idx + 2, slice(None), 4, 4),
             (g.base + 40 * idx, slice(None), 4, 4), (g.base - 4 + 0 * idx, slice(None), 4, 4),
             (sh.base + 8 * idx, slice(None), 8, 8), (sh.base + 4 * idx[:3], idx[[1, 4, 6]], 4, 4),
             (np.where(idx < 4, g.base, sh.base) + 4 * idx, slice(None), 4, 4),
             (np.zeros(8, np.int64), slice(None), 4, 4), (g.base + idx, slice(None), 1, 1),
             (g.base + 252 + 0 * idx, slice(None), 8, 4)]
    answers = [_resolve_both(mem, a, sel, n, al) for a, sel, n, al in cases]
    for fast, general in answers:
        assert fast == general
    # in bounds, misaligned, out of bounds, shared copies, two regions, null, the last
    # bytes past the end: all seen
    assert [isinstance(f, str) for f, _g in answers] == [False, True, True, True, False,
                                                         False, False, True, False, True]


def test_remembered_bank_conflicts_are_those_of_each_request():
    import numpy as np

    from warpsmith.backends import sim_memory as SMEM

    memo: dict = {}
    words = np.arange(32, dtype=np.int64) * 4  # a bank each
    pairs = np.arange(32, dtype=np.int64) * 8  # two-way conflicts as 4-byte words
    # the same offsets asked with other lanes, sizes and widths answer differently
    asks = [(64, np.arange(32), words, 4), (64, np.arange(0, 64, 2), words, 4),
            (32, slice(None), pairs, 8), (32, slice(None), pairs, 16),
            (32, slice(None), pairs, 4), (32, slice(None), pairs, 16), (64, slice(None),
                                                                         np.tile(pairs, 2), 4)]
    got = [SMEM._memo_wavefronts(memo, *a) for a in asks]
    assert got == [SMEM.shared_wavefronts(*a) for a in asks] == [1, 2, 2, 4, 2, 4, 4]
    assert len(memo) == len(asks) - 1  # one answered again


def test_fewer_collections_while_a_space_is_predicted(tmp_path, monkeypatch):
    import gc

    f = tmp_path / "fig2.cu"
    f.write_text(DIVERGENT)
    seen = []
    real = PP._predict_points
    monkeypatch.setattr(PP, "_predict_points",
                        lambda *a: seen.append(gc.get_threshold()) or real(*a))
    before = gc.get_threshold()
    got = PP.predict_space(str(f), "fig2", [{"grid": 64, "block": 128}], jobs=1,
                           compiler=None)
    assert got[0].predicted_ms > 0 and gc.get_threshold() == before  # restored
    assert all(a >= b for a, b in zip(seen[0], PP.GC_THRESHOLDS))


def test_arithmetic_prepared_when_compiled_computes_as_at_run_time():
    import numpy as np

    from warpsmith.backends import simulator as S
    from warpsmith.ir.types import BOOL, F32, I32, U8, VectorType

    vals = {I32: (np.array([2**31 - 1, -5, 7], np.int32), np.array([1, 3, -9], np.int32)),
            U8: (np.array([250, 3, 8], np.uint8), np.array([10, 255, 1], np.uint8)),
            F32: (np.array([1.5, -0.1, 3e38], np.float32), np.array([2.25, 0.7, 3e38],
                                                                   np.float32)),
            BOOL: (np.array([True, False, True]), np.array([True, True, False])),
            VectorType(F32, 2): (np.ones((3, 2), np.float32), np.full((3, 2), 0.5, np.float32))}
    cases = list(vals.items()) + [(I32, (vals[I32][0], np.int64(3)))]  # a wider constant
    seen = 0
    for t, (a, b) in cases:
        for op in ("+", "-", "*", "&", "|", "^"):
            with np.errstate(over="ignore"):
                try:
                    want = S.Sim.arith(None, None, None, op, a, b, t, 1)
                except TypeError:  # no such ufunc for floats
                    continue
                got = S._plain_arith(op, t)(a, b)
            assert got.dtype == want.dtype and np.array_equal(got, want)
            seen += 1
    assert seen >= 24 and S._plain_arith("/", I32) is None and S._plain_arith("<<", I32) is None
