"""Rows 10-17 of the thread-coarsening study's programs (warpsmith.corpus.coarsening_programs_b).

* the table: Table 2's numbers, sources and global sizes; the default local size divides
  both sizes; the problem sizes at the paper's global sizes;
* the simulator equals the NumPy reference at the CI size for every power-of-two local size
  the program allows that divides the CI global size (default included): the kernels do not
  depend on the suite's default local size;
* the comparisons can fail: a perturbed output, a border pixel/point written, and a
  mutated kernel (one changed operator) are all reported;
* the references are checked independently where they decode the inputs (spmv: the JDS
  layout against the matrix's coordinate list; nbody: float32 mirror against float64);
* every kernel, read into the IR and printed as CUDA C, compiles with NVRTC for sm_90;
* every kernel source, built as it is by PoCL through plain pyopencl, equals the reference
  at the CI size (default local size and one other; skipped without an OpenCL platform).
"""

from __future__ import annotations

import functools
import itertools
import math

import numpy as np
import pytest

from warpsmith.corpus import compare_outputs, corpus_dir
from test_corpus import _cl_context, run_pyopencl  # noqa: E402  (plain pyopencl on the source)
from warpsmith.corpus.coarsening_programs_b import JDS_CHUNK, PROGRAMS, jds_matrix

BY_NAME = {p.name: p for p in PROGRAMS}
IDS = [p.name for p in PROGRAMS]

PAPER_THREADS = {"mvCoal": 256 << 10, "mvUncoal": 256 << 10, "nbody": 64 << 10,
                 "reduce": 8 << 20, "sgemm": 512 * 512, "sobel": 512 * 512,
                 "spmv": 16 << 10, "stencil": 512 * 510}
NUMBERS = {"mvCoal": 10, "mvUncoal": 11, "nbody": 12, "reduce": 13, "sgemm": 14,
           "sobel": 15, "spmv": 16, "stencil": 17}


def allowed_locals(p, size: str = "ci") -> list[tuple]:
    """Every power-of-two local size the program allows that divides its global size."""
    g = p.global_size[size]
    pw = [1 << e for e in range(11)]
    return [loc for loc in itertools.product(pw, repeat=len(g))
            if p.local_ok(loc) and all(gg % ll == 0 for gg, ll in zip(g, loc))]


@functools.lru_cache(maxsize=None)
def _module(file: str, defines: tuple):
    from warpsmith.frontend import read_module

    return read_module(corpus_dir() / file, defines=dict(defines))


def _simulate(spec, args, module=None):
    from warpsmith.backends.simulator import simulate

    L = spec.launch("ci")
    m = module or _module(spec.file, tuple(sorted(spec.all_defines("ci").items())))
    return simulate(m, spec.kernel, L.grid, L.block, args).outputs


# ------------------------------------------------------------------ the table


def test_table_rows():
    assert [p.number for p in PROGRAMS] == list(range(10, 18))
    assert {p.name: p.number for p in PROGRAMS} == NUMBERS
    for p in PROGRAMS:
        assert p.source in ("AMD SDK", "Nvidia SDK", "Parboil"), p.name
        assert math.prod(p.global_size["paper"]) == PAPER_THREADS[p.name], p.name
        assert len(p.global_size["ci"]) == p.ndim == len(p.default_local)
        assert math.prod(p.global_size["ci"]) <= 4096, p.name
        assert p.local_ok(p.default_local), p.name
        for size in ("ci", "paper"):
            assert p.launch(size).block == p.default_local  # raises unless it divides
        text = (corpus_dir() / p.file).read_text()
        assert f"__kernel void {p.kernel}(" in text and text.startswith("//"), p.name
    assert [p.ndim for p in PROGRAMS] == [1, 1, 1, 1, 2, 2, 1, 2]


def test_local_ok():
    for p in PROGRAMS:
        assert not p.local_ok((2048,) + (1,) * (p.ndim - 1)), p.name
        assert p.local_ok((1,) * p.ndim), p.name
        assert len(allowed_locals(p)) >= (10 if p.ndim == 1 else 30), p.name
    # the two tree reductions need powers of two; the others take any size
    for name in ("mvCoal", "reduce"):
        assert not BY_NAME[name].local_ok((96,))
    for name in ("mvUncoal", "nbody", "spmv"):
        assert BY_NAME[name].local_ok((96,))
    assert BY_NAME["sobel"].local_ok((12, 5)) and not BY_NAME["sobel"].local_ok((64, 32))
    with pytest.raises(ValueError):
        BY_NAME["reduce"].launch("ci", (96,))


