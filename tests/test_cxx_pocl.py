"""Issue 18 on PoCL: the C++ reproductions (tests/cxx_cases.py), lowered and printed as
OpenCL C, build and run on PoCL with the simulator's results."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws

pytest.importorskip("pyopencl")
from warpsmith.backends import opencl as ocl  # noqa: E402

from cxx_cases import CASES, N  # noqa: E402

pytestmark = pytest.mark.pocl
if not ocl.available():
    pytestmark = [pytest.mark.pocl, pytest.mark.skip(
        reason="no OpenCL platform (install pyopencl and pocl-opencl-icd)")]

# vec_rng_accessor returns a reference into global memory (float& operator()), lowered to a
# pointer return whose OpenCL type has no address space (docs/cxx-classes.md, limits)
ON_POCL = sorted(n for n in CASES if n != "vec_rng_accessor")


@pytest.mark.parametrize("name", ON_POCL)
def test_lowered_cxx_runs_on_pocl(name):
    src, args, _ = CASES[name]
    args = dict(args)
    args.setdefault("out", f"float32[{N}]:zeros")
    k = ws.read(src).kernels[0]
    want = ws.run(k, ws.Launch(1, N), args).outputs["out"]
    got = ws.run(k, ws.Launch(1, N), args, "opencl").outputs["out"]
    np.testing.assert_allclose(got, want, rtol=1e-6)
