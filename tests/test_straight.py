"""Grouping one thread's consecutive accesses in straight-line code (transform/straight.py):
the transformed kernel computes what the original does on the simulator (bit for bit),
on hand-picked kernels and on generated record kernels (derandomized hypothesis), and the
step refuses, with a reason, where alignment or order cannot be proven."""

from __future__ import annotations

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.backends.simulator import simulate  # noqa: E402
from warpsmith.frontend import read_module  # noqa: E402
from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.ir.printer import print_module  # noqa: E402
from warpsmith.transform.memopt import optimize  # noqa: E402
from warpsmith.transform.straight import group_straight  # noqa: E402
from warpsmith.transform.variant import Refusal, Variant  # noqa: E402

GRID, BLOCK = (3,), (32,)
N_ITEMS = 90  # a partial last block

RGBA = """
extern "C" __global__ void k(const unsigned char *rgba, unsigned char *gray, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int r = rgba[4 * i + 0]; int g = rgba[4 * i + 1];
        int b = rgba[4 * i + 2]; int a = rgba[4 * i + 3];
        gray[i] = (unsigned char)((((77 * r + 150 * g + 29 * b) >> 8) * a + 127) / 255);
    }
}"""

PARTICLE = """
extern "C" __global__ void k(const float *p, float *out, float dt, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = p[8 * i + 0], y = p[8 * i + 1], z = p[8 * i + 2], vx = p[8 * i + 3];
        float vy = p[8 * i + 4], vz = p[8 * i + 5], m = p[8 * i + 6], q = p[8 * i + 7];
        out[8 * i + 7] = q; out[8 * i + 0] = x + dt * vx; out[8 * i + 1] = y + dt * vy;
        out[8 * i + 2] = z + dt * vz; out[8 * i + 3] = vx; out[8 * i + 4] = vy;
        out[8 * i + 5] = vz; out[8 * i + 6] = m * q;
    }
}"""

FLOAT3 = """
__kernel void k(__global const float *p, __global float *out, int n) {
    int i = get_global_id(0);
    if (i < n) {
        out[3 * i + 0] = p[3 * i + 0] * 2.0f;
        out[3 * i + 1] = p[3 * i + 1] * 2.0f;
        out[3 * i + 2] = p[3 * i + 2] * 2.0f;
    }
}"""

IN_PLACE = """
extern "C" __global__ void k(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { float x = a[2 * i]; float y = a[2 * i + 1]; a[2 * i] = y; a[2 * i + 1] = x; }
}"""

EXIT_BETWEEN = """
extern "C" __global__ void k(const float *a, float *b, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = a[2 * i];
        if (x < 0.0f) return;
        b[i] = x + a[2 * i + 1];
    }
}"""


def _module(text: str):
    dialect = "opencl" if "__kernel" in text else "cuda"
    return read_module("k.cl" if dialect == "opencl" else "k.cu", text=text, dialect=dialect)


def _args(module, seed: int = 0) -> dict:
    rng = np.random.default_rng(seed)
    out = {}
    for p in module.function("k").params:
        t = p.type
        if hasattr(t, "pointee"):
            dt = np.dtype(t.pointee.numpy_dtype) if hasattr(t.pointee, "numpy_dtype") else None
            dt = dt or _dtype(t.pointee)
            size = 8 * (N_ITEMS + 8)
            if dt.kind == "f":
                out[p.name] = rng.integers(-8, 8, size).astype(dt)
            else:
                out[p.name] = rng.integers(0, 100, size).astype(dt)
        elif p.name == "n":
            out[p.name] = np.int32(N_ITEMS)
        else:
            out[p.name] = np.float32(0.5)
    return out


def _dtype(t) -> np.dtype:
    if t.kind == "float":
        return np.dtype(f"float{t.bits}")
    return np.dtype(f"{'' if t.signed else 'u'}int{t.bits}")


def _same(module, variant) -> None:
    """The variant's outputs equal the original's, bit for bit, and its text reads back."""
    args = _args(module)
    want = simulate(module, "k", GRID, BLOCK, dict(args)).outputs
    got = simulate(variant.module, variant.kernel, variant.grid, variant.block,
                   dict(args)).outputs
    for name, w in want.items():
        assert np.asarray(got[name]).tobytes() == np.asarray(w).tobytes(), name
    text = print_module(variant.module, module.dialect)
    again = read_module("v.cl" if module.dialect == "opencl" else "v.cu", text=text,
                        dialect=module.dialect)
    got2 = simulate(again, variant.kernel, variant.grid, variant.block, dict(args)).outputs
    for name, w in want.items():
        assert np.asarray(got2[name]).tobytes() == np.asarray(w).tobytes(), name


def _start(module) -> Variant:
    return Variant.of(module, "k", Launch(GRID, BLOCK, params={"n": N_ITEMS}))


