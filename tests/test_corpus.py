"""The project's kernel corpus (warpsmith.corpus): every kernel against its NumPy reference.

* registry sanity (names, files, dialects, coverage of issue 2 section 6);
* every .cu compiles with nvcc (syntax and types; skipped where nvcc is absent);
* every OpenCL kernel runs on a real OpenCL device (PoCL in CI) through plain pyopencl and
  equals its reference: this checks the references independently of warpsmith;
* the simulator (frontend.read_module + backends.simulator.simulate) at the CI size equals
  the reference for random inputs (hypothesis draws the seeds);
* OpenCL kernels run through warpsmith.backends.opencl.run_opencl equal the simulator.

WARPSMITH_CORPUS_EXAMPLES sets the number of random seeds per kernel (default 3).
"""

from __future__ import annotations

import functools
import os
import shutil
import subprocess

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warpsmith.corpus import KernelSpec, all_specs, compare_outputs, corpus_dir, spec

EXAMPLES = int(os.environ.get("WARPSMITH_CORPUS_EXAMPLES", "3"))
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
SETTINGS = settings(max_examples=EXAMPLES, deadline=None,
                    suppress_health_check=[HealthCheck.function_scoped_fixture,
                                           HealthCheck.too_slow])

SPECS = all_specs()
CL_SPECS = [s for s in SPECS if s.dialect == "opencl"]
CU_SPECS = [s for s in SPECS if s.dialect == "cuda"]


def ids(specs):
    return [s.name for s in specs]


# ------------------------------------------------------------------ registry


def test_registry_size_and_dialects():
    assert len(SPECS) >= 28
    assert len({s.name for s in SPECS}) == len(SPECS)
    assert len(CU_SPECS) >= 12 and len(CL_SPECS) >= 12
    for s in SPECS:
        assert s.path.is_file(), s.file
        assert s.dialect == ("opencl" if s.file.endswith(".cl") else "cuda")
        assert s.kernel in s.path.read_text()
        assert spec(s.name) is not None
    with pytest.raises(KeyError):
        spec("no_such_kernel")
    assert corpus_dir().is_dir()


def test_registry_covers_issue_catalogue():
    names = " ".join(s.name for s in SPECS)
    for needed in ["mat_add_coalesced_int", "mat_add_uncoalesced_int", "mat_add_coalesced_char",
                   "mat_add_uncoalesced_char", "transpose_naive", "transpose_tiled",
                   "transpose_tiled_padded", "reduce", "scan_init", "scan_div", "scan_init_bank",
                   "scan_div_bank", "matmul_tiled", "fft_radix2", "fft_radix4", "sobel",
                   "stencil_1d", "stencil_2d", "histogram_global", "histogram_shared",
                   "spmv_csr_scalar", "spmv_csr_vector", "nbody", "convolution_2d", "dct8x8",
                   "binary_search", "bitonic_sort", "black_scholes", "floyd_warshall",
                   "fast_walsh", "haar", "matvec_coalesced", "matvec_uncoalesced"]:
        assert needed in names, needed


@pytest.mark.parametrize("s", SPECS, ids=ids(SPECS))
def test_reference_shapes(s: KernelSpec):
    for size in ("ci",):
        a = s.make_args(0, size)
        want = s.expected(a, size)
        assert set(want) == set(s.outputs)
        for name in s.outputs:
            assert isinstance(a[name], np.ndarray)
            assert want[name].dtype == a[name].dtype, name
            assert want[name].size == a[name].size, name


def test_compare_outputs_detects_mismatch():
    s = spec("mat_add_coalesced_int")
    a = s.make_args(0)
    want = s.expected(a)
    got = {"C": want["C"].copy()}
    assert compare_outputs(got, want, ["C"], 0, 0) == []
    got["C"][5] += 1
    assert compare_outputs(got, want, ["C"], 0, 0)
    f = spec("matmul_tiled")
    fa = f.make_args(0)
    fw = f.expected(fa)
    fg = {"C": fw["C"] * np.float32(1 + 1e-4)}
    assert compare_outputs(fg, fw, ["C"], f.rtol, f.atol)


