"""The checks every frozen held-out suite of issue 16 gets from the third on
(``tests/test_heldout3_suite.py``, ``tests/test_heldout4_suite.py``): its files are the ones
whose hash FROZEN records, every kind is there in both dialects, every kernel and hand version
computes its NumPy reference on the simulator at the small size (also with its pure outputs
poisoned), every CUDA source and the CUDA text warpsmith prints for every kernel compile with
NVRTC for sm_90, and every OpenCL source builds and every kernel runs on PoCL. Each suite's
test module holds what differs (its folder, the outputs read before written, the hand
versions with warp shuffles, the byte it changes to test the hash, the reference it breaks)
and calls these with it."""

from __future__ import annotations

import shutil
from dataclasses import dataclass, field
from math import prod
from pathlib import Path

import numpy as np
import pytest

from warpsmith.backends.simulator import simulate
from warpsmith.corpus import compare_outputs, device_tolerances, read_spec
from warpsmith.corpus import heldout as H


@dataclass
class Suite:
    """One frozen suite and what its checks need to know about it."""

    root: Path
    #: outputs that a kernel reads before it writes them (accumulated or updated in place):
    #: poisoning them changes the answer by design
    read_before_written: dict = field(default_factory=dict)
    #: CUDA hand versions whose warp shuffles have no OpenCL C form: not run on PoCL
    shuffles: set = field(default_factory=set)
    #: (kernel file, bytes, replacement) that changes the suite for the hash test
    edit: tuple = ()
    #: earlier suites' folders (beside the first, benchmarks/heldout) no kind may repeat
    earlier: tuple = ()
    #: (kernel, output) of a reference to break by one bit
    wrong: tuple = ()
    #: whether every launch must have a block a GPU runs (at most 1024 threads; from the
    #: sixth suite on: the fifth had one of 2048)
    block_limit: bool = False

    def __post_init__(self):
        self.specs = H.specs(self.root)
        self.originals = [s for s in self.specs if s.role == "original"]
        self.cuda_files = sorted({(s.file, s.kernel) for s in self.specs if s.dialect == "cuda"})
        self.opencl_files = sorted({(s.file, s.kernel) for s in self.specs
                                    if s.dialect == "opencl"})
        self.on_pocl = [s for s in self.specs if s.name not in self.shuffles]


def kind(s) -> str:
    """The kind of a spec: its original's name without the ``_cl`` suffix."""
    return s.original[:-3] if s.original.endswith("_cl") else s.original


def frozen_hash_matches(suite: Suite) -> None:
    """The files are the ones FROZEN recorded."""
    name = suite.root.name
    assert H.suite_hash(suite.root) == H.recorded_hash(suite.root), (
        f"benchmarks/{name}/ changed after it was frozen: nobody edits a held-out suite; a "
        f"new suite gets a new directory (see benchmarks/{name}/FROZEN)")


def hash_sees_a_changed_byte_and_a_new_file(suite: Suite, tmp_path: Path) -> None:
    """The hash changes with one kernel's byte and with one more file."""
    root = tmp_path / "suite"
    shutil.copytree(suite.root, root, ignore=shutil.ignore_patterns("__pycache__"))
    before = H.suite_hash(root)
    file, old, new = suite.edit
    k = root / "kernels" / file
    k.write_bytes(k.read_bytes().replace(old, new))
    changed = H.suite_hash(root)
    (root / "kernels" / "extra.cu").write_text("// new\n")
    assert len({before, changed, H.suite_hash(root)}) == 3


def every_kind_in_both_dialects(suite: Suite) -> None:
    """Each kind in CUDA C and OpenCL C alike, with its hand version in its dialect when it
    has a memory-access problem."""
    names = [s.name for s in suite.specs]
    assert len(names) == len(set(names))
    cuda = {s.name: s for s in suite.originals if s.dialect == "cuda"}
    opencl = {s.name: s for s in suite.originals if s.dialect == "opencl"}
    assert len(cuda) >= 20 and set(opencl) == {n + "_cl" for n in cuda}
    for n, s in cuda.items():
        o = opencl[n + "_cl"]
        assert (s.family, s.memory_problem, s.outputs) == (o.family, o.memory_problem, o.outputs)
        assert s.file == f"kernels/{n}.cu" and o.file == f"kernels/{n}.cl", n
    problems = [s for s in cuda.values() if s.memory_problem]
    assert 8 <= len(problems) <= 12
    hands = {s.name: s for s in suite.specs if s.role == "hand"}
    for s in suite.originals:
        assert bool(s.problem) == s.memory_problem, s.name
        if s.memory_problem:
            assert hands[s.hand].dialect == s.dialect and hands[s.hand].path.is_file(), s.name
        else:
            assert s.hand is None, s.name


