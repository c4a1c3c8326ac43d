"""Differential tests: random well-defined OpenCL C kernels (tests/kernelgen.py).

* ``test_simulator_matches_pocl``: the simulator's outputs equal PoCL's, bit for bit
  (integers exactly, float32 by bit pattern with NaN == NaN). PoCL runs twice: the
  generated text as written (the reference, built directly with pyopencl) and the module
  printed back to OpenCL C by ``run_opencl``, so a failure says whose piece is at fault.
* ``test_cuda_translation_and_round_trip``: no OpenCL device needed. The module printed
  as CUDA and read back simulates to the same outputs; printed as OpenCL and read back it
  equals the module.

Failures shrink (hypothesis); minimal repros go to docs/DIFF-FAILURES.md.
WARPSMITH_DIFF_EXAMPLES=N sets the example count (40); WARPSMITH_DIFF_AVOID=abs,sat leaves
constructs with an open bug out (see kernelgen.AVOID). Standalone: python tests/kernelgen.py N
builds and runs N generated kernels twice on PoCL (legality and determinism check).
Run: .venv/bin/pytest tests/test_differential.py
"""

from __future__ import annotations

import os
import sys

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

sys.path.insert(0, os.path.dirname(__file__))
import kernelgen  # noqa: E402
from kernelgen import KERNEL, kernels, run_pocl_direct, same_outputs  # noqa: E402

from warpsmith.frontend import read_module  # noqa: E402

EXAMPLES = int(os.environ.get("WARPSMITH_DIFF_EXAMPLES", "40"))

SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                           HealthCheck.large_base_example, HealthCheck.filter_too_much],
    print_blob=True,
)


def _pocl_available() -> tuple[bool, str]:
    try:
        import pyopencl as cl
    except ImportError:
        return False, "pyopencl is not installed"
    try:
        devices = [d for p in cl.get_platforms() for d in p.get_devices()]
    except Exception as exc:  # no ICD loader / no platform
        return False, f"no OpenCL platform ({exc})"
    if not devices:
        return False, "no OpenCL platform with a device (install PoCL)"
    return True, ""


_POCL, _WHY = _pocl_available()


def _describe(case, grid, seed, diffs: dict[str, dict]) -> str:
    lines = [f"block={case.block} grid={grid} input seed={seed}", case.source]
    for who, outs in diffs.items():
        lines.append(f"--- {who}")
        for name, arr in outs.items():
            a = np.asarray(arr)
            shown = a.view(np.uint32) if a.dtype == np.float32 else a
            lines.append(f"{name}: {shown.tolist()[:64]}" + (" (float bits)" if a.dtype ==
                                                               np.float32 else ""))
    return "\n".join(lines)


def _select(outputs: dict, like: dict) -> dict:
    return {k: np.asarray(outputs[k]) for k in like}


@pytest.mark.pocl
@pytest.mark.skipif(not _POCL, reason=f"needs an OpenCL platform: {_WHY}")
@SETTINGS
@given(case=kernels(), grid=st.integers(1, 3), seed=st.integers(0, 2**16))
def test_simulator_matches_pocl(case, grid, seed):
    from warpsmith.backends.opencl import run_opencl
    from warpsmith.backends.simulator import simulate

    args = case.make_args(grid, seed)
    ref = run_pocl_direct(case, grid, args)  # the generated text itself, on PoCL
    module = read_module("gen.cl", text=case.source, dialect="opencl")
    sim = _select(simulate(module, KERNEL, grid, case.block, args).outputs, ref)
    ocl = _select(run_opencl(module, KERNEL, grid, case.block, args).outputs, ref)
    bad_sim = same_outputs(sim, ref)
    bad_ocl = same_outputs(ocl, ref)
    assert not bad_sim and not bad_ocl, _describe(case, grid, seed, {
        "PoCL (source as generated)": ref,
        f"simulator (differs in {bad_sim})": sim,
        f"run_opencl (printed module; differs in {bad_ocl})": ocl,
    })


@SETTINGS
@given(case=kernels(), grid=st.integers(1, 3), seed=st.integers(0, 2**16))
def test_cuda_translation_and_round_trip(case, grid, seed):
    from warpsmith.backends.simulator import simulate
    from warpsmith.ir.printer import print_module

    module = read_module("gen.cl", text=case.source, dialect="opencl")
    ocl_text = print_module(module, "opencl")
    again = read_module("again.cl", text=ocl_text, dialect="opencl")
    assert again == module, f"OpenCL round trip changed the module:\n{case.source}\n" \
                            f"--- printed\n{ocl_text}"

    cuda_text = print_module(module, "cuda")
    cuda = read_module("gen.cu", text=cuda_text, dialect="cuda")
    args = case.make_args(grid, seed)
    want = simulate(module, KERNEL, grid, case.block, args).outputs
    cuda_kernel = cuda.kernels[0].name
    got = simulate(cuda, cuda_kernel, grid, case.block, args).outputs
    want = {k: np.asarray(want[k]) for k in ("out_u", "out_f", "counter")}
    got = _select(got, want)
    bad = same_outputs(got, want)
    assert not bad, _describe(case, grid, seed, {"simulated OpenCL": want,
                                                 f"simulated CUDA printing ({bad})": got}) \
        + "\n--- CUDA printing\n" + cuda_text


def test_generator_is_well_formed():
    """The generator itself: deterministic for a seed, and every kernel has the params."""
    a, b = kernelgen.generate(3), kernelgen.generate(3)
    assert a.source == b.source
    assert "__kernel void k(" in a.source and "out_u" in a.source
