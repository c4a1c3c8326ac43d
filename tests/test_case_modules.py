"""Every case of the dict-form reproduction modules (``tests/cxx_tmpl_cases.py``,
``tests/cxx_std_cases.py``, ``tests/cxx9_cases.py``) through the checks of
``tests/case_checks.py``: NumPy's answer on the simulator from the source and from its
printed CUDA, the OpenCL printer (prints or refuses with a place), analyze and predict, and
the printed CUDA compiled by NVRTC."""

import pytest

import case_checks as C
import cxx9_cases
import cxx_std_cases
import cxx_tmpl_cases

MODULES = (cxx_tmpl_cases, cxx_std_cases, cxx9_cases)
PAIRS = [(m, name) for m in MODULES for name in sorted(m.CASES)]
IDS = [f"{m.__name__}-{name}" for m, name in PAIRS]


@pytest.mark.parametrize("mod, name", PAIRS, ids=IDS)
def test_runs_like_numpy_and_prints_back_as_cuda(mod, name):
    C.check_numpy_and_cuda_roundtrip(mod.CASES[name], mod.N)


@pytest.mark.parametrize("mod, name", PAIRS, ids=IDS)
def test_prints_as_opencl_or_refuses_with_a_place(mod, name):
    C.check_opencl(mod.CASES[name])


@pytest.mark.parametrize("mod, name", PAIRS, ids=IDS)
def test_analyze_and_predict_take_it(mod, name):
    C.check_analyze_and_predict(mod.CASES[name], mod.N)


@pytest.mark.parametrize("mod, name", PAIRS, ids=IDS)
def test_printed_cuda_compiles_with_nvrtc(mod, name):
    """(The device check found a const object's operator[] printed as the non-const
    overload's call on ``&a``, which NVRTC rejects.)"""
    C.check_nvrtc_compiles(mod.CASES[name])