def test_pixel_fields_become_one_vector_load():
    m = _module(RGBA)
    out = group_straight(_start(m))
    assert isinstance(out, Variant), out
    assert out.steps[-1].vectors == ((4, 8),)
    assert [str(a) for a in out.assumptions] == [
        "rgba is aligned to 4 bytes (4-byte vector accesses of rgba)"]
    _same(m, out)


def test_particle_record_loads_and_stores_in_any_order():
    m = _module(PARTICLE)
    out = group_straight(_start(m))
    assert isinstance(out, Variant), out
    assert sorted(out.steps[-1].vectors) == [(4, 32)] * 4
    _same(m, out)


def test_optimizer_keeps_the_step_where_it_pays():
    m = _module(PARTICLE)
    res = optimize(m, "k", Launch((256,), (256,), params={"n": 65536}))
    assert [s.name for s in res.applied][:1] == ["group-straight"]


@pytest.mark.parametrize("text, why", [
    (FLOAT3, "alignment to 8 bytes not provable"),
    (IN_PLACE, "a is written by the kernel"),
    (EXIT_BETWEEN, "crosses an exit"),
])
def test_refusals_name_the_reason(text, why):
    out = group_straight(_start(_module(text)))
    assert isinstance(out, Refusal)
    assert why in out.reason


TYPES = {"uchar": "unsigned char", "short": "short", "float": "float", "int": "int"}


@st.composite
def records(draw):
    """A kernel that reads fields of a record of R elements (some, in any order, some
    twice) and writes fields of another record (each once, in any order), with
    unrelated statements between."""
    t = draw(st.sampled_from(sorted(TYPES)))
    R = draw(st.sampled_from([2, 3, 4, 6, 8]))
    reads = draw(st.lists(st.integers(0, R - 1), min_size=1, max_size=R + 2))
    writes = draw(st.permutations(list(range(R))))
    writes = writes[:draw(st.integers(1, R))]
    ct = TYPES[t]
    lines = [f"{ct} v{j} = src[{R} * i + {f}];" for j, f in enumerate(reads)]
    lines.insert(draw(st.integers(0, len(lines))), "int u = i * 3;")
    total = " + ".join(f"v{j}" for j in range(len(reads)))
    for f in writes:
        lines.append(f"dst[{R} * i + {f}] = ({ct})({total} + {f} + u);")
    body = "\n        ".join(lines)
    return f"""
extern "C" __global__ void k(const {ct} *src, {ct} *dst, int n) {{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{
        {body}
    }}
}}"""


@settings(max_examples=40, deadline=None, derandomize=True)
@given(records())
def test_generated_records_compute_the_same(text):
    m = _module(text)
    out = group_straight(_start(m))
    if isinstance(out, Refusal):
        assert out.reason
        return
    _same(m, out)


def test_merged_pixels_become_one_16_byte_load():
    """A 4-thread merge lines up four pixels; the grouping then reads their 16 bytes as
    one vector (the fused copies, transform.straight.fuse_guarded_copies)."""
    from warpsmith.transform.group import merge_threads

    m = _module(RGBA)
    grid, block, n = (4,), (32,), 4 * 32
    start = Variant.of(m, "k", Launch(grid, block, params={"n": n}))
    merged = merge_threads(start, factor=4, mode="grid", split="thread", slow="predicated")
    assert isinstance(merged, Variant), merged
    out = group_straight(merged)
    assert isinstance(out, Variant), out
    assert (16, 8) in out.steps[-1].vectors
    rng = np.random.default_rng(11)
    args = {"rgba": rng.integers(0, 256, 4 * n).astype(np.uint8),
            "gray": np.zeros(n, np.uint8), "n": np.int32(n)}
    want = simulate(m, "k", grid, block, dict(args)).outputs["gray"]
    got = simulate(out.module, out.kernel, out.grid, out.block, dict(args)).outputs["gray"]
    assert got.tobytes() == want.tobytes()


FUSE = """
extern "C" __global__ void k(const float *a, float *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    int u = i < n;
    float t = 0.0f;
    { int j0 = 2 * i; if (u) { t = a[j0]; out[j0] = t; } }
    { int j1 = 2 * i + 1 + READ; if (u) { out[j1] = a[2 * i + 1]; } }
}"""


@pytest.mark.parametrize("read, ifs", [("0", 1), ("(int)t", 2)])
def test_guarded_copies_fuse_only_when_order_is_kept(read, ifs):
    """Copies guarded by the same unassigned flag are fused, unless a declaration between
    them reads what the first copy assigns (hoisting it would read the old value)."""
    from warpsmith.ir import nodes as N
    from warpsmith.ir.visit import walk
    from warpsmith.transform.straight import fuse_guarded_copies

    m = _module(FUSE.replace("READ", read))
    fused = fuse_guarded_copies(m.function("k"))
    assert sum(isinstance(n, N.If) for n in walk(fused.body)) == ifs
