"""The checks every dict-form reproduction module gets (``tests/cxx_tmpl_cases.py``,
``tests/cxx_std_cases.py``: ``dict(src=, kernel=, inputs=, want=[, shared=])``, one block of
``N`` threads): the simulator against NumPy on the source and on its printed CUDA read
again, the OpenCL printer (prints or refuses with a place), ``analyze`` and ``predict``, and
the printed CUDA compiled by NVRTC for sm_90. One definition, so that the test files only
name their cases."""

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError


def launch(case: dict, n: int) -> ws.Launch:
    """One block of ``n`` threads with the case's dynamic shared memory."""
    return ws.Launch(1, n, shared=case.get("shared", 0))


def run(src: str, case: dict, n: int) -> dict:
    """The outputs of the case's kernel read from ``src``, on the simulator."""
    k = ws.read(src).kernel(case["kernel"])
    return ws.run(k, launch(case, n), {a: np.copy(v) for a, v in case["inputs"].items()}).outputs


def check_numpy_and_cuda_roundtrip(case: dict, n: int) -> None:
    """NumPy's answer on the source and on its printed CUDA read again."""
    text = ws.translate(ws.read(case["src"]), "cuda").text
    for src in (case["src"], text):
        out = run(src, case, n)
        for arr, want in case["want"].items():
            np.testing.assert_array_equal(out[arr], want, err_msg=arr)


def check_opencl(case: dict) -> None:
    """The OpenCL printer prints the kernel, or refuses with a located reason."""
    k = ws.read(case["src"]).kernel(case["kernel"])
    try:
        text = ws.translate(k, "opencl").text
    except WarpsmithError as e:
        assert e.loc is not None and e.message
        return
    assert "__kernel" in text


def check_analyze_and_predict(case: dict, n: int) -> None:
    """``ws.analyze`` and ``ws.predict`` read the lowered kernel."""
    k = ws.read(case["src"]).kernel(case["kernel"])
    assert ws.analyze(k, launch(case, n)) is not None
    assert ws.predict(k, launch(case, n), device="8800gtx") is not None


def check_nvrtc_compiles(case: dict) -> None:
    """The printed CUDA compiles for sm_90 (skips only without a CUDA compiler)."""
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    printed = ws.translate(ws.read(case["src"]).kernel(case["kernel"]), "cuda")
    compile_cuda(printed.text, ws.read(printed.text).kernels[0].name, "sm_90")
