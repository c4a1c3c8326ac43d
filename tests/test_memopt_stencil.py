"""Stencils in the memory-access optimizer (issue 4): merging threads whose border guards
differ between the merged copies (versioning: a fast path where every copy passes the
guard, the copies one by one elsewhere) and grouping the neighbour reads ``x-1, x, x+1``
of the copies into one aligned vector plus scalars (warpsmith.transform.group,
warpsmith.transform.version).

Every kernel here is optimized at a launch of realistic size (the cost model decides, as
for the benchmarks), then run through its run-time guard at small random sizes on the
simulator and compared bit for bit with the original: sizes that are multiples of the
merge factor run the variant (fast path inside, slow path at the borders), the others
make the guard fall back to the original. The step's report must name the grouped
neighbour loads, and the simulator's trace must show fewer sectors for the loads.
"""

from __future__ import annotations

import dataclasses
import functools
import re

import numpy as np
import pytest

hypothesis = pytest.importorskip("hypothesis")
from hypothesis import HealthCheck, example, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

from warpsmith.ir.launch import Launch  # noqa: E402
from warpsmith.transform.variant import Variant  # noqa: E402

NP = {"unsigned char": np.uint8, "short": np.int16, "unsigned short": np.uint16,
      "int": np.int32, "float": np.float32}
BITS = {"unsigned char": 8, "short": 16, "unsigned short": 16, "int": 32, "float": 32}

STENCIL_1D = """
__global__ void k(const {T} *in, {T} *out, int n)
{{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {{
        {A} r = 0;
        if (i >= {R} && i < n - {R}) {{
            r = {EXPR};
        }}
        out[i] = ({T})r;
    }}
}}
"""
EXPR = {3: "in[i - 1] + {two} * in[i] + in[i + 1]",
        5: "in[i - 2] - {two} * in[i - 1] + 3 * in[i] - {two} * in[i + 1] + in[i + 2]"}

SOBEL = """
__global__ void k(const {T} *in, {T} *out, int width, int height)
{{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {{
        {A} r = 0;
        if (x >= 1 && x < width - 1 && y >= 1 && y < height - 1) {{
            {A} p00 = in[(y - 1) * width + x - 1];
            {A} p01 = in[(y - 1) * width + x];
            {A} p02 = in[(y - 1) * width + x + 1];
            {A} p10 = in[y * width + x - 1];
            {A} p12 = in[y * width + x + 1];
            {A} p20 = in[(y + 1) * width + x - 1];
            {A} p21 = in[(y + 1) * width + x];
            {A} p22 = in[(y + 1) * width + x + 1];
            {A} gx = -p00 + p02 - {two} * p10 + {two} * p12 - p20 + p22;
            {A} gy = -p00 - {two} * p01 - p02 + p20 + {two} * p21 + p22;
            r = (gx < 0 ? -gx : gx) + (gy < 0 ? -gy : gy);
        }}
        out[y * width + x] = ({T})r;
    }}
}}
"""

# the launches the kernels are optimized for (the cost model's decision, at sizes where
# merging threads can pay on an H100)
BIG_1D = ((4096,), (256,), {"n": 1 << 20})
BIG_2D = ((60, 135), (32, 8), {"width": 1920, "height": 1080})

# (a 32-bit Sobel does not pay on the model: with 16-byte vectors the two neighbour loads
# per row of a warp are strided by 16 bytes and touch as many sectors as the vector)
KERNELS = [("stencil3", t) for t in NP] + [("stencil5", t) for t in ("unsigned char", "short")] \
    + [("sobel", t) for t in ("unsigned char", "unsigned short")]


def source(kind: str, ctype: str) -> str:
    acc = "float" if ctype == "float" else "int"
    two = "2.0f" if ctype == "float" else "2"
    if kind == "sobel":
        return SOBEL.format(T=ctype, A=acc, two=two)
    points = int(kind[-1])
    return STENCIL_1D.format(T=ctype, A=acc, R=points // 2,
                             EXPR=EXPR[points].format(two=two))