def test_fft_passes_compose_to_dft():
    """Chaining the reference passes p = 1, R, R^2, ... gives NumPy's FFT (the references
    really are Stockham FFT passes)."""
    from warpsmith.corpus import fft_pass

    rng = np.random.default_rng(1)
    for radix, n in ((2, 256), (4, 256)):
        x = (rng.uniform(-1, 1, n) + 1j * rng.uniform(-1, 1, n)).astype(np.complex64)
        y = x
        p = 1
        while p < n:
            y = fft_pass(y, p, radix)
            p *= radix
        want = np.fft.fft(x.astype(np.complex128))
        assert np.max(np.abs(y - want)) < 1e-4 * np.max(np.abs(want))


# ------------------------------------------------------------------ nvcc


def _cu_builds():
    seen = {}
    for s in CU_SPECS:
        for size in ("ci", "paper"):
            key = (s.file, tuple(sorted(s.all_defines(size).items())))
            seen.setdefault(key, s.name + "-" + size)
    return sorted(seen.items(), key=lambda kv: kv[1])


@pytest.mark.skipif(shutil.which("nvcc") is None, reason="nvcc not installed")
@pytest.mark.parametrize("key", [k for k, _ in _cu_builds()], ids=[n for _, n in _cu_builds()])
def test_cuda_kernel_compiles_with_nvcc(key):
    file, defines = key
    cmd = ["nvcc", "-arch=sm_90", "-c", "-o", os.devnull, str(corpus_dir() / file)]
    cmd += [f"-D{k}={v}" for k, v in defines]
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert r.returncode == 0, r.stderr
    assert "warning" not in r.stderr.lower(), r.stderr


# ------------------------------------------------------------------ PoCL, plain pyopencl


@functools.lru_cache(maxsize=1)
def _cl_context():
    try:
        import pyopencl as cl
    except ImportError:
        return None
    try:
        for plat in cl.get_platforms():
            devs = plat.get_devices()
            if devs:
                ctx = cl.Context([devs[0]])
                return cl, ctx, cl.CommandQueue(ctx)
    except Exception:  # noqa: BLE001 - no ICD / no platform
        return None
    return None


def _need_cl():
    c = _cl_context()
    if c is None:
        pytest.skip("pyopencl has no OpenCL platform with a device (install PoCL)")
    return c


@functools.lru_cache(maxsize=None)
def _cl_program(file: str, defines: tuple):
    cl, ctx, _ = _need_cl()
    opts = ["-cl-kernel-arg-info"] + [f"-D{k}={v}" for k, v in defines]
    return cl.Program(ctx, (corpus_dir() / file).read_text()).build(options=opts)


def run_pyopencl(s: KernelSpec, args: dict, size: str = "ci") -> dict:
    """Run a corpus OpenCL kernel directly with pyopencl; returns every buffer after the run."""
    cl, ctx, queue = _need_cl()
    launch = s.launch(size)
    prog = _cl_program(s.file, tuple(sorted(s.all_defines(size).items())))
    knl = cl.Kernel(prog, s.kernel)
    bufs = {}
    for i in range(knl.num_args):
        name = knl.get_arg_info(i, cl.kernel_arg_info.NAME)
        if name not in args and name.startswith("_cl_"):
            name = name[4:]  # PoCL reports a parameter named like a builtin ("step") as "_cl_step"
        v = args[name]
        if isinstance(v, np.ndarray):
            host = np.ascontiguousarray(v).copy()
            buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR,
                            hostbuf=host if host.nbytes else np.zeros(1, host.dtype))
            bufs[name] = (host, buf)
            knl.set_arg(i, buf)
        elif type(v).__name__ == "SharedSize":
            knl.set_arg(i, cl.LocalMemory(v.bytes))
        else:
            knl.set_arg(i, v)
    gsize = tuple(g * b for g, b in zip(launch.grid, launch.block))
    cl.enqueue_nd_range_kernel(queue, knl, gsize, tuple(launch.block))
    out = {}
    for name, (host, buf) in bufs.items():
        if host.nbytes:
            cl.enqueue_copy(queue, host, buf)
        out[name] = host
    queue.finish()
    return out


