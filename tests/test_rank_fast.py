"""The fast ranking path (``pipeline_predict.predict_space`` with kernels compiled several
per NVRTC program, in compile threads or a process pool) gives exactly the predictions of the plain path
(``predict_kernel`` configuration by configuration, each kernel compiled alone), and a
kernel compiled in a batch has the machine code, resources and line table of its own
compile (issue 20, section 2: ranking a space fast without changing the ranking)."""

from pathlib import Path

import pytest

from warpsmith import pipeline_predict as PP
from warpsmith.backends import cuda_compile as CC
from warpsmith.backends.block_replay import run_block_sampled
from warpsmith.backends.cuda import cuda_source
from warpsmith.ir.errors import WarpsmithError
from warpsmith.model.predict_branches import compiled_sass
from warpsmith.tune.rank import rank

pytestmark = pytest.mark.skipif(CC.load_nvrtc() is None,
                                reason="needs NVRTC (libnvrtc): the batched compiles use it")

SRC = str(Path(__file__).parent / "data" / "tune_space_kernel.cu")
N = 64
# 8 configurations: tile, outputs per thread, unrolled k loop
CONFIGS = [{"TILE": t, "RESULTS": r, "UNROLL": u} for t in (4, 8) for r in (1, 2)
           for u in (0, 1)]


def _launch(cfg):
    t, r = cfg["TILE"], cfg["RESULTS"]
    return (N // (t * r), N // t, 1), (t, t, 1)


def _texts(cfgs):
    out = []
    for cfg in cfgs:
        module, fn = PP.read_kernel(SRC, "mm", cfg)
        out.append((cuda_source(module, fn), fn.name))
    return out


def _facts(rep):
    return (rep.registers, rep.shared_static_bytes, rep.local_bytes, rep.max_threads_per_block,
            rep.const_bytes, rep.spill_store_bytes, rep.spill_load_bytes, rep.kernel,
            rep.arch, rep.compiler, rep.launch_bounds, rep.text)


def test_batch_compile_equals_compiling_alone():
    texts = _texts(CONFIGS[::2])
    batch = CC.compile_batch(texts, "sm_90", ["-lineinfo"], filename="warpsmith-kernel.cu")
    assert all(b is not None for b in batch)
    for (text, name), got in zip(texts, batch):
        alone = CC.compile_cuda(text, name, "sm_90", ["-lineinfo"],
                                filename="warpsmith-kernel.cu")
        assert got.lowered_name != alone.lowered_name  # the batch really renamed it
        assert _facts(got) == _facts(alone)
        assert compiled_sass(got) == compiled_sass(alone)  # instructions and source lines


def test_only_lone_kernels_are_batched():
    lone = _texts(CONFIGS[:1])[0]
    helper = ('__device__ float twice(float x) { return 2.0f * x; }\n'
              'extern "C" __global__ void k(float *a) { a[threadIdx.x] = twice(a[0]); }\n', "k")
    assert CC.batchable(*lone) and not CC.batchable(*helper)
    got = CC.compile_batch([lone, helper, lone], "sm_90", ["-lineinfo"],
                           filename="warpsmith-kernel.cu")
    assert got[1] is None and got[0] is not None and got[2] is not None
    # a batch that does not compile gives no report at all (each is compiled alone later)
    bad = (lone[0].replace("__syncthreads();", "__syncthreads(); undeclared();", 1), lone[1])
    assert CC.compile_batch([lone, bad], "sm_90", ["-lineinfo"]) == [None, None]


@pytest.fixture(scope="module")
def plain():
    """Each configuration predicted alone (``predict_kernel``, each kernel compiled alone)."""
    out = []
    for cfg in CONFIGS:
        grid, block = _launch(cfg)
        try:
            out.append(PP.predict_kernel(SRC, "mm", grid, block, defines=cfg,
                                         params={"n": N}, replay=run_block_sampled))
        except WarpsmithError as err:
            out.append(err)
    return out


def _same_as(got, plain):
    assert [g.details_json() for g in got] == [p.details_json() for p in plain]
    # and the unrounded times, bit for bit
    assert [(g.predicted_ms, g.bounds) for g in got] == [(p.predicted_ms, p.bounds)
                                                          for p in plain]


def test_fast_rank_equals_plain_per_configuration(monkeypatch, plain):
    assert not any(isinstance(p, WarpsmithError) for p in plain)
    batches = []
    real = CC.compile_batch

    def counting(sources, *a, **k):
        batches.append(len(sources))
        return real(sources, *a, **k)

    monkeypatch.setattr(CC, "compile_batch", counting)
    one = rank(SRC, "mm", CONFIGS, launch=_launch, params={"n": N}, jobs=1, details=True)
    assert sum(batches) == len(CONFIGS)  # every kernel came from a batched compile
    two = rank(SRC, "mm", CONFIGS, launch=_launch, params={"n": N}, jobs=2, details=True)
    for got in (one, two):
        _same_as(got, plain)


def test_compile_threads_equal_the_process_pool(monkeypatch, plain):
    """``jobs=2`` with ``THREADED_UP_TO=2`` compiles in threads of this process, several
    batches at once (two kernels a batch here), while this thread predicts; the process
    pool (``THREADED_UP_TO=1``, the default) and the plain path give the same
    predictions."""
    import threading

    threads = []
    real = CC.compile_batch

    def naming(sources, *a, **k):
        threads.append(threading.current_thread().name)
        return real(sources, *a, **k)

    monkeypatch.setattr(CC, "compile_batch", naming)
    monkeypatch.setattr(PP, "BATCH", 2)
    monkeypatch.setattr(PP, "THREADED_UP_TO", 2)
    threaded = rank(SRC, "mm", CONFIGS, launch=_launch, params={"n": N}, jobs=2, details=True)
    assert len(threads) == len(CONFIGS) // 2
    assert all(t.startswith("warpsmith-nvrtc") for t in threads)
    assert not PP._COMPILED and not PP._READ and not PP._TEXTS  # nothing left behind
    monkeypatch.setattr(PP, "THREADED_UP_TO", 1)
    pooled = rank(SRC, "mm", CONFIGS, launch=_launch, params={"n": N}, jobs=2, details=True)
    assert len(threads) == len(CONFIGS) // 2  # the pool's workers compiled those
    _same_as(threaded, plain)
    _same_as(pooled, plain)


def test_walk_kept_on_nodes_equals_a_fresh_walk():
    from warpsmith.ir import visit

    kept, _fn = PP.read_kernel(SRC, "mm", CONFIGS[-1])
    first = list(visit.walk(kept))
    again = list(visit.walk(kept))  # from what the nodes kept
    fresh, _fn = PP.read_kernel(SRC, "mm", dict(CONFIGS[-1], UNUSED=1))  # new nodes
    assert all(a is b for a, b in zip(first, again)) and len(first) == len(again)
    assert [type(n) for n in again] == [type(n) for n in visit.walk(fresh)]
    assert again == list(visit.walk(fresh))  # equal fields, node by node
    assert all(n is not kept for n in kept.__dict__[visit._ALL])  # no cycle through it