@functools.lru_cache(maxsize=None)
def optimized(kind: str, ctype: str):
    """(module, OptimizeResult) for the kernel at its big launch."""
    from warpsmith.frontend import read_module
    from warpsmith.transform.memopt import optimize

    module = read_module(f"{kind}.cu", text=source(kind, ctype))
    grid, block, params = BIG_2D if kind == "sobel" else BIG_1D
    return module, optimize(module, "k", Launch(grid, block, params=params))


def inputs(kind: str, ctype: str, size, seed: int) -> dict:
    rng = np.random.default_rng(seed)
    n = size[0] * size[1] if kind == "sobel" else size
    dt = NP[ctype]
    if ctype == "float":
        data = (rng.standard_normal(n) * 8).astype(dt)
    elif ctype == "int":
        data = rng.integers(-4096, 4096, n).astype(dt)
    else:
        info = np.iinfo(dt)
        data = rng.integers(info.min, info.max, n, endpoint=True).astype(dt)
    out = np.frombuffer(np.full(n * dt().itemsize, 0x5A, np.uint8).tobytes(), dt).copy()
    if kind == "sobel":
        return {"in": data, "out": out, "width": np.int32(size[0]),
                "height": np.int32(size[1])}
    return {"in": data, "out": out, "n": np.int32(size)}