def _pocl_tol(s: KernelSpec):
    return (s.pocl_rtol if s.pocl_rtol is not None else s.rtol,
            s.pocl_atol if s.pocl_atol is not None else s.atol)


@pytest.mark.pocl
@pytest.mark.parametrize("s", CL_SPECS, ids=ids(CL_SPECS))
def test_pocl_equals_reference(s: KernelSpec):
    _need_cl()

    @SETTINGS
    @given(seed=SEEDS)
    def check(seed):
        a = s.make_args(seed)
        got = run_pyopencl(s, a)
        problems = compare_outputs(got, s.expected(a), s.outputs, *_pocl_tol(s))
        assert not problems, f"seed {seed}: {problems}"

    check()


# ------------------------------------------------------------------ the simulator


def _frontend():
    from warpsmith.backends.simulator import simulate
    from warpsmith.frontend import read_module

    return read_module, simulate


@functools.lru_cache(maxsize=None)
def _module(file: str, defines: tuple):
    read_module, _ = _frontend()
    return read_module(corpus_dir() / file, defines=dict(defines))


def module_of(s: KernelSpec, size: str = "ci"):
    return _module(s.file, tuple(sorted(s.all_defines(size).items())))


def simulate_spec(s: KernelSpec, args: dict, size: str = "ci", trace: bool = False):
    _, simulate = _frontend()
    L = s.launch(size)
    return simulate(module_of(s, size), s.kernel, L.grid, L.block, args,
                    dynamic_shared=L.dynamic_shared, trace=trace)


@pytest.mark.parametrize("s", SPECS, ids=ids(SPECS))
def test_simulator_equals_reference(s: KernelSpec):
    _frontend()

    @SETTINGS
    @given(seed=SEEDS)
    def check(seed):
        a = s.make_args(seed)
        res = simulate_spec(s, a)
        problems = compare_outputs(res.outputs, s.expected(a), s.outputs, s.rtol, s.atol)
        assert not problems, f"seed {seed}: {problems}"

    check()


@pytest.mark.pocl
@pytest.mark.parametrize("s", CL_SPECS, ids=ids(CL_SPECS))
def test_run_opencl_equals_simulator(s: KernelSpec):
    _frontend()
    _need_cl()
    from warpsmith.backends.opencl import run_opencl

    L = s.launch("ci")
    a = s.make_args(12345)
    sim = simulate_spec(s, a)
    dev = run_opencl(module_of(s), s.kernel, L.grid, L.block, a, dynamic_shared=L.dynamic_shared)
    problems = compare_outputs(dev.outputs, sim.outputs, s.outputs, *_pocl_tol(s))
    assert not problems, problems


def test_device_tolerances_hold_float_outputs_to_the_gpu_floor():
    """One rule for every GPU runner: an exact float reference gets the GPU floor (FMA
    contraction), integer outputs stay exact, a spec's own looser tolerance is kept."""
    import numpy as np

    from warpsmith.corpus import GPU_FLOAT_ATOL, GPU_FLOAT_RTOL, device_tolerances
    from warpsmith.corpus.memopt import specs as memopt_specs

    by_name = {s.name: s for s in memopt_specs()}
    dct, add = by_name["memopt_dct8x8_orig"], by_name["memopt_matadd32_orig"]
    assert device_tolerances(dct) == (0.0, 0.0)
    floats = {"out": np.zeros(4, np.float32)}
    assert device_tolerances(dct, floats) == (GPU_FLOAT_RTOL, GPU_FLOAT_ATOL)
    assert device_tolerances(add, {"out": np.zeros(4, np.int32)}) == (0.0, 0.0)
    loose = next(s for s in SPECS if (s.pocl_rtol or 0) > GPU_FLOAT_RTOL)
    assert device_tolerances(loose, {n: np.zeros(1, np.float32) for n in loose.outputs})[0] \
        == loose.pocl_rtol
