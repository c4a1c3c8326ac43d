"""What the optimizer's launch cost makes of accesses the analysis cannot place
(``analysis.priced_report``). A clamped index (``x[min(max(i + k, 0), n - 1)]``) is priced
from its affine argument (analysis/clamp.py): the original's cost counts the window's loads,
a merge of threads that makes them strided costs more than the original, so the optimizer
keeps the original; the same kernel with an unclamped index is priced alike; the access
report itself (what transformations read) keeps the index non-affine. A scattered store is
priced a sector per lane, a gathered load not at all."""

from __future__ import annotations

from warpsmith.analysis import analyze_accesses, priced_report
from warpsmith.frontend import read_module
from warpsmith.ir.launch import Launch
from warpsmith.transform.group import merge_threads
from warpsmith.transform.memopt import optimize
from warpsmith.transform.pipeline import variant_cost
from warpsmith.transform.variant import Variant

WINDOW = """
extern "C" __global__ void k(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = 0.0f;
        for (int k = -4; k <= 4; ++k) {
            int j = min(max(i + k, 0), n - 1);
            s += x[j];
        }
        y[i] = s;
    }
}"""

N = 1 << 20


def _variant(text):
    m = read_module("k.cu", text=text)
    return Variant.of(m, "k", Launch((N // 256, 1, 1), (256, 1, 1), params={"n": N}))


def test_clamped_load_is_priced_from_its_affine_argument():
    v = _variant(WINDOW)
    fn = v.function()
    report = analyze_accesses(v.module, fn, v.grid, v.block, v.params)
    load = next(p for p in report.predictions if p.access.array == "x")
    assert load.access.offset is None and load.verdict == "unknown"
    priced = priced_report(report, v.module, fn, v.params)
    load = next(p for p in priced.predictions if p.access.array == "x")
    assert load.requests and load.sectors_per_request is not None
    assert load.sectors_per_request <= 5.0  # 32 consecutive floats: 4 sectors (5 unaligned)
    # priced as the unclamped index would be
    plain = _variant(WINDOW.replace("min(max(i + k, 0), n - 1)", "i + k + 4"))
    cost_plain = variant_cost(plain)[1]
    cost = variant_cost(v)[1]
    assert 0.9 * cost_plain <= cost <= 1.1 * cost_plain


def test_a_merge_that_strides_the_clamped_load_costs_more_and_is_not_kept():
    v = _variant(WINDOW)
    merged = merge_threads(v, factor=4, mode="grid")
    assert isinstance(merged, Variant), merged
    assert variant_cost(merged)[1] > variant_cost(v)[1]
    res = optimize(v.module, "k", v.launch)
    assert "group-threads" not in [s.name for s in res.applied]


SCATTER = """
extern "C" __global__ void k(const unsigned char *in, unsigned char *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[(i * 40503) & (n - 1)] = in[i];
}"""

GATHER = """
extern "C" __global__ void k(const unsigned char *in, unsigned char *out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = in[(i * 40503) & (n - 1)];
}"""


def test_an_unplaced_store_is_priced_an_unplaced_load_is_not():
    """A store whose index the analysis cannot place (a scatter) gets its warp requests, a
    sector per lane; a gather's load stays unpriced (the L1 may serve it)."""
    for text, kind, priced in ((SCATTER, "store", True), (GATHER, "load", False)):
        v = _variant(text)
        fn = v.function()
        report = analyze_accesses(v.module, fn, v.grid, v.block, v.params)
        p = next(p for p in priced_report(report, v.module, fn, v.params).predictions
                 if p.access.kind == kind and p.access.array in ("out", "in"))
        assert p.access.offset is None
        assert (p.requests == (N // 32)) is priced, (kind, p.requests)


def test_a_merge_is_weighed_against_the_scattered_stores():
    """Merging 4 threads of the scatter saves only on its coalesced byte loads, against
    stores that cost a sector per lane either way: not kept (paper 003's rotation 1 merged
    so ran 1.38x slower than its original, memopt-heldout-h100-2026-11-26-late/strong/).
    The gather's merge makes its byte store one uchar4 and is kept."""
    scatter = optimize(*_parts(SCATTER))
    assert "group-threads" not in [s.name for s in scatter.applied]
    gather = optimize(*_parts(GATHER))
    assert "group-threads" in [s.name for s in gather.applied]


def _parts(text):
    v = _variant(text)
    return v.module, "k", v.launch


def test_a_regular_store_the_analysis_cannot_place_stays_unpriced():
    """An index non-affine only through division and remainder by constants (what coarsening
    writes) keeps a regular pattern: not priced as a scatter (clamp.scattered), where the
    same store divided by a run-time size is."""
    regular = SCATTER.replace("(i * 40503) & (n - 1)", "(i / 4) * 4 + i % 4")
    runtime = SCATTER.replace("(i * 40503) & (n - 1)", "(i / n) * 4 + i % n")
    for text, priced in ((regular, False), (runtime, True)):
        v = _variant(text)
        fn = v.function()
        report = analyze_accesses(v.module, fn, v.grid, v.block, v.params)
        p = next(p for p in priced_report(report, v.module, fn, v.params).predictions
                 if p.access.kind == "store")
        assert p.access.offset is None, text
        assert (p.requests is not None) is priced, text


SEASON = """
extern "C" __global__ void k(const int *x, int *y, int seg, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int start = (i / seg) * seg;
        int s = 0;
        for (int j = start; j <= i; j++)
            s += x[j];
        y[i] = s;
    }
}"""


def test_no_merge_where_a_loop_loads_what_the_analysis_cannot_place():
    """Each merged thread would run its copies of the season's loop in turn, and the loop's
    loads (from i / seg * seg) cost nothing in the launch cost: the merge is refused with the
    load named. The same loop from an affine start (i - 8) may merge."""
    m = read_module("k.cu", text=SEASON)
    L = Launch((N // 256, 1, 1), (256, 1, 1), params={"n": N, "seg": 24})
    res = optimize(m, "k", L, steps=("group-threads",))
    assert res.applied == []
    why = [r.reason for r in res.refused if r.step == "group-threads"]
    assert why and "load of x at line 8" in why[0] and "cannot place" in why[0], why
    affine = read_module("k.cu", text=SEASON.replace("(i / seg) * seg", "i - 8"))
    refused = optimize(affine, "k", L, steps=("group-threads",)).refused
    assert not any("cannot place" in r.reason for r in refused)