def test_paper_dims():
    """The problem sizes at Table 2's global sizes (arguments not built: up to 256 MiB)."""
    dims = {p.name: p.launch("paper").dims for p in PROGRAMS}
    assert dims["stencil"]["nx"] == 512 and dims["stencil"]["ny"] == 512
    assert dims["stencil"]["nz"] - 2 == 62  # Table 2's 512 x 510 x 62
    assert (dims["sgemm"]["m"], dims["sgemm"]["n"]) == (512, 512)
    assert (dims["sobel"]["width"], dims["sobel"]["height"]) == (512, 512)
    assert dims["nbody"]["numBodies"] == 64 << 10
    assert dims["spmv"]["dim"] <= 16 << 10
    assert dims["reduce"]["local"] == 256
    for p in PROGRAMS:  # the CI dims are those of the CI global size, at any local size
        assert p.launch("ci", (1,) * p.ndim).dims["global"] == p.launch("ci").dims["global"]
    with pytest.raises(ValueError, match="no problem size"):
        BY_NAME["sgemm"].dims((48, 48), (16, 16))


# ------------------------------------------------------------------ the simulator


@pytest.mark.parametrize("name", IDS)
def test_simulator_equals_reference_at_every_local_size(name):
    p = BY_NAME[name]
    locals_ = allowed_locals(p)
    assert p.default_local in locals_
    for i, loc in enumerate(locals_):
        s = p.spec("ci", loc)
        a = s.make_args(seed=100 + i)
        problems = compare_outputs(_simulate(s, a), s.expected(a), s.outputs, s.rtol, s.atol)
        assert not problems, f"local {loc}: {problems}"


@pytest.mark.parametrize("name", IDS)
def test_perturbed_output_is_reported(name):
    s = BY_NAME[name].spec("ci")
    a = s.make_args(seed=3)
    want = s.expected(a)
    out = s.outputs[0]
    got = {k: v.copy() for k, v in want.items()}
    flat = got[out].reshape(-1)
    i = flat.size // 2 + 1
    if flat.dtype.kind == "f":
        flat[i] = flat[i] * np.float32(1 + 1e-3) + np.float32(1e-3) * np.abs(flat).max()
    else:
        flat[i] ^= 1
    assert compare_outputs(got, want, s.outputs, s.rtol, s.atol)


MUTANTS = {  # one changed operator per kernel: the reference must notice
    "mvCoal": ("partialDotProduct[index] += partialDotProduct[index + stride]",
               "partialDotProduct[index] += partialDotProduct[index]"),
    "mvUncoal": ("y += get_global_size(0)", "y += 2 * get_global_size(0)"),
    "nbody": ("newPos.w = myPos.w;", "newPos.w = myPos.x;"),
    "reduce": ("input[stride] + input[stride + 1]", "input[stride] + input[stride]"),
    "sgemm": ("for (int i = 0; i < k; ++i)", "for (int i = 1; i < k; ++i)"),
    "sobel": ("Gy = i00 - i20", "Gy = i00 + i20"),
    "spmv": ("int bound = sh_zcnt_int[ix / JDS_CHUNK];",
             "int bound = sh_zcnt_int[ix / JDS_CHUNK] - 1;"),
    "stencil": ("+ A0[Index3D(nx, ny, i - 1, j, k)])", "+ A0[Index3D(nx, ny, i, j, k)])"),
}


@pytest.mark.parametrize("name", IDS)
def test_mutated_kernel_is_caught(name):
    from warpsmith.frontend import read_module

    s = BY_NAME[name].spec("ci")
    old, new = MUTANTS[name]
    text = s.path.read_text()
    assert text.count(old) == 1, old
    m = read_module(str(s.path), text=text.replace(old, new), dialect="opencl",
                    defines=s.all_defines("ci"))
    a = s.make_args(seed=5)
    assert compare_outputs(_simulate(s, a, module=m), s.expected(a), s.outputs, s.rtol, s.atol)


