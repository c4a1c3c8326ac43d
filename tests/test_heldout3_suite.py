"""The third frozen held-out suite (benchmarks/heldout3/), checked as every suite from the
third on is (``tests/heldout_suite_checks.py``): its files are the ones whose hash FROZEN
records, every kind is there in both dialects, every kernel and hand version computes its
NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL."""

from __future__ import annotations

from pathlib import Path

import pytest

import heldout_suite_checks as C

SUITE = C.Suite(
    Path(__file__).resolve().parents[1] / "benchmarks" / "heldout3",
    read_before_written={"hist256_warp_private": {"hist"}, "ising_checkerboard": {"spin"}},
    shuffles={"trmv_lower__hand", "bsr2x2_spmv__hand"},
    edit=("biharm13.cu", b"20.0f", b"21.0f"),
    earlier=("heldout2",),
    wrong=("gray_decode", "out"))


def test_frozen_hash_matches_the_files():
    C.frozen_hash_matches(SUITE)


def test_the_hash_sees_a_changed_byte_and_a_new_file(tmp_path):
    C.hash_sees_a_changed_byte_and_a_new_file(SUITE, tmp_path)


def test_every_kind_in_both_dialects_with_hands_in_its_dialect():
    C.every_kind_in_both_dialects(SUITE)


def test_no_kind_of_an_earlier_suite():
    C.no_kind_of_an_earlier_suite(SUITE)


def test_provenance_names_only_kernels_of_the_suite():
    C.provenance_names_only_its_kernels(SUITE)


@pytest.mark.parametrize("s", SUITE.specs, ids=[s.name for s in SUITE.specs])
def test_kernel_equals_its_reference_on_the_simulator(s):
    C.equals_its_reference_on_the_simulator(SUITE, s)


def test_a_wrong_reference_is_caught():
    C.a_wrong_reference_is_caught(SUITE)


@pytest.mark.parametrize("file,kernel", SUITE.cuda_files, ids=[f for f, _ in SUITE.cuda_files])
def test_cuda_source_compiles_for_sm90(file, kernel):
    C.cuda_source_compiles(SUITE, file, kernel)


@pytest.mark.parametrize("s", SUITE.specs, ids=[s.name for s in SUITE.specs])
def test_printed_cuda_compiles_for_sm90(s):
    C.printed_cuda_compiles(s)


@pytest.fixture(scope="module")
def cl_context():
    return C.cl_context()


@pytest.mark.pocl
@pytest.mark.parametrize("file,kernel", SUITE.opencl_files,
                         ids=[f for f, _ in SUITE.opencl_files])
def test_opencl_source_builds_on_pocl(file, kernel, cl_context):
    C.opencl_source_builds(SUITE, file, kernel, cl_context)


@pytest.mark.pocl
@pytest.mark.parametrize("s", SUITE.on_pocl, ids=[s.name for s in SUITE.on_pocl])
def test_kernel_equals_its_reference_on_pocl(s):
    C.equals_its_reference_on_pocl(s)
