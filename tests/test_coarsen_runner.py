"""benchmarks/coarsen_runner.py and coarsen_report.py (issue 5, parts 4-5) without a GPU:
the space of Table 1 and its pruning, parts and --resume, the summary JSON's schema from a
synthetic JSONL, the report and figures, and ``--no-gpu --sizes ci`` end to end (coarsen,
print, NVRTC, and a sample checked on the simulator against the NumPy reference) on two
tiny programs of this file (and, when the corpus has them, on a real program).
About 20-40 s on two cores."""

from __future__ import annotations

import json
import math
import sys
import textwrap
from pathlib import Path

import pytest



sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_modules import load  # noqa: E402

from warpsmith.transform.coarsen import coarsening  # noqa: E402
from warpsmith.tune import coarsen_space as S  # noqa: E402
from warpsmith.tune.reports import coarsen as REP  # noqa: E402


def _load(name: str):
    return load(name)


R = _load("coarsen_runner")  # the runner's own parts: main, build_result, ncu parsing

CL_1D = """
__kernel void affine(__global const float *x, __global float *y, const float a, const int n)
{
    int i = get_global_id(0);
    if (i < n)
        y[i] = a * x[i] + 1.0f;
}
"""
CL_2D = """
__kernel void madd(__global const int *A, __global const int *B, __global int *C,
                   const int width)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    C[y * width + x] = A[y * width + x] + 3 * B[y * width + x];
}
"""

CL_LREV = """
__kernel void lrev(__global const int *in, __global int *out, __local int *tmp)
{
    int l = get_local_id(0);
    int n = get_local_size(0);
    tmp[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[get_global_id(0)] = tmp[n - 1 - l];
}
"""

PROGRAM_FILE = """
import numpy as np
from warpsmith.corpus import shared_size
from warpsmith.corpus.coarsening import CoarsenProgram

def _lrev_args(rng, d):
    n = d["n"]
    return {"in": rng.integers(-1000, 1000, n).astype(np.int32), "out": np.zeros(n, np.int32),
            "tmp": shared_size(4 * d["local"])}

def _lrev_ref(inp, d):
    return {"out": inp["in"].reshape(-1, d["local"])[:, ::-1].reshape(-1).copy()}

def _affine_args(rng, d):
    n = d["n"]
    return {"x": rng.uniform(-4, 4, n).astype(np.float32), "y": np.zeros(n, np.float32),
            "a": np.float32(2.0), "n": np.int32(n)}

def _affine_ref(inp, d):
    return {"y": (np.float32(2.0) * inp["x"] + np.float32(1.0)).astype(np.float32)}

def _madd_args(rng, d):
    n = d["width"] * d["height"]
    return {"A": rng.integers(-50, 50, n).astype(np.int32),
            "B": rng.integers(-50, 50, n).astype(np.int32),
            "C": np.zeros(n, np.int32), "width": np.int32(d["width"])}

def _madd_ref(inp, d):
    return {"C": inp["A"] + 3 * inp["B"]}

def _bad_ref(inp, d):
    return {"y": (np.float32(2.0) * inp["x"] + np.float32(1.5)).astype(np.float32)}

PROGRAMS = (
    CoarsenProgram(name="affine", number=1, source="test", file=%(f1)r, kernel="affine",
                   global_size={"ci": (4096,), "paper": (1 << 20,)}, default_local=(64,),
                   dims=lambda g, l: {"n": g[0]}, args=_affine_args, reference=_affine_ref,
                   outputs=("y",)),
    CoarsenProgram(name="madd", number=2, source="test", file=%(f2)r, kernel="madd",
                   global_size={"ci": (64, 32), "paper": (4096, 4096)}, default_local=(16, 16),
                   dims=lambda g, l: {"width": g[0], "height": g[1]}, args=_madd_args,
                   reference=_madd_ref, outputs=("C",),
                   local_ok=lambda l: l[0] >= 4),
    CoarsenProgram(name="affine_badref", number=3, source="test", file=%(f1)r, kernel="affine",
                   global_size={"ci": (1024,), "paper": (1 << 20,)}, default_local=(16,),
                   dims=lambda g, l: {"n": g[0]}, args=_affine_args, reference=_bad_ref,
                   outputs=("y",)),
    CoarsenProgram(name="lrev", number=4, source="test", file=%(f3)r, kernel="lrev",
                   global_size={"ci": (2048,), "paper": (1 << 20,)}, default_local=(64,),
                   dims=lambda g, l: {"n": g[0], "local": l[0]}, args=_lrev_args,
                   reference=_lrev_ref, outputs=("out",), local_ok=lambda l: l[0] <= 2048),
)
"""