def launch(kind: str, size):
    if kind == "sobel":
        w, h = size
        return (-(-w // 32), -(-h // 8)), (32, 8)
    return (-(-size // 256),), (256,)


def run_both(kind: str, ctype: str, size, seed: int = 0, trace: bool = False):
    """Original and (through the run-time guard) optimized kernel on the same inputs:
    ``(original result, optimized result, kernel the guard chose, failed assumptions)``."""
    from warpsmith.backends.simulator import simulate
    from warpsmith.transform.dispatch import dispatcher

    module, res = optimized(kind, ctype)
    v = res.variant
    assert v is not None, [r.reason for r in res.refused]
    args = inputs(kind, ctype, size, seed)
    grid, block = launch(kind, size)
    want = simulate(module, "k", grid, block, {k: (a.copy() if hasattr(a, "copy") else a)
                                                for k, a in args.items()}, trace=trace)
    kernel, g, b, failed = dispatcher(v)(grid, block, args)
    got = simulate(v.module, kernel, g, b, {k: (a.copy() if hasattr(a, "copy") else a)
                                            for k, a in args.items()}, trace=trace)
    return want, got, kernel, failed


def merge_factor(res) -> int:
    step = next(s for s in res.applied if s.name == "group-threads")
    return int(re.search(r"(\d+) threads merged", step.detail).group(1))


def _same(a, b) -> bool:
    return a.dtype == b.dtype and a.tobytes() == b.tobytes()


# ------------------------------------------------------------------ what the tool does


@pytest.mark.parametrize("kind,ctype", KERNELS)
def test_grouped_neighbour_loads_are_reported(kind, ctype):
    """At the big launch the merge pays; it is versioned on the border guard and the
    neighbour loads of each row are one vector plus the scalars on either side."""
    _, res = optimized(kind, ctype)
    steps = [s for s in res.applied if s.name == "group-threads"]
    assert steps, [r.reason for r in res.refused]
    detail = steps[0].detail
    assert re.search(r"versioned( per block)?: fast path where every copy", detail), detail
    # the fast-path test per block where a block is a few rows of one warp each (Sobel,
    # 32 x 8: the border warps then run the slow path only); per thread where a block is
    # 8 warps of one row (the 1D stencils: one border thread would send all 8 warps of
    # its block down the slow path)
    assert ("versioned per block" in detail) == (kind == "sobel"), detail
    reads = 3 if kind in ("stencil3", "sobel") else 5
    # e.g. "load in (line 8) as 1 x uint2 + 2 x uchar for 3 reads (8:19, 8:35, 8:43)"
    pattern = (r"load in \(line \d+\) as \d+ x \w+ \+ (\d+) x \w+ for " + str(reads)
               + r" reads")
    found = re.findall(pattern, detail)
    assert found, detail
    assert int(found[0]) == reads - 1  # the neighbours beyond the vector on either side
    if kind == "sobel":
        assert len(re.findall(r"load in \(line \d+\) as", detail)) == 3  # one per row
        assert re.search(r"for 2 reads", detail)  # the middle row reads x-1 and x+1 only
    assert re.search(r"store out \(line \d+\) as 1 x \w+", detail)


@pytest.mark.parametrize("kind,ctype", KERNELS)
def test_variant_runs_and_guard_falls_back(kind, ctype):
    """At a size that is a multiple of the merge factor the guard runs the variant (whose
    slow path handles the border copies), at a ragged size it falls back; the outputs
    equal the original's either way."""
    _, res = optimized(kind, ctype)
    G = merge_factor(res)
    even = (32 * G * 2, 12) if kind == "sobel" else 256 * G * 2
    ragged = (32 * G * 2 - 3, 12) if kind == "sobel" else 256 * G * 2 - 3
    want, got, kernel, failed = run_both(kind, ctype, even, seed=1)
    assert kernel == res.variant.kernel, failed
    assert _same(want.outputs["out"], got.outputs["out"])
    want, got, kernel, failed = run_both(kind, ctype, ragged, seed=2)
    assert kernel == res.variant.original and failed
    assert _same(want.outputs["out"], got.outputs["out"])


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.integers(0, len(KERNELS) - 1), a=st.integers(1, 4), b=st.integers(-5, 5),
       h=st.integers(1, 20), seed=st.integers(0, 2**16))
def test_random_sizes_match_the_original(which, a, b, h, seed):
    """Random sizes (multiples of the merge factor or not, tiny or a few blocks wide):
    the optimized kernel, through its guard, gives the original's outputs bit for bit."""
    kind, ctype = KERNELS[which]
    _, res = optimized(kind, ctype)
    G = merge_factor(res)
    if kind == "sobel":
        size = (max(1, 32 * G * a + b), h)
    else:
        size = max(1, 256 * G * a // 2 + b)
    want, got, _, _ = run_both(kind, ctype, size, seed=seed)
    assert _same(want.outputs["out"], got.outputs["out"])


@pytest.mark.parametrize("kind,ctype", [("stencil3", "unsigned char"), ("stencil3", "short"),
                                        ("stencil5", "unsigned char"),
                                        ("sobel", "unsigned short"),
                                        ("sobel", "unsigned char")])
def test_sectors_and_requests_drop(kind, ctype):
    """The simulator's per-site trace: the grouped loads move fewer 32-byte sectors in
    fewer requests than the original's (at a size where the interior dominates)."""
    _, res = optimized(kind, ctype)
    G = merge_factor(res)
    size = (32 * G * 16, 16) if kind == "sobel" else 256 * G * 4
    want, got, kernel, failed = run_both(kind, ctype, size, seed=3, trace=True)
    assert kernel == res.variant.kernel, failed

    def loads(trace, key):
        return sum(d[key] for site, d in trace.by_site.items() if site[2] == "load")

    assert loads(got.trace, "units") < loads(want.trace, "units")
    assert loads(got.trace, "requests") < loads(want.trace, "requests")
    assert _same(want.outputs["out"], got.outputs["out"])


# ------------------------------------------------------------- the convexity argument


def _merged_arrays(grid, block, G, keep_block):
    """Index arrays of every merged thread of the launch that merging ``grid`` x
    ``block`` by G gives."""
    from warpsmith.analysis.affine import AXES, launch_values

    g = (grid[0] // G if keep_block else grid[0], grid[1], 1)
    b = (block[0] if keep_block else block[0] // G, block[1], 1)
    n, m = int(np.prod(b)), int(np.prod(g))
    lin, blin = np.arange(n), np.arange(m)
    tid = (lin % b[0], (lin // b[0]) % b[1], lin // (b[0] * b[1]))
    bid = (blin % g[0], (blin // g[0]) % g[1], blin // (g[0] * g[1]))
    arrays = launch_values(g, b)
    for i, ax in enumerate(AXES):
        arrays[f"tid.{ax}"] = np.tile(tid[i], m)
        arrays[f"bid.{ax}"] = np.repeat(bid[i], n)
    return arrays


COMPARE = st.sampled_from(["<", "<=", ">", ">=", "=="])


@settings(max_examples=150, deadline=None)
@given(parts=st.lists(st.tuples(st.integers(-3, 3).filter(bool), st.integers(-9, 9),
                                st.integers(-1, 1), COMPARE, st.booleans()),
                      min_size=1, max_size=3),
       G=st.sampled_from([2, 4, 8]), keep_block=st.booleans(), m=st.integers(0, 70),
       inline=st.booleans(), span=st.sampled_from(["thread", "block"]))
# the bound "x < m" falls right after the last copy of a block's last thread (the end
# that binds: one short of it would pass a block whose last copy fails)
@example(parts=[(1, 0, 1, "<", False)], G=4, keep_block=False, m=7, inline=False,
         span="block")
@example(parts=[(1, 0, 1, "<", False)], G=4, keep_block=True, m=31, inline=False,
         span="block")
@example(parts=[(1, 0, 1, "<", False)], G=4, keep_block=True, m=31, inline=True,
         span="block")
def test_every_copy_iff_both_ends(parts, G, keep_block, m, inline, span):
    """For a conjunction of affine comparisons in x (``a*x + b OP c*m``, each possibly
    negated), "holds for every copy g = 0..G-1 of a merged thread" is "holds for copy 0
    and copy G-1", and where the step of a comparison is a known integer, the one end
    that binds: the fast-path test that versioning emits equals the brute-force test
    over every copy, for every merged thread of a launch, in both merge modes. With
    ``span="block"`` the test is "every copy of every thread of the block along x" (the
    two ends: copy 0 of thread 0 and copy G-1 of the last thread), brute-forced too."""
    from warpsmith.analysis.indexing import IndexEnv
    from warpsmith.analysis.replay import condition, evaluate_array
    from warpsmith.frontend import read_module
    from warpsmith.transform.group import CopyMap, global_x_stand_in
    from warpsmith.transform.version import (atoms_of, comparison, copy_substitution,
                                             fast_condition, Atom)

    terms = []
    for a, b, c, op, negate in parts:
        t = f"{a} * x + {b} {op} {c} * m"
        # (not "!(.. == ..)": an inequality is not convex, see the next test)
        terms.append(f"!({t})" if negate and op != "==" else f"({t})")
    cond = " && ".join(terms)
    src = (f"__global__ void k(int *out, int m)\n{{\n    int x = blockIdx.x * blockDim.x"
           f" + threadIdx.x;\n    if ({cond}) out[x] = 1;\n}}\n")
    module = read_module("c.cu", text=src)
    fn = module.function("k")
    if keep_block:
        fn = dataclasses.replace(fn, body=global_x_stand_in(fn.body))
    env = IndexEnv(fn, module, module.dialect)
    the_if = fn.body.stmts[-1]
    atoms = []
    for node, positive in atoms_of(the_if.cond):
        got = comparison(env, node, positive, "tid.x")
        assert not isinstance(got, str), got
        atoms.append(Atom(node, positive, got[0], got[1], got[2], 1, ""))
    counts = {"x": 1}
    cmap = CopyMap(G, keep_block, counts)
    copy = cmap.copy if span == "thread" else cmap.end
    fast = fast_condition(atoms, G, "tid.x", env, keep_block=keep_block,
                          copy=copy if inline else None, counts=counts, span=span)
    grid, block = (2 * G, 2, 1), (2 * G, 3, 1)
    arrays = _merged_arrays(grid, block, G, keep_block)
    arrays["param:m"] = m
    merged_env = IndexEnv(fn, module, module.dialect)
    got = np.broadcast_to(condition(fast, merged_env)(arrays), arrays["tid.x"].shape)
    want = np.ones(arrays["tid.x"].shape, bool)
    for g in range(G):
        sub = copy_substitution("tid.x", G, g, keep_block)
        for at in atoms:
            d = evaluate_array((at.lhs - at.rhs).substitute(sub), arrays)
            want &= {"<": np.less, "<=": np.less_equal, ">": np.greater,
                     ">=": np.greater_equal, "==": np.equal}[at.op](d, 0)
    if span == "block":
        # every thread of a block along x (same block, same threadIdx.y): all of them
        bx = block[0] if keep_block else block[0] // G
        rows = want.reshape(-1, bx)  # threads are numbered x fastest
        want = np.repeat(rows.all(axis=1), bx)
    assert np.array_equal(got, want), (cond, G, keep_block, span)


def test_inequality_and_non_linear_guards_are_not_versioned():
    """``x != c`` holds at both ends of a run of copies but not always between them, and
    ``x * x < n`` is not linear in the copy index: neither is versioned."""
    from warpsmith.analysis.indexing import IndexEnv
    from warpsmith.frontend import read_module
    from warpsmith.transform.version import atoms_of, comparison

    src = ("__global__ void k(int *out, int m)\n{\n    int x = blockIdx.x * blockDim.x + "
           "threadIdx.x;\n    if (x != m && !(x == 3) && x * x < m && x < m) out[x] = 1;\n}\n")
    module = read_module("n.cu", text=src)
    fn = module.function("k")
    env = IndexEnv(fn, module, module.dialect)
    got = [comparison(env, node, positive, "tid.x")
           for node, positive in atoms_of(fn.body.stmts[-1].cond)]
    assert "!=" in got[0] and "!=" in got[1]
    assert isinstance(got[2], str) and "linear" in got[2]
    assert not isinstance(got[3], str)


# ------------------------------------------------------- the cost model and the guard


def test_cost_model_refuses_where_merging_does_not_pay():
    """Sobel on a 64 x 16 image: merging leaves too few threads to fill the GPU, so the
    model refuses it (it pays at 1920 x 1080, test_grouped_neighbour_loads_are_reported);
    and a stencil whose border is every block's (``threadIdx.x >= 1 && threadIdx.x <
    blockDim.x - 1``: every merged warp then runs the slow path too) is refused."""
    from warpsmith.frontend import read_module
    from warpsmith.transform.memopt import optimize

    module = read_module("s.cu", text=source("sobel", "unsigned char"))
    res = optimize(module, "k", Launch((2, 2), (32, 8), params={"width": 64, "height": 16}))
    assert not any(s.name == "group-threads" for s in res.applied)
    assert any(r.step == "group-threads" and "does not pay" in r.reason for r in res.refused)
    local = source("stencil3", "unsigned char").replace(
        "if (i >= 1 && i < n - 1)", "if (threadIdx.x >= 1 && threadIdx.x < blockDim.x - 1)")
    module = read_module("l.cu", text=local)
    res = optimize(module, "k", Launch((4096,), (32,), params={"n": 1 << 17}))
    assert not any(s.name == "group-threads" for s in res.applied), \
        [s.detail for s in res.applied]


@pytest.fixture
def tiny_gpu():
    """A GPU of one SM with 512 thread slots, so that merging pays at simulator sizes."""
    from warpsmith.hw.descriptions import load_device

    return dataclasses.replace(load_device("h100-sxm"), sm_count=1, max_threads_per_sm=512)


@pytest.mark.parametrize("kind,ctype,size", [("stencil3", "unsigned char", 1001),
                                             ("stencil3", "int", 13),
                                             ("stencil5", "short", 999),
                                             ("sobel", "unsigned char", (13, 9)),
                                             ("sobel", "int", (61, 7))])
def test_variant_assumptions_hold_where_it_was_made(tiny_gpu, kind, ctype, size):
    """Optimized at a ragged size (n = 1001, width = 13), the optimizer never returns a
    variant whose own run-time assumptions fail there (such as ``n % 4 == 0``): it
    versions the guard instead, or refuses with the failing assumptions named; where a
    variant is returned, the guard runs it at that very launch and it matches."""
    from warpsmith.backends.simulator import simulate
    from warpsmith.frontend import read_module
    from warpsmith.transform.dispatch import dispatcher
    from warpsmith.transform.memopt import optimize
    from warpsmith.transform.pipeline import failing_assumptions

    module = read_module("r.cu", text=source(kind, ctype))
    grid, block = launch(kind, size)
    args = inputs(kind, ctype, size, 5)
    params = {k: int(v) for k, v in args.items() if not isinstance(v, np.ndarray)}
    res = optimize(module, "k", Launch(grid, block, params=params), device=tiny_gpu)
    for r in res.refused:
        if "fail at this launch" in r.reason:
            assert "is a multiple of" in r.reason or "<=" in r.reason
    v = res.variant
    if v is None:
        return
    assert v.origin == Launch(grid, block, params=params)
    assert failing_assumptions(v) == []
    kernel, g, b, failed = dispatcher(v)(grid, block, args)
    assert kernel == v.kernel, failed
    want = simulate(module, "k", grid, block, dict(args)).outputs["out"]
    got = simulate(v.module, kernel, g, b, dict(args)).outputs["out"]
    assert _same(want, got)


def test_ragged_size_is_versioned_not_assumed(tiny_gpu):
    """A 1D stencil optimized at n = 1001: the bound ``i < n`` cannot be made uniform by
    ``n % G == 0`` there, so it is versioned (part of the fast-path test) and the variant
    carries no assumption on n."""
    from warpsmith.frontend import read_module
    from warpsmith.transform.dispatch import all_assumptions
    from warpsmith.transform.memopt import optimize

    module = read_module("r.cu", text=source("stencil3", "unsigned char"))
    res = optimize(module, "k", Launch((4,), (256,), params={"n": 1001}), device=tiny_gpu)
    assert res.variant is not None, [r.reason for r in res.refused]
    step = next(s for s in res.applied if s.name == "group-threads")
    assert re.search(r"every copy has [^;]*i < n\b", step.detail), step.detail
    assert not [a for a in all_assumptions(res.variant) if "n" in a.expr.split()]


def test_vector32_is_reported_as_vector32():
    """``--steps vector32`` (with swapping): 128-bit grouping of 32-bit elements is
    reported under the step name vector32, not group-threads."""
    from warpsmith.frontend import read_module
    from warpsmith.transform.memopt import optimize
    from warpsmith.corpus import spec

    s = spec("memopt_matadd32_orig")
    module = read_module(str(s.path))
    res = optimize(module, "matadd32_orig", Launch((1024, 8), (1024,)),
                   steps=("swap", "vector32"))
    names = [st_.name for st_ in res.applied]
    assert names == ["swap", "vector32"], names
    assert "x int4" in res.applied[1].detail and res.applied[1].makes_vector(4, 32)
    res = optimize(module, "matadd32_orig", Launch((1024, 8), (1024,)))
    assert [st_.name for st_ in res.applied] == ["swap", "group-threads"]


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(which=st.sampled_from([("stencil3", "unsigned char"), ("stencil5", "short"),
                              ("stencil3", "float"), ("sobel", "unsigned char")]),
       G=st.sampled_from([2, 4]), mode=st.sampled_from(["block", "grid"]),
       version=st.sampled_from([False, True]), a=st.integers(1, 3), b=st.integers(-3, 3),
       seed=st.integers(0, 2**16), split=st.sampled_from(["thread", "block"]),
       slow=st.sampled_from(["predicated", "serial"]), predicate=st.booleans())
def test_predicated_loads_match_the_original(which, G, mode, version, a, b, seed, split,
                                             slow, predicate):
    """``merge_threads(predicate=True)`` (loads under guards that differ between the
    copies hoisted before them and loaded where a copy needs them; not tried by the
    pipeline, see docs/memopt.md), alone or as the slow path of a versioned merge (the
    default slow path, also without ``predicate``), with the fast-path test per thread or
    per block, gives the original's outputs at random sizes."""
    from warpsmith.backends.simulator import simulate
    from warpsmith.frontend import read_module
    from warpsmith.transform.dispatch import dispatcher
    from warpsmith.transform.group import merge_threads

    kind, ctype = which
    module = read_module("p.cu", text=source(kind, ctype))
    size = (max(1, 32 * G * a + b), 5) if kind == "sobel" else max(1, 256 * G * a + b)
    grid, block = launch(kind, size)
    grid3 = tuple(grid) + (1,) * (3 - len(grid))
    block3 = tuple(block) + (1,) * (3 - len(block))
    args = inputs(kind, ctype, size, seed)
    params = {k: int(v) for k, v in args.items() if not isinstance(v, np.ndarray)}
    start = Variant.of(module, "k", Launch(grid3, block3, params=params))
    out = merge_threads(start, factor=G, mode=mode, predicate=predicate, version=version,
                        split=split, slow=slow, name="k_opt")
    if not isinstance(out, Variant):
        return
    v = out
    kernel, g, bl, failed = dispatcher(v)(grid, block, args)
    want = simulate(module, "k", grid, block, dict(args)).outputs["out"]
    got = simulate(v.module, kernel, g, bl, dict(args)).outputs["out"]
    assert _same(want, got)
