"""The fourth frozen held-out suite (benchmarks/heldout4/): its files are the ones whose hash
FROZEN records, every kind is there in both dialects, every kernel and hand version computes
its NumPy reference on the simulator at the small size (also with its pure outputs poisoned),
every CUDA source and the CUDA text warpsmith prints for every kernel compile with NVRTC for
sm_90, and every OpenCL source builds and every kernel runs on PoCL."""

from __future__ import annotations

import shutil
from pathlib import Path

import numpy as np
import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.corpus import compare_outputs, device_tolerances, read_spec
from warpsmith.corpus import heldout as H

ROOT = Path(__file__).resolve().parents[1] / "benchmarks" / "heldout4"
SPECS = H.specs(ROOT)
ORIGINALS = [s for s in SPECS if s.role == "original"]
CUDA_FILES = sorted({(s.file, s.kernel) for s in SPECS if s.dialect == "cuda"})
OPENCL_FILES = sorted({(s.file, s.kernel) for s in SPECS if s.dialect == "opencl"})

#: outputs that a kernel reads before it writes them (accumulated or updated in place):
#: poisoning them changes the answer by design
READ_BEFORE_WRITTEN = {"syr2k_kmajor": {"C"}, "keyed_max_atomic": {"out"},
                       "particle_binning": {"count"}}

#: CUDA hand versions whose warp shuffles have no OpenCL C form: not printed as OpenCL
SHUFFLES = {"argmax_rows__hand"}


def kind(s) -> str:
    """The kind of a spec: its original's name without the ``_cl`` suffix."""
    return s.original[:-3] if s.original.endswith("_cl") else s.original


def test_frozen_hash_matches_the_files():
    assert H.suite_hash(ROOT) == H.recorded_hash(ROOT), (
        "benchmarks/heldout4/ changed after it was frozen: nobody edits a held-out suite; "
        "a new suite gets a new directory (see benchmarks/heldout4/FROZEN)")


def test_the_hash_sees_a_changed_byte_and_a_new_file(tmp_path):
    root = tmp_path / "suite"
    shutil.copytree(ROOT, root, ignore=shutil.ignore_patterns("__pycache__"))
    before = H.suite_hash(root)
    k = root / "kernels" / "gauss3x3_shared.cu"
    k.write_bytes(k.read_bytes().replace(b"0.0625f", b"0.125f"))
    changed = H.suite_hash(root)
    (root / "kernels" / "extra.cu").write_text("// new\n")
    assert len({before, changed, H.suite_hash(root)}) == 3


def test_every_kind_in_both_dialects_with_hands_in_its_dialect():
    names = [s.name for s in SPECS]
    assert len(names) == len(set(names))
    cuda = {s.name: s for s in ORIGINALS if s.dialect == "cuda"}
    opencl = {s.name: s for s in ORIGINALS if s.dialect == "opencl"}
    assert len(cuda) >= 20 and set(opencl) == {n + "_cl" for n in cuda}
    for n, s in cuda.items():
        o = opencl[n + "_cl"]
        assert (s.family, s.memory_problem, s.outputs) == (o.family, o.memory_problem, o.outputs)
        assert s.file == f"kernels/{n}.cu" and o.file == f"kernels/{n}.cl", n
    problems = [s for s in cuda.values() if s.memory_problem]
    assert 8 <= len(problems) <= 12
    hands = {s.name: s for s in SPECS if s.role == "hand"}
    for s in ORIGINALS:
        assert bool(s.problem) == s.memory_problem, s.name
        if s.memory_problem:
            assert hands[s.hand].dialect == s.dialect and hands[s.hand].path.is_file(), s.name
        else:
            assert s.hand is None, s.name


def test_no_kind_of_an_earlier_suite():
    earlier = {s.name for s in H.specs(hands=False)}
    for folder in ("heldout2", "heldout3"):
        earlier |= {s.name for s in H.specs(ROOT.parent / folder, hands=False)}
    assert not earlier & {s.name for s in ORIGINALS}


def test_provenance_names_only_kernels_of_the_suite():
    m = H.load_manifest(ROOT)
    assert set(m.SIMILAR_IN_SAMPLE) <= {s.name for s in ORIGINALS}
    assert m.SEEN_IN_ISSUE16_TRIAL == ()