def no_kind_of_an_earlier_suite(suite: Suite) -> None:
    """No kind repeats one of the first suite or of ``suite.earlier``."""
    earlier = {s.name for s in H.specs(hands=False)}
    for folder in suite.earlier:
        earlier |= {s.name for s in H.specs(suite.root.parent / folder, hands=False)}
    assert not earlier & {s.name for s in suite.originals}


def provenance_names_only_its_kernels(suite: Suite) -> None:
    """The manifest's provenance lists name kernels of the suite."""
    m = H.load_manifest(suite.root)
    assert set(m.SIMILAR_IN_SAMPLE) <= {s.name for s in suite.originals}
    assert m.SEEN_IN_ISSUE16_TRIAL == ()


def poisoned(arr: np.ndarray) -> np.ndarray:
    """A copy of ``arr`` with every byte 0xFF."""
    out = np.ascontiguousarray(arr).copy()
    out.view(np.uint8)[...] = 0xFF
    return out


def equals_its_reference_on_the_simulator(suite: Suite, s) -> None:
    """Kernel ``s`` computes its reference at the small size, also with its pure outputs
    filled with 0xFF bytes first."""
    m = read_spec(s, "ci")
    L = s.ci
    args = s.make_args(0, "ci")
    want = s.expected(args, "ci")
    r = simulate(m, s.kernel, L.grid, L.block, args, dynamic_shared=L.dynamic_shared)
    assert compare_outputs(r.outputs, want, s.outputs, s.rtol, s.atol) == []
    pure = [o for o in s.outputs if o not in suite.read_before_written.get(kind(s), ())]
    bad = dict(args, **{o: poisoned(args[o]) for o in pure})
    r = simulate(m, s.kernel, L.grid, L.block, bad, dynamic_shared=L.dynamic_shared)
    assert compare_outputs(r.outputs, want, s.outputs, s.rtol, s.atol) == []


def a_wrong_reference_is_caught(suite: Suite) -> None:
    """The comparison sees one flipped bit of ``suite.wrong``'s reference."""
    name, output = suite.wrong
    s = next(x for x in suite.specs if x.name == name)
    args = s.make_args(0, "ci")
    r = simulate(read_spec(s, "ci"), s.kernel, s.ci.grid, s.ci.block, args)
    want = s.expected(args, "ci")
    want[output][7] ^= 1
    assert compare_outputs(r.outputs, want, s.outputs, s.rtol, s.atol) != []


def nvrtc():
    """``compile_cuda``, or a skip where no CUDA compiler is installed."""
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    return compile_cuda


def cuda_source_compiles(suite: Suite, file: str, kernel: str) -> None:
    """A CUDA source of the suite compiles for sm_90."""
    report = nvrtc()((suite.root / file).read_text(), kernel, "sm_90")
    assert report.registers > 0


def printed_cuda_compiles(s) -> None:
    """The CUDA text warpsmith prints of kernel ``s`` (OpenCL ones included: the GPU runner
    launches it) compiles for sm_90."""
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


def cl_context():
    """A pyopencl context on the OpenCL platform (PoCL in CI)."""
    pocl()
    import pyopencl as cl

    return cl.create_some_context(interactive=False)


def opencl_source_builds(suite: Suite, file: str, kernel: str, context) -> None:
    """An OpenCL source of the suite builds on the platform and holds ``kernel``."""
    import pyopencl as cl

    prog = cl.Program(context, (suite.root / file).read_text()).build()
    assert kernel in [k.function_name for k in prog.all_kernels()]


def equals_its_reference_on_pocl(s) -> None:
    """Kernel ``s`` computes its reference on PoCL at the small size."""
    ocl = pocl()
    L = s.ci
    args = s.make_args(0, "ci")
    want = s.expected(args, "ci")
    r = ocl.run_opencl(read_spec(s, "ci"), s.kernel, L.grid, L.block, args,
                       dynamic_shared=L.dynamic_shared)
    rtol, atol = device_tolerances(s, want)
    assert compare_outputs(r.outputs, want, s.outputs, rtol, atol) == []