def test_spmv_jds_layout_is_the_matrix():
    """The JDS arrays encode the coordinate list they were built from, and the reference
    (which decodes the JDS arrays) equals the product computed from the coordinates."""
    rng = np.random.default_rng(7)
    dim = 200
    data, index, perm, ptr, zcnt, (rows, cols, vals) = jds_matrix(rng, dim, 12)
    assert sorted(perm.tolist()) == list(range(dim))
    counts = np.bincount(rows, minlength=dim)[perm]
    assert np.all(np.diff(counts) <= 0)  # sorted by decreasing count
    assert zcnt.size == -(-dim // JDS_CHUNK) and np.all(zcnt == counts[::JDS_CHUNK])
    x = rng.integers(-8, 9, dim).astype(np.float32)
    want = np.zeros(dim)
    np.add.at(want, rows, vals.astype(np.float64) * x[cols])
    p = BY_NAME["spmv"]
    inputs = {"d_data": data, "d_index": index, "d_perm": perm, "jds_ptr_int": ptr,
              "sh_zcnt_int": zcnt, "x_vec": x}
    got = p.reference(inputs, {"dim": dim})["dst_vector"]
    assert np.array_equal(got, want.astype(np.float32))


def test_nbody_reference_against_float64():
    """The float32 mirror of the kernel is close to the same step computed in float64."""
    p = BY_NAME["nbody"]
    s = p.spec("ci")
    a = s.make_args(seed=11)
    want = s.expected(a)
    n = int(a["numBodies"])
    P = a["pos"].reshape(n, 4).astype(np.float64)
    V = a["vel"].reshape(n, 4).astype(np.float64)
    dt, eps = float(a["deltaTime"]), float(a["epsSqr"])
    r = P[None, :, :3] - P[:, None, :3]  # [gid, i]
    inv = 1 / np.sqrt((r * r).sum(-1) + eps)
    acc = ((P[None, :, 3] * inv ** 3)[..., None] * r).sum(1)
    pos = P[:, :3] + V[:, :3] * dt + acc * 0.5 * dt * dt
    vel = V[:, :3] + acc * dt
    got_pos = want["newPosition"].reshape(n, 4)
    got_vel = want["newVelocity"].reshape(n, 4)
    assert np.allclose(got_pos[:, :3], pos, rtol=1e-5, atol=1e-5 * np.abs(pos).max())
    assert np.array_equal(got_pos[:, 3], a["pos"].reshape(n, 4)[:, 3])
    assert np.allclose(got_vel[:, :3], vel, rtol=1e-4, atol=1e-4 * np.abs(vel).max())


# ------------------------------------------------------------------ CUDA translation


@pytest.mark.parametrize("name", IDS)
def test_cuda_translation_compiles_for_sm90(name):
    from warpsmith.backends.cuda_compile import compile_cuda, compiler_available
    from warpsmith.ir.printer import print_module

    if compiler_available() is None:
        pytest.skip("no CUDA compiler: neither libnvrtc nor nvcc is installed")
    s = BY_NAME[name].spec("ci")
    m = _module(s.file, tuple(sorted(s.all_defines("ci").items())))
    r = compile_cuda(print_module(m, "cuda"), s.kernel, "sm_90", filename=f"{name}.cu")
    assert 0 < r.registers <= 255 and r.arch == "sm_90"


# ------------------------------------------------------------------ PoCL, plain pyopencl


@pytest.mark.pocl
@pytest.mark.parametrize("name", IDS)
def test_pocl_equals_reference(name):
    if _cl_context() is None:
        pytest.skip("pyopencl has no OpenCL platform with a device (install PoCL)")
    p = BY_NAME[name]
    other = (64,) if p.ndim == 1 else (8, 8)
    for loc in (p.default_local, other):
        s = p.spec("ci", loc)
        a = s.make_args(seed=21)
        rtol = s.pocl_rtol if s.pocl_rtol is not None else s.rtol
        atol = s.pocl_atol if s.pocl_atol is not None else s.atol
        problems = compare_outputs(run_pyopencl(s, a), s.expected(a), s.outputs, rtol, atol)
        assert not problems, f"local {loc}: {problems}"