def poisoned(arr: np.ndarray) -> np.ndarray:
    """A copy of ``arr`` with every byte 0xFF."""
    out = np.ascontiguousarray(arr).copy()
    out.view(np.uint8)[...] = 0xFF
    return out


@pytest.mark.parametrize("s", SPECS, ids=[s.name for s in SPECS])
def test_kernel_equals_its_reference_on_the_simulator(s):
    m = read_spec(s, "ci")
    L = s.ci
    args = s.make_args(0, "ci")
    want = s.expected(args, "ci")
    r = simulate(m, s.kernel, L.grid, L.block, args, dynamic_shared=L.dynamic_shared)
    assert compare_outputs(r.outputs, want, s.outputs, s.rtol, s.atol) == []
    pure = [o for o in s.outputs if o not in READ_BEFORE_WRITTEN.get(kind(s), ())]
    bad = dict(args, **{o: poisoned(args[o]) for o in pure})
    r = simulate(m, s.kernel, L.grid, L.block, bad, dynamic_shared=L.dynamic_shared)
    assert compare_outputs(r.outputs, want, s.outputs, s.rtol, s.atol) == []


def test_a_wrong_reference_is_caught():
    s = next(x for x in SPECS if x.name == "crc32_records16")
    args = s.make_args(0, "ci")
    r = simulate(read_spec(s, "ci"), s.kernel, s.ci.grid, s.ci.block, args)
    want = s.expected(args, "ci")
    want["crc"][7] ^= 1
    assert compare_outputs(r.outputs, want, s.outputs, s.rtol, s.atol) != []


def nvrtc():
    """``compile_cuda``, or a skip where no CUDA compiler is installed."""
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    return compile_cuda


@pytest.mark.parametrize("file,kernel", CUDA_FILES, ids=[f for f, _ in CUDA_FILES])
def test_cuda_source_compiles_for_sm90(file, kernel):
    compile_cuda = nvrtc()
    report = compile_cuda((ROOT / file).read_text(), kernel, "sm_90")
    assert report.registers > 0


@pytest.mark.parametrize("s", SPECS, ids=[s.name for s in SPECS])
def test_printed_cuda_compiles_for_sm90(s):
    """The GPU runner launches the CUDA text warpsmith prints of every kernel, OpenCL ones
    included."""
    from warpsmith.backends.cuda import cuda_source
    from warpsmith.ir import find_kernel

    compile_cuda = nvrtc()
    m = read_spec(s, "ci")
    fn = find_kernel(m, s.kernel)
    compile_cuda(cuda_source(m, fn), fn.name, "sm_90")


def pocl():
    """The OpenCL backend, or a skip where pyopencl or an OpenCL platform is missing."""
    pytest.importorskip("pyopencl")
    from warpsmith.backends import opencl as ocl

    if not ocl.available():
        pytest.skip("no OpenCL platform (install pyopencl and pocl-opencl-icd)")
    return ocl


@pytest.fixture(scope="module")
def cl_context():
    """A pyopencl context on the OpenCL platform (PoCL in CI)."""
    pocl()
    import pyopencl as cl

    return cl.create_some_context(interactive=False)


@pytest.mark.pocl
@pytest.mark.parametrize("file,kernel", OPENCL_FILES, ids=[f for f, _ in OPENCL_FILES])
def test_opencl_source_builds_on_pocl(file, kernel, cl_context):
    import pyopencl as cl

    prog = cl.Program(cl_context, (ROOT / file).read_text()).build()
    assert kernel in [k.function_name for k in prog.all_kernels()]


ON_POCL = [s for s in SPECS if s.name not in SHUFFLES]


@pytest.mark.pocl
@pytest.mark.parametrize("s", ON_POCL, ids=[s.name for s in ON_POCL])
def test_kernel_equals_its_reference_on_pocl(s):
    ocl = pocl()
    L = s.ci
    args = s.make_args(0, "ci")
    want = s.expected(args, "ci")
    r = ocl.run_opencl(read_spec(s, "ci"), s.kernel, L.grid, L.block, args,
                       dynamic_shared=L.dynamic_shared)
    rtol, atol = device_tolerances(s, want)
    assert compare_outputs(r.outputs, want, s.outputs, rtol, atol) == []