@pytest.fixture(scope="module")
def progfile(tmp_path_factory):
    d = tmp_path_factory.mktemp("coarsen_progs")
    (d / "affine.cl").write_text(CL_1D)
    (d / "madd.cl").write_text(CL_2D)
    (d / "lrev.cl").write_text(CL_LREV)
    f = d / "progs.py"
    f.write_text(PROGRAM_FILE % {"f1": str(d / "affine.cl"), "f2": str(d / "madd.cl"),
                                 "f3": str(d / "lrev.cl")})
    S.load_programs(str(f))
    return f


def _programs(progfile):
    return {p.name: p for p in S.load_programs(str(progfile))}


# ----------------------------------------------------------------------------- the space

def test_local_sizes_follow_table_1():
    one = S.local_sizes(1)
    assert one == [(32,), (64,), (128,), (256,), (512,), (1024,)]
    two = S.local_sizes(2)
    assert len(two) == len(set(two))
    for x, y in two:
        assert 32 <= x * y <= 1024 and x & (x - 1) == 0 and y & (y - 1) == 0
    # every pair of powers of two with the product in range: brute force
    want = {(1 << i, 1 << j) for i in range(11) for j in range(11) if 32 <= (1 << (i + j)) <= 1024}
    assert set(two) == want and len(two) == 51
    red = S.local_sizes(2, "reduced")
    assert set(red) < set(two) and all(16 <= x <= 256 and y <= 16 for x, y in red)
    assert len(red) == 21  # docs/coarsening.md says so
    assert S.local_sizes(1, "reduced") == one
    with pytest.raises(ValueError):
        S.local_sizes(1, "tiny")


