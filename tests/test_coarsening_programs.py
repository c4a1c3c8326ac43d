"""The 17 programs of the coarsening study (issue 5, part 3) under every coarsening
configuration of the paper's Table 1: for every program and every (factor, dimension,
stride), the coarsened kernel, at the CI size, computes exactly what the original computes
on the simulator (and what the NumPy reference says); a sample also runs on PoCL.

Configurations the transformation refuses must be refused for a reason it states (a
barrier under divergent control, a return it cannot lift); the test prints how many."""

from __future__ import annotations

import functools
import os
import zlib

import numpy as np
import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.corpus import compare_outputs, corpus_dir
from warpsmith.corpus.coarsening import PROGRAMS
from warpsmith.frontend import read_module
from warpsmith.ir.launch import Launch
from warpsmith.transform.coarsen import FACTORS, STRIDES, coarsen
from warpsmith.transform.variant import Refusal, Variant


def _co(module, kernel, factor, dim, stride, grid, block, params=None, **kw):
    """Coarsen ``kernel`` at ``grid`` x ``block`` through the step contract."""
    start = Variant.of(module, kernel, Launch(grid, block, params=params or {}))
    return coarsen(start, factor=factor, dim=dim, stride=stride, **kw)


IDS = [p.name for p in PROGRAMS]
# every configuration by default; WARPSMITH_COARSEN_SAMPLE=n keeps every n-th (local runs)
SAMPLE = int(os.environ.get("WARPSMITH_COARSEN_SAMPLE", "1"))


@functools.lru_cache(maxsize=None)
def _module(file: str, defines: tuple):
    return read_module(corpus_dir() / file, defines=dict(defines))


def _configs(prog):
    out = []
    for dim in range(prog.ndim):
        for f in FACTORS[1:]:
            for s in STRIDES:
                out.append((f, dim, s))
    return out[::SAMPLE]


def _int_params(fn, args) -> dict:
    from warpsmith.ir.types import ScalarType
    return {p.name: int(args[p.name]) for p in fn.params
            if isinstance(p.type, ScalarType) and p.type.is_integer and p.name in args}


def _sim(module, kernel, grid, block, args, dyn):
    return simulate(module, kernel, grid, block, dict(args), dynamic_shared=dyn).outputs


@pytest.mark.parametrize("prog", PROGRAMS, ids=IDS)
def test_every_configuration_equals_the_original(prog):
    spec = prog.spec("ci")
    L = spec.launch("ci")
    module = _module(spec.file, tuple(sorted(spec.all_defines("ci").items())))
    fn = module.function(spec.kernel)
    args = spec.make_args(seed=7)
    want = _sim(module, spec.kernel, L.grid, L.block, args, L.dynamic_shared)
    problems = compare_outputs(want, spec.expected(args), spec.outputs, spec.rtol, spec.atol)
    assert not problems, f"the original disagrees with the reference: {problems}"
    params = _int_params(fn, args)
    done, refused = 0, []
    for f, dim, s in _configs(prog):
        res = _co(module, spec.kernel, f, dim, s, L.grid, L.block, params)
        if isinstance(res, Refusal):
            assert any(w in res.reason for w in ("barrier", "return", "warp")), res.reason
            refused.append((f, dim, s, res.reason))
            continue
        v = res
        got = _sim(v.module, v.kernel, v.grid, v.block, args, L.dynamic_shared)
        bad = [k for k in spec.outputs if not np.array_equal(np.asarray(want[k]),
                                                             np.asarray(got[k]))]
        assert not bad, (f"{prog.name}: factor {f} dim {dim} stride {s} -> grid {v.grid} "
                         f"block {v.block}: {bad} differ from the original")
        done += 1
    assert done + len(refused) == len(_configs(prog))
    # a program whose every configuration is refused would make the study empty
    assert done > 0, f"{prog.name}: every configuration refused: {refused[:3]}"
    print(f"{prog.name}: {done} configurations equal, {len(refused)} refused")


def _pocl():
    try:
        import pyopencl as cl
        return bool([d for p in cl.get_platforms() for d in p.get_devices()])
    except Exception:
        return False


@pytest.mark.pocl
@pytest.mark.skipif(not _pocl(), reason="needs an OpenCL platform (PoCL)")
@pytest.mark.parametrize("prog", PROGRAMS, ids=IDS)
def test_sample_on_pocl_equals_reference(prog):
    """Two configurations per program (chosen by a hash of its name) printed as OpenCL C
    and run on PoCL must match the NumPy reference."""
    from warpsmith.backends.opencl import run_opencl

    spec = prog.spec("ci")
    L = spec.launch("ci")
    module = _module(spec.file, tuple(sorted(spec.all_defines("ci").items())))
    fn = module.function(spec.kernel)
    args = spec.make_args(seed=11)
    want = spec.expected(args)
    configs = _configs(prog)
    h = zlib.crc32(prog.name.encode())
    picked = [configs[h % len(configs)], configs[(h // 7 + 3) % len(configs)]]
    tol_r = prog.pocl_rtol if prog.pocl_rtol is not None else spec.rtol
    tol_a = prog.pocl_atol if prog.pocl_atol is not None else spec.atol
    ran = 0
    for f, dim, s in picked:
        res = _co(module, spec.kernel, f, dim, s, L.grid, L.block,
                      _int_params(fn, args))
        if isinstance(res, Refusal):
            continue
        v = res
        got = run_opencl(v.module, v.kernel, v.grid, v.block, dict(args),
                         dynamic_shared=L.dynamic_shared).outputs
        problems = compare_outputs(got, want, spec.outputs, tol_r, tol_a)
        assert not problems, f"{prog.name} F={f} D={dim} S={s} on PoCL: {problems}"
        ran += 1
    # every configuration of every program is legal at the ci size: both must have run
    assert ran == 2, f"{prog.name}: a sampled configuration was refused"