#: the most threads a block may have on the devices the suites run on (CUDA and OpenCL)
MAX_THREADS = 1024
#: the largest block size along x, y and z
MAX_DIMS = (1024, 1024, 64)


def launches(root: Path) -> list[tuple[str, dict]]:
    """Every launch of the manifest at ``root``: (entry, role and size, launch dict), the
    hand versions' included."""
    out = []
    for e in H.load_manifest(root).KERNELS:
        for role, src in (("kernel", e), ("hand", e.get("hand"))):
            if src:
                out += [(f"{e['name']} {role} {size}", src[size]) for size in ("ci", "gpu")]
    return out


def block_problems(entries: list[tuple[str, dict]]) -> list[str]:
    """The launches whose block no device runs: over MAX_THREADS threads or too long along
    one axis."""
    bad = []
    for name, launch in entries:
        block = tuple(launch["block"])
        if prod(block) > MAX_THREADS or any(b > m for b, m in zip(block, MAX_DIMS)):
            bad.append(f"{name}: block {block}")
    return bad


def _block_tests(suite: Suite) -> dict:
    """The block-limit tests of a suite with ``block_limit``."""

    def test_every_launch_has_at_most_1024_threads_per_block():
        entries = launches(suite.root)
        assert len(entries) == 2 * len(suite.specs)
        assert block_problems(entries) == []

    @pytest.mark.parametrize("block", [(2048,), (32, 64), (1, 1, 128)])
    def test_a_block_no_device_runs_is_caught(block):
        entries = launches(suite.root)
        name, launch = entries[3]
        assert block_problems(entries[:3] + [(name, dict(launch, block=block))]) == [
            f"{name}: block {block}"]

    return {"test_every_launch_has_at_most_1024_threads_per_block":
            test_every_launch_has_at_most_1024_threads_per_block,
            "test_a_block_no_device_runs_is_caught": test_a_block_no_device_runs_is_caught}


def test_functions(suite: Suite) -> dict:
    """The test functions (and the PoCL context fixture) of ``suite``, by name, for a suite's
    module to put among its globals, where pytest collects them."""

    def test_frozen_hash_matches_the_files():
        frozen_hash_matches(suite)

    def test_the_hash_sees_a_changed_byte_and_a_new_file(tmp_path):
        hash_sees_a_changed_byte_and_a_new_file(suite, tmp_path)

    def test_every_kind_in_both_dialects_with_hands_in_its_dialect():
        every_kind_in_both_dialects(suite)

    def test_no_kind_of_an_earlier_suite():
        no_kind_of_an_earlier_suite(suite)

    def test_provenance_names_only_kernels_of_the_suite():
        provenance_names_only_its_kernels(suite)

    @pytest.mark.parametrize("s", suite.specs, ids=[s.name for s in suite.specs])
    def test_kernel_equals_its_reference_on_the_simulator(s):
        equals_its_reference_on_the_simulator(suite, s)

    def test_a_wrong_reference_is_caught():
        a_wrong_reference_is_caught(suite)

    @pytest.mark.parametrize("file,kernel", suite.cuda_files,
                             ids=[f for f, _ in suite.cuda_files])
    def test_cuda_source_compiles_for_sm90(file, kernel):
        cuda_source_compiles(suite, file, kernel)

    @pytest.mark.parametrize("s", suite.specs, ids=[s.name for s in suite.specs])
    def test_printed_cuda_compiles_for_sm90(s):
        printed_cuda_compiles(s)

    @pytest.fixture(scope="module")
    def suite_cl_context():
        return cl_context()

    @pytest.mark.pocl
    @pytest.mark.parametrize("file,kernel", suite.opencl_files,
                             ids=[f for f, _ in suite.opencl_files])
    def test_opencl_source_builds_on_pocl(file, kernel, suite_cl_context):
        opencl_source_builds(suite, file, kernel, suite_cl_context)

    @pytest.mark.pocl
    @pytest.mark.parametrize("s", suite.on_pocl, ids=[s.name for s in suite.on_pocl])
    def test_kernel_equals_its_reference_on_pocl(s):
        equals_its_reference_on_pocl(s)

    tests = {k: v for k, v in locals().items() if k.startswith(("test_", "suite_cl"))}
    return {**tests, **(_block_tests(suite) if suite.block_limit else {})}