def test_enumeration_and_pruning_1d(progfile):
    p = _programs(progfile)["affine"]
    cfgs, pruned = S.enumerate_program(p, "ci", "full")
    ids = {c.id for c in cfgs}
    assert len(ids) == len(cfgs)
    # independent count: factor 1 at 6 local sizes; factor F > 1 at 6 strides x the local
    # sizes L with (4096 / F) % L == 0
    want = 6 + sum(6 * sum(1 for (l,) in S.local_sizes(1) if (4096 // f) % l == 0)
                   for f in S.FACTORS[1:])
    assert len(cfgs) == want
    total = 6 + 5 * 6 * 6
    assert len(cfgs) + sum(pruned.values()) == total
    assert pruned["pruned: coarsened global size not a multiple of the local size"] == total - want
    assert "affine|f1|d0|s1|l64" in ids
    assert "affine|f32|d0|s32|l128" in ids           # 4096 / 32 = 128 = L
    assert "affine|f32|d0|s1|l256" not in ids         # 128 % 256 != 0
    assert all(c.dim == 0 for c in cfgs)
    assert all(c.stride == 1 for c in cfgs if c.factor == 1)
    # round trip of the id
    for c in cfgs[:20]:
        assert S.Config.from_id(c.id) == c


def test_enumeration_2d_local_ok_and_default_local(progfile):
    progs = _programs(progfile)
    p = progs["madd"]
    cfgs, pruned = S.enumerate_program(p, "ci", "full")
    assert {c.dim for c in cfgs if c.factor > 1} == {0, 1}
    for c in cfgs:
        o = S.predicted_original_local(c, S.group_dependence(p))
        assert p.local_ok(o) and 64 % o[0] == 0 and 32 % o[1] == 0
        assert S.prune_reason(p, "ci", c) is None
    # local_ok (x >= 4) prunes the narrow work-groups, at any factor
    assert pruned["pruned: local_ok rejects the original local size"] > 0
    assert not [c for c in cfgs if c.local[0] < 4]
    # the suite's local size is timed even when the space does not hold it
    b = progs["affine_badref"]
    cb, _ = S.enumerate_program(b, "ci", "full")
    assert "affine_badref|f1|d0|s1|l16" in {c.id for c in cb}


def test_group_dependence_decides_the_original_local(progfile):
    """A kernel that uses its work-groups keeps them (original local = local x factor);
    one that uses global ids only is coarsened over the global size (original local =
    local), as coarsen_to decides."""
    progs = _programs(progfile)
    assert S.group_dependence(progs["lrev"]) == (True,)
    assert S.group_dependence(progs["affine"]) == (False,)
    assert S.group_dependence(progs["madd"]) == (False, False)
    c = S.Config("lrev", 4, 0, 1, (64,))
    assert S.predicted_original_local(c, (True,)) == (256,)
    assert S.predicted_original_local(c, (False,)) == (64,)
    cfgs, pruned = S.enumerate_program(progs["lrev"], "paper", "full")
    for c in cfgs:
        assert c.local[0] * c.factor <= 2048            # local_ok of the original local
    assert pruned["pruned: local_ok rejects the original local size"] > 0
    # the transformation agrees with the prediction
    for cid in ("lrev|f4|d0|s1|l64", "lrev|f2|d0|s8|l128", "affine|f4|d0|s2|l64"):
        cfg = S.Config.from_id(cid)
        p = progs[cfg.program]
        res, _u, o, _L = S.coarsen_config(p, "ci", cfg)
        assert tuple(coarsening(res).original_local) == S.predicted_original_local(
            cfg, S.group_dependence(p)) == o


def test_parts_cover_the_space_once(progfile):
    progs = _programs(progfile)
    allc = []
    for p in progs.values():
        allc += S.enumerate_program(p, "paper", "full")[0]
    for n in (1, 2, 3, 7):
        parts = [S.split_part(allc, i, n) for i in range(1, n + 1)]
        ids = [c.id for part in parts for c in part]
        assert sorted(ids) == sorted(c.id for c in allc)
        groups = [{c.group for c in part} for part in parts]
        for i in range(n):
            for j in range(i + 1, n):
                assert not groups[i] & groups[j]      # a group is never split
        if n > 1:
            sizes = [len(x) for x in parts]
            assert max(sizes) <= len(allc) / n + 150  # about equal
    assert S.parse_part("2/3") == (2, 3)
    with pytest.raises(SystemExit):
        S.parse_part("4/3")


# ----------------------------------------------------------------------------- summary

def _ok(cfg_id, ms, **kw):
    c = S.Config.from_id(cfg_id)
    return {"kind": "config", "id": cfg_id, "program": c.program, "factor": c.factor,
            "dim": c.dim, "stride": c.stride, "local": list(c.local), "status": "ok",
            "ms": ms, "min_ms": ms * 0.98, "max_ms": ms * 1.05, **kw}


def _synthetic(tmp_path) -> Path:
    rows = [
        {"kind": "run", "call": "c1", "command": "python3 benchmarks/coarsen_runner.py --part 1/2",
         "date": "2026-11-22", "device": "NVIDIA H100 80GB HBM3", "gpu": True,
         "driver": "580.1", "versions": {"runtime": "13.0", "nvrtc": "13.0", "cupy": "14"}},
        {"kind": "run", "call": "c1", "elapsed_s": 100.0},
        _ok("affine|f1|d0|s1|l64", 2.0),       # the suite's local size
        _ok("affine|f1|d0|s1|l256", 1.0),      # the baseline
        _ok("affine|f2|d0|s1|l128", 0.8),      # best coarsening (stride 1): 1.25x
        _ok("affine|f4|d0|s16|l128", 0.5),     # best with stride: 2x
        {**_ok("affine|f8|d0|s1|l32", 0.1), "status": "wrong", "reason": "y: 5 of 10 differ"},
        {"kind": "config", "id": "affine|f16|d0|s2|l64", "program": "affine", "factor": 16,
         "dim": 0, "stride": 2, "local": [64], "status": "refused",
         "reason": "barrier: under divergent control at line 3", "refusal_step": "barrier"},
        _ok("madd|f1|d0|s1|l16x16", 4.0),
        _ok("madd|f1|d0|s1|l32x8", 3.0),
        _ok("madd|f2|d1|s1|l32x8", 3.0),
        _ok("madd|f2|d1|s4|l32x4", 6.0),
        {"kind": "ncu", "id": "affine|f1|d0|s1|l256", "roles": ["baseline"],
         "metrics": {"smsp__inst_executed.sum": 100.0}},
        {"kind": "sim", "id": "affine|f1|d0|s1|l256", "trace": {"instructions": 7}},
        '{"kind": "config", "id": "trunc',  # a call stopped mid-line
    ]
    path = tmp_path / "coarsening-h100-2026-11-22.jsonl"
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


def test_summary_schema_from_synthetic_jsonl(progfile, tmp_path):
    progs = _programs(progfile)
    data = S.read_jsonl([_synthetic(tmp_path)])
    assert len(data["runs"]) == 1 and data["runs"][0]["elapsed_s"] == 100.0
    res = R.build_result(data, [progs["affine"], progs["madd"]], "paper", "full", {})
    for key in ("device", "date", "command", "driver", "space", "programs", "mean_speedup",
                "paper"):
        assert key in res, key
    assert res["device"] == "NVIDIA H100 80GB HBM3" and res["driver"] == "580.1"
    assert res["paper"] == {"Fermi": 1.20, "Kepler": 1.15}
    a, m = res["programs"]
    for key in ("name", "number", "default_local", "baseline", "best_coarsening",
                "best_with_stride", "by_factor", "configs_timed", "configs_refused", "refusals"):
        assert key in a, key
    assert a["baseline"] == {"local": [256], "ms": 1.0}
    assert a["default_local"]["ms"] == 2.0 and a["default_local"]["speedup"] == 0.5
    assert a["best_coarsening"]["factor"] == 2 and a["best_coarsening"]["speedup"] == 1.25
    assert a["best_with_stride"]["stride"] == 16 and a["best_with_stride"]["speedup"] == 2.0
    assert set(a["by_factor"]) == {"1", "2", "4"}       # the wrong F8 is never timed
    assert a["by_factor"]["4"]["speedup"] == 2.0 and a["by_factor"]["4"]["speedup_stride1"] is None
    assert a["configs_timed"] == 4 and a["configs_refused"] == 1
    assert a["failures"] == {"wrong": 1}
    assert a["refusals"]["coarsen_to refused (barrier)"] == 1
    assert a["configs_pending"] > 0 and a["complete"] is False
    assert m["baseline"]["ms"] == 3.0 and m["best_coarsening"]["speedup"] == 1.0
    assert m["best_with_stride"]["speedup"] == 1.0 and m["default_local"]["speedup"] == 0.75
    ms = res["mean_speedup"]
    assert ms["mean"] == "arithmetic" and ms["programs"] == 2
    assert ms["original_local"] == pytest.approx((0.5 + 0.75) / 2)
    assert ms["best_coarsening"] == pytest.approx((1.25 + 1.0) / 2)
    assert ms["best_with_stride"] == pytest.approx((2.0 + 1.0) / 2)
    assert res["mean_speedup_geometric"]["best_with_stride"] == pytest.approx(math.sqrt(2.0))
    rows = {r["id"]: r for r in res["counters"]}
    assert rows["affine|f1|d0|s1|l256"]["ncu"] == {"smsp__inst_executed.sum": 100.0}
    assert rows["affine|f1|d0|s1|l256"]["sim"] == {"instructions": 7}
    # the counters' selection: baseline, suite local, best of each factor first
    sel = R.select_for_counters(data["configs"], top=2, programs=[progs["affine"]])
    ids = [i for i, _r in sel]
    assert ids[0] == "affine|f1|d0|s1|l256" and "affine|f1|d0|s1|l64" in ids
    assert "affine|f8|d0|s1|l32" not in ids  # wrong: not timed, not profiled
    roles = dict(sel)
    assert "top1_factor4" in roles["affine|f4|d0|s16|l128"]
    json.dumps(res)  # serializable


def test_report_and_figures(progfile, tmp_path):
    progs = _programs(progfile)
    res = R.build_result(S.read_jsonl([_synthetic(tmp_path)]), [progs["affine"], progs["madd"]],
                         "paper", "full", {})
    (tmp_path / "r.json").write_text(json.dumps(res))
    pytest.importorskip("matplotlib")
    assert REP.main([str(tmp_path / "r.json"), "--out-dir", str(tmp_path)]) == 0
    md = (tmp_path / "r.md").read_text()
    assert "| 1 | affine | 64 | 2.0000 | 256 | 1.0000 | 0.50 |" in md
    assert "F4 d0 s16 128" in md and "2.00" in md
    assert "1.20" in md and "1.15" in md  # the paper's means beside ours
    for fig in ("r-fig8.png", "r-fig9.png"):
        data = (tmp_path / fig).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n" and len(data) > 5000


def test_parse_ncu_by_launch():
    text = textwrap.dedent('''\
        ==PROF== Connected to process 1
        "ID","Process ID","Process Name","Host Name","Kernel Name","Context","Stream","Block Size","Grid Size","Device","CC","Section Name","Metric Name","Metric Unit","Metric Value"
        "0","1","python3","h","affine","1","7","(64, 1, 1)","(16, 1, 1)","0","9.0","Command line profiler metrics","smsp__inst_executed.sum","inst","1,024"
        "0","1","python3","h","affine","1","7","(64, 1, 1)","(16, 1, 1)","0","9.0","Command line profiler metrics","lts__t_sector_hit_rate.pct","%","87.5"
        "1","1","python3","h","affine_c2","1","7","(64, 1, 1)","(8, 1, 1)","0","9.0","Command line profiler metrics","smsp__inst_executed.sum","inst","700"
        ''')
    launches = R.parse_ncu_by_launch(text)
    assert [l["kernel"] for l in launches] == ["affine", "affine_c2"]
    assert launches[0]["metrics"] == {"smsp__inst_executed.sum": 1024.0,
                                      "lts__t_sector_hit_rate.pct": 87.5}
    assert R.parse_ncu_by_launch("no csv here") == []


# ----------------------------------------------------------------------------- end to end

@pytest.fixture(scope="module")
def nogpu_run(progfile, tmp_path_factory):
    from warpsmith.backends.cuda_compile import compiler_available

    out = tmp_path_factory.mktemp("coarsen_nogpu")
    argv = ["--no-gpu", "--sizes", "ci", "--program-file", str(progfile), "--out-dir", str(out),
            "--jobs", "2", "--sample", "4", "--budget-s", "3600"]  # never binds: no clock
    argv += ["--factors", "1,2"]  # keep it short: two factors of the space
    rc = R.main(argv)
    files = sorted(out.glob("coarsening-nogpu-*-ci.json"))
    assert len(files) == 1, list(out.iterdir())
    return rc, out, json.loads(files[0].read_text()), compiler_available()


def test_nogpu_ci_end_to_end(nogpu_run, progfile):
    rc, out, res, nvrtc = nogpu_run
    assert rc == 0
    stem = f"coarsening-nogpu-{res['date']}-ci"
    for ext in (".jsonl", ".log", ".md"):
        assert (out / f"{stem}{ext}").is_file(), ext
    data = S.read_jsonl([out / f"{stem}.jsonl"])
    recs = data["configs"]
    assert data["runs"] and data["runs"][0]["mode"] == "no-gpu"
    assert "--no-gpu" in res["command"]
    progs = _programs(progfile)
    f1 = [r for r in recs.values() if r["factor"] == 1]
    # every factor-1 configuration of the space went through the CPU phase
    want = {c.id for p in progs.values() for c in S.enumerate_program(p, "ci", "full")[0]
            if c.factor == 1}
    assert {r["id"] for r in f1} == want
    for r in f1:
        assert r["status"] == "ready", r
        assert r["original_local"] == r["local"]
        assert tuple(r["grid"][:len(r["local"])]) == tuple(
            g // l for g, l in zip(progs[r["program"]].global_size["ci"], r["local"]))
        if nvrtc:
            assert r["source"] and r["compile"]["registers"] > 0
    # factor-1 sources do not depend on the local size: one compiled text per program
    if nvrtc:
        for name in ("affine", "madd", "lrev"):
            assert len({r["source"] for r in f1 if r["program"] == name}) == 1
    # the simulator sample: the good programs equal their reference, the bad reference is
    # caught (the check can fail)
    checked = [r for r in recs.values() if "sim_check" in r]
    assert {r["program"] for r in checked} == {"affine", "madd", "affine_badref", "lrev"}
    for r in checked:
        if r["program"] == "affine_badref":
            assert r["sim_check"].startswith("y:"), r
        else:
            assert r["sim_check"] == "ok", r
    coarse = [r for r in recs.values() if r["factor"] == 2]
    assert coarse, "the transformation exists but nothing was coarsened"
    for r in coarse:
        assert r["status"] in ("ready", "refused", "pruned"), r
    for r in checked:
        if r["factor"] > 1 and r["program"] != "affine_badref":
            assert r["sim_check"] == "ok", r
    # no GPU: nothing timed, the summary says so
    for p in res["programs"]:
        assert p["baseline"] is None and p["configs_timed"] == 0


def test_resume_skips_what_is_done(progfile, tmp_path):
    """Configurations recorded with a final status are carried over and not done again;
    the others are."""
    prev = tmp_path / "prev.jsonl"
    done_ids = ["affine|f1|d0|s1|l64", "affine|f1|d0|s1|l128"]
    prev.write_text("\n".join(json.dumps(_ok(i, 1.0 + k)) for k, i in enumerate(done_ids)) + "\n")
    out = tmp_path / "out"
    rc = R.main(["--no-gpu", "--sizes", "ci", "--program-file", str(progfile), "--programs",
                 "affine", "--factors", "1", "--out-dir", str(out), "--jobs", "1",
                 "--sample", "0", "--resume", str(prev), "--no-report"])
    assert rc == 0
    jl = next(out.glob("*.jsonl"))
    lines = [json.loads(x) for x in jl.read_text().splitlines()]
    cfg_lines = [x for x in lines if x.get("kind") == "config"]
    ids = [x["id"] for x in cfg_lines]
    for i in done_ids:
        assert ids.count(i) == 1  # carried over, not redone
        assert next(x for x in cfg_lines if x["id"] == i)["status"] == "ok"
    assert sorted(set(ids)) == sorted(f"affine|f1|d0|s1|l{l}" for l in (32, 64, 128, 256, 512, 1024))
    # parts: part 2 of 2 of factor 1 only holds nothing of part 1's groups
    res = json.loads(next(out.glob("*.json")).read_text())
    assert res["programs"][0]["configs_timed"] == 2  # the two carried 'ok' records


def test_real_program_nogpu(tmp_path):
    """One program of the real corpus (when it exists): the CPU phase and the simulator
    sample at the CI size, factors 1 and 2 only."""
    from warpsmith.corpus.coarsening import PROGRAMS

    assert PROGRAMS
    p = min(PROGRAMS, key=lambda q: math.prod(q.global_size["ci"]))
    rc = R.main(["--no-gpu", "--sizes", "ci", "--programs", p.name, "--factors", "1,2",
                 "--limit", "16", "--sample", "3", "--out-dir", str(tmp_path), "--jobs", "2",
                 "--no-report"])
    assert rc == 0
    S.load_programs(None)
    data = S.read_jsonl(list(tmp_path.glob("*.jsonl")))
    checked = [r for r in data["configs"].values() if "sim_check" in r]
    assert checked
    for r in checked:
        assert r["sim_check"] == "ok", r
