"""Device check of the simulator's CUDA double library functions (issue 17, item 4):
``log``, ``sincospi`` and ``exp`` on the GPU against ``backends/sim_libdevice64.py``, bit
for bit, and cuRAND's double normals against the simulator's generators.

Parts (each recorded in ``dlog.json``; a failing part does not stop the others):

* ``ptx``: the PTX this machine's NVRTC emits for the three functions holds every constant
  ``sim_libdevice64`` uses (the sequence was read from NVRTC 13.0's PTX);
* ``rcp``: ``rcp.approx.ftz.f64`` (the seed ``log`` refines; its table is not public) on
  every upper word of ``[1, 4)`` and on random lower words: does the result depend on the
  upper word only, is its lower word zero, how far is it from ``rcp_approx64``'s model
  (and from two other candidates); the differences are saved (``rcp64h.npz``) so that the
  table can be shipped or fitted later;
* ``log``: random positive doubles of all exponents, subnormals, ``u`` as
  ``_curand_box_muller_double`` makes it (53 bits times 2**-53 plus 2**-54), specials;
  compared with ``log64`` (the model's seed) and with ``log64`` fed the GPU's own seeds;
* ``sincospi``: random bit patterns, ``v`` as Box-Muller makes it (53 bits times 2**-52
  plus 2**-53), random values in [-4, 4], specials (integers, halves, huge, inf, NaN);
* ``exp``: random values in [-746, 710], random bit patterns, specials;
* ``curand``: per generator, 16384 threads (random seeds, subsequences, offsets) draw
  ``curand_normal_double`` x4, ``curand_normal2_double`` x2 and
  ``curand_log_normal_double`` x4 (random mean and stddev per thread) with the real
  library; the simulator's generators (``sim_curand.Generator``) draw the same, with the
  model's seed and with the GPU's seeds.

NaN results count as equal when both sides are NaN (payload bits are not modelled).
Usage: python3 scripts/gpu_dlog.py OUTDIR [--no-gpu] [--quick] (``--no-gpu``: the
simulator side only, a dry run on the CPU; ``--quick``: small sizes);
python3 scripts/gpu_dlog.py OUTDIR --summary: add ``curand.json`` (scripts/gpu_curand.py,
run after this into the same OUTDIR by ``scripts/gpu_dlog.sh``) to dlog.json / dlog.md."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))
sys.path.insert(0, str(Path(__file__).resolve().parent))
from gpu_parts import device_facts, run_parts  # noqa: E402
from warpsmith.backends import sim_libdevice64 as L  # noqa: E402

GPU, QUICK, OUT = True, False, Path(".")
SEEDS: dict = {}          # the GPU's rcp.approx.ftz.f64 upper words for [1, 4), once dumped
U64, F64 = np.uint64, np.float64

HEAD = "    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;\n    if (i >= n) return;\n"
FUNCS = r"""
extern "C" __global__ void dlog(const double *x, double *y, unsigned n) {
%(h)s    y[i] = log(x[i]);
}
extern "C" __global__ void dscp(const double *x, double *s, double *c, unsigned n) {
%(h)s    double a, b;
    sincospi(x[i], &a, &b);
    s[i] = a; c[i] = b;
}
extern "C" __global__ void dexp(const double *x, double *y, unsigned n) {
%(h)s    y[i] = exp(x[i]);
}
extern "C" __global__ void drcp(const double *x, double *y, float *f, unsigned n) {
%(h)s    double r;
    float g, t = (float)x[i];
    asm("rcp.approx.ftz.f64 %%0, %%1;" : "=d"(r) : "d"(x[i]));
    asm("rcp.approx.ftz.f32 %%0, %%1;" : "=f"(g) : "f"(t));
    y[i] = r; f[i] = g;
}
""" % {"h": HEAD}

CURAND = r"""
#include <curand_kernel.h>
extern "C" __global__ void draw(const unsigned long long *cfg, const double *ms,
                                double *nd, double *n2, double *ln, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i >= n) return;
    STATE_T s;
    curand_init(cfg[3 * i], cfg[3 * i + 1], cfg[3 * i + 2], &s);
    for (int k = 0; k < 4; k++) nd[4 * i + k] = curand_normal_double(&s);
    for (int k = 0; k < 2; k++) {
        double2 p = curand_normal2_double(&s);
        n2[4 * i + 2 * k] = p.x; n2[4 * i + 2 * k + 1] = p.y;
    }
    for (int k = 0; k < 4; k++) ln[4 * i + k] = curand_log_normal_double(&s, ms[2 * i],
                                                                         ms[2 * i + 1]);
}
"""


def configure(argv: list) -> None:
    """OUTDIR [--no-gpu] [--quick]."""
    global GPU, QUICK, OUT
    GPU = "--no-gpu" not in argv
    QUICK = "--quick" in argv
    OUT = Path(argv[0])


def size(n: int) -> int:
    return n if not QUICK else min(n, 4096)


def hexes(a) -> list:
    """Doubles as their bit patterns in hex; integers (thread indices) as they are."""
    a = np.asarray(a)
    if a.dtype.kind in "iu":
        return [str(int(v)) for v in a]
    return [f"{int(v):016x}" for v in np.ascontiguousarray(a, F64).view(U64)]


def compare(x, got, want, note: str = "") -> dict:
    """Bit-for-bit comparison of float64 arrays (NaN equals NaN): counts, the largest
    difference in ulps, and the first five mismatches as hex (input, GPU, simulator)."""
    g, w = np.ascontiguousarray(got, F64), np.ascontiguousarray(want, F64)
    same = (g.view(U64) == w.view(U64)) | (np.isnan(g) & np.isnan(w))
    bad = np.flatnonzero(~same)
    gi, wi = g.view(np.int64)[bad].astype(object), w.view(np.int64)[bad].astype(object)
    ulps = max((abs(a - b) for a, b in zip(gi, wi)), default=0)
    rec = {"n": int(g.size), "mismatches": int(bad.size), "max_ulps": int(ulps),
           "first": [[a, b, c] for a, b, c in zip(hexes(np.asarray(x)[bad[:5]]),
                                                   hexes(g[bad[:5]]), hexes(w[bad[:5]]))]}
    if note:
        rec["note"] = note
    return rec


def gpu_call(name: str, x: np.ndarray, outs: int = 1) -> list:
    import cupy as cp
    k = cp.RawModule(code=FUNCS).get_function(name)
    xd = cp.asarray(x)
    ys = [cp.zeros(x.size, cp.float64) for _ in range(outs)]
    k(((x.size + 255) // 256,), (256,), (xd, *ys, np.uint32(x.size)))
    return [cp.asnumpy(y) for y in ys]


def gpu_seed(d: np.ndarray) -> np.ndarray:
    """The GPU's ``rcp.approx.ftz.f64`` of ``d`` in [1, 4), from the dump (part rcp)."""
    hi = np.clip(L._hi(d).astype(np.int64) - 0x3FF00000, 0, SEEDS["hi"].size - 1)  # specials
    return L._join(np.zeros(d.shape, np.uint32), SEEDS["hi"][hi])


# ----------------------------------------------------------------------------- inputs

def specials() -> np.ndarray:
    tiny = [5e-324, 1e-320, 2.2250738585072009e-308, 2.2250738585072014e-308]
    vals = [0.0, 1.0, 0.5, 2.0, 1.5, 0.25, 0.75, 3.0, 10.0, 0.1, np.pi, np.e,
            1.7976931348623157e308, np.inf, np.nan, 2.0 ** 52, 2.0 ** 52 + 1, 2.0 ** 53,
            2.0 ** 53 + 2, 2.0 ** 60, 2.0 ** 52 + 0.5, 2.0 ** 51 + 0.5, 0.7071067811865476,
            1.4142135623730951, 709.78, 709.79, -708.4, -745.0, -745.2, 708.4] + tiny
    near1 = [np.nextafter(1.0, 2.0), np.nextafter(1.0, 0.0), 1 + 2 ** -30, 1 - 2 ** -30]
    pows = [2.0 ** k for k in range(-1074, 1024, 7)]
    halves = [k / 2 for k in range(-40, 41)] + [k / 4 for k in range(-20, 21)]
    v = np.array(vals + near1 + pows + halves, F64)
    return np.concatenate([v, -v])


def random_bits(rng, n: int, positive: bool) -> np.ndarray:
    top = 0x7FF0000000000000 if positive else 2 ** 64
    return rng.integers(1, top, n, dtype=U64).view(F64)


def u53(rng, n: int, scale: float, offset: float) -> np.ndarray:
    """Box-Muller's ``z * scale + offset`` for random 53-bit ``z`` (exact)."""
    z = rng.integers(0, 2 ** 53, n, dtype=U64)
    return z.astype(F64) * scale + offset


# ----------------------------------------------------------------------------- parts

def part_ptx(_):
    """Every constant of sim_libdevice64 in the PTX this machine's NVRTC emits."""
    import cupy as cp
    from warpsmith.backends.cuda_compile import load_nvrtc, ptx_of
    cap = cp.cuda.Device().compute_capability
    ptx, version = ptx_of(FUNCS, f"compute_{cap}"), ".".join(map(str, load_nvrtc().version))
    consts = {"log": L._LOG_POLY + [L._LN2_HI, L._LN2_LO, L._TWO54],
              "sincospi": L._COS_POLY + L._SIN_POLY + [L._PI_HI, L._PI_LO],
              "exp": L._EXP_POLY + [L._LOG2E, L._SHIFTER]}
    out = {"nvrtc": version, "arch": cap}
    for fn, cs in consts.items():
        missing = [h for h in hexes(cs) if f"0D{h.upper()}" not in ptx.upper()
                   and h not in ("0000000000000000", "3ff0000000000000")]
        out[fn] = {"constants": len(cs), "missing": missing}
    out["rcp_approx_in_log"] = "rcp.approx.ftz.f64" in ptx
    out["all_equal"] = all(not out[f]["missing"] for f in consts)
    return out


def part_rcp(_):
    """rcp.approx.ftz.f64 on every upper word of [1, 4) (lower word 0) and on random lower
    words; saved as the difference from the model (rcp64h.npz)."""
    his = np.arange(0x3FF00000, 0x40100000, dtype=np.uint64)
    if QUICK:
        his = his[::512]
    d = (his << U64(32)).view(F64)
    import cupy as cp
    k = cp.RawModule(code=FUNCS).get_function("drcp")
    y, f = cp.zeros(d.size, cp.float64), cp.zeros(d.size, cp.float32)
    k(((d.size + 255) // 256,), (256,), (cp.asarray(d), y, f, np.uint32(d.size)))
    y, f = cp.asnumpy(y), cp.asnumpy(f)
    yhi = L._hi(y)
    model = L._hi(L.rcp_approx64(d))
    exact = 1.0 / d
    nearest = L._hi(((exact.view(U64) + U64(1 << 31)) & U64(0xFFFFFFFF00000000)).view(F64))
    f32 = L._hi(f.astype(F64))
    diff = yhi.astype(np.int64) - model.astype(np.int64)
    vals, cnt = np.unique(diff, return_counts=True)
    rec = {"n": int(d.size), "low_word_zero": bool(np.all(L._lo(y) == 0)),
           "equal_model": int(np.sum(diff == 0)),
           "equal_nearest_upper_word": int(np.sum(yhi == nearest)),
           "equal_f32_rcp_approx": int(np.sum(yhi == f32)),
           "diff_from_model_upper_word_ulps": {str(int(v)): int(c) for v, c in
                                               zip(vals[:40], cnt[:40])},
           "max_rel_error_vs_exact": float(np.max(np.abs(y * d - 1.0)))}
    # random lower words: the same result as the lower word 0?
    rng = np.random.default_rng(5)
    m = size(1 << 20)
    pick = rng.integers(0, his.size, m)
    dl = ((his[pick] << U64(32)) | rng.integers(0, 2 ** 32, m, dtype=U64)).view(F64)
    y2, f2 = cp.zeros(m, cp.float64), cp.zeros(m, cp.float32)
    k(((m + 255) // 256,), (256,), (cp.asarray(dl), y2, f2, np.uint32(m)))
    rec["random_low_words_same_as_low_zero"] = int(np.sum(
        cp.asnumpy(y2).view(U64) == y.view(U64)[pick]))
    rec["random_low_words_n"] = m
    if not QUICK:
        SEEDS["hi"] = yhi
    small = np.clip(diff, -127, 127).astype(np.int8)
    big = np.flatnonzero(small != diff)
    np.savez_compressed(OUT / "rcp64h.npz", first_upper_word=np.uint32(0x3FF00000),
                        gpu_minus_model=small, big_index=big, big_value=diff[big])
    rec["all_equal"] = rec["equal_model"] == rec["n"]
    return rec


def _log_sets(rng):
    return {"random_positive": random_bits(rng, size(1 << 22), True),
            "subnormal": rng.integers(1, 1 << 52, size(1 << 16), dtype=U64).view(F64),
            "curand_u": u53(rng, size(1 << 22), 2.0 ** -53, 2.0 ** -54),
            "specials": specials()}


def part_log(_):
    rng = np.random.default_rng(11)
    rec = {}
    for name, x in _log_sets(rng).items():
        (got,) = gpu_call("dlog", x)
        rec[name] = {"model_seed": compare(x, got, L.log64(x))}
        if SEEDS:
            rec[name]["gpu_seed"] = compare(x, got, L.log64(x, rcp=gpu_seed))
    key = "gpu_seed" if SEEDS else "model_seed"
    rec["all_equal"] = all(r[key]["mismatches"] == 0 for r in rec.values())
    return rec


def part_sincospi(_):
    rng = np.random.default_rng(12)
    sets = {"random_bits": random_bits(rng, size(1 << 22), False),
            "curand_v": u53(rng, size(1 << 22), 2.0 ** -52, 2.0 ** -53),
            "range_-4_4": rng.uniform(-4, 4, size(1 << 20)), "specials": specials()}
    rec = {}
    for name, x in sets.items():
        gs, gc = gpu_call("dscp", x, 2)
        ms, mc = L.sincospi64(x)
        rec[name] = {"sin": compare(x, gs, ms), "cos": compare(x, gc, mc)}
    rec["all_equal"] = all(r[f]["mismatches"] == 0 for r in rec.values() for f in r)
    return rec


def part_exp(_):
    rng = np.random.default_rng(13)
    sets = {"range_-746_710": rng.uniform(-746, 710, size(1 << 22)),
            "random_bits": random_bits(rng, size(1 << 20), False), "specials": specials()}
    rec = {}
    for name, x in sets.items():
        (got,) = gpu_call("dexp", x)
        rec[name] = compare(x, got, L.exp64(x))
    rec["all_equal"] = all(r["mismatches"] == 0 for r in rec.values())
    return rec


def _curand_cfg(rng, n: int):
    seeds = rng.integers(0, 2 ** 63, n, dtype=U64) * U64(2) + U64(1)
    sub = np.where(rng.random(n) < 0.5, np.arange(n, dtype=U64),
                   rng.integers(0, 2 ** 63, n, dtype=U64))
    off = np.where(rng.random(n) < 0.5, rng.integers(0, 64, n, dtype=U64),
                   rng.integers(0, 2 ** 40, n, dtype=U64))
    ms = np.stack([rng.uniform(-2, 2, n), rng.uniform(0.05, 3, n)], axis=1)
    return np.stack([seeds, sub, off], axis=1), ms


def _sim_draws(gen: str, cfg, ms) -> dict:
    from warpsmith.backends.sim_curand import GENERATORS
    g = GENERATORS[gen]
    w = np.zeros((cfg.shape[0], g.words), np.uint32)
    g.init(w, cfg[:, 0], cfg[:, 1], cfg[:, 2])
    nd = np.stack([g.normal_double(w) for _ in range(4)], axis=1)
    n2 = np.concatenate([g.normal2_double(w) for _ in range(2)], axis=1)
    ln = np.stack([g.log_normal_double(w, ms[:, 0], ms[:, 1]) for _ in range(4)], axis=1)
    return {"normal_double": nd.ravel(), "normal2_double": n2.ravel(),
            "log_normal_double": ln.ravel()}


def _gpu_draws(gen: str, cfg, ms) -> dict:
    import cupy as cp
    from warpsmith.backends.cuda_compile import library_include_dirs
    state = {"xorwow": "curandState", "philox": "curandStatePhilox4_32_10_t"}[gen]
    opts = tuple(f"-I{d}" for d in library_include_dirs("curand_kernel.h")) + (
        "--std=c++17", f"-DSTATE_T={state}")
    k = cp.RawModule(code=CURAND, options=opts).get_function("draw")
    n = cfg.shape[0]
    outs = [cp.zeros(4 * n, cp.float64) for _ in range(3)]
    k(((n + 127) // 128,), (128,), (cp.asarray(cfg.ravel()), cp.asarray(ms.ravel()), *outs,
                                    np.int32(n)))
    names = ("normal_double", "normal2_double", "log_normal_double")
    return {k_: cp.asnumpy(o) for k_, o in zip(names, outs)}


def part_curand(_):
    rec = {}
    n = size(16384)
    for gen, seed in (("xorwow", 17), ("philox", 23)):
        cfg, ms = _curand_cfg(np.random.default_rng(seed), n)
        got = _gpu_draws(gen, cfg, ms)
        idx = np.repeat(np.arange(n), 4)
        r = rec[gen] = {"threads": n}
        for label in ("model_seed", "gpu_seed"):
            if label == "gpu_seed" and not SEEDS:
                continue
            saved = L.rcp_approx64
            if label == "gpu_seed":
                L.rcp_approx64 = gpu_seed  # log64's default seed, for this comparison only
            try:
                sim = _sim_draws(gen, cfg, ms)
            finally:
                L.rcp_approx64 = saved
            r[label] = {f: compare(idx, got[f], sim[f]) for f in sim}
    rec["all_equal"] = all(v["mismatches"] == 0 for g in ("xorwow", "philox")
                           for v in rec[g]["model_seed"].values())
    return rec


# ----------------------------------------------------------------------------- summary

def summary(report: dict) -> str:
    """dlog.md: the facts and one line per comparison."""
    lines = ["# CUDA double log / sincospi / exp and cuRAND double normals: GPU vs simulator",
             ""]
    for k in ("date", "commit", "command", "device", "driver", "cupy"):
        lines.append(f"- {k}: {report.get(k)}")
    lines += ["", "Mismatches are bit-for-bit (NaN = NaN). `model_seed`: log's rcp.approx "
              "seed from `rcp_approx64`; `gpu_seed`: the GPU's own seeds (part rcp).", ""]
    seq = report.get("curand_sequence")
    if seq is not None:
        lines += ["## curand_sequence (scripts/gpu_curand.py through ws.run: nd = "
                  "curand_normal_double, nor = curand_normal)", ""]
        lines += [f"- {p}: {v}" for p, v in _leaves(seq)] if isinstance(seq, dict) else [seq]
        lines.append("")
    for name, part in report.get("parts", {}).items():
        lines.append(f"## {name} ({part.get('seconds')} s)")
        if not part.get("ok"):
            lines += ["", f"failed: {part.get('error')}", ""]
            continue
        res = part["result"]
        lines.append("")
        for path, v in _leaves(res):
            lines.append(f"- {path}: {v}")
        lines.append("")
    return "\n".join(lines) + "\n"


def _leaves(d: dict, prefix: str = ""):
    """(path, value) for the results worth a line: comparisons as 'mismatches of n'."""
    for k, v in d.items():
        path = f"{prefix}{k}"
        if isinstance(v, dict) and "mismatches" in v:
            yield path, (f"{v['mismatches']} mismatches of {v['n']} (max {v['max_ulps']} "
                         f"ulps){'; first ' + str(v['first'][:2]) if v['first'] else ''}")
        elif isinstance(v, dict):
            yield from _leaves(v, path + ".")
        else:
            yield path, v


def add_curand_sequence(out: Path) -> None:
    """``--summary``: the cuRAND sequence check that ``scripts/gpu_curand.py`` wrote into
    the same directory (``curand.json``; ``nd``: curand_normal_double through ``ws.run``)
    added to dlog.json, and dlog.md written again."""
    report = json.loads((out / "dlog.json").read_text())
    path = out / "curand.json"
    if path.exists():
        cur = json.loads(path.read_text())
        report["curand_sequence"] = {
            g: {label: {f: r[label][f] for f in ("nd", "nor") if f in r[label]}
                for label in ("as_written", "printed_by_warpsmith") if label in r}
            for g, r in cur.get("generators", {}).items()}
    else:
        report["curand_sequence"] = "no curand.json (scripts/gpu_curand.py did not finish)"
    (out / "dlog.json").write_text(json.dumps(report, indent=1))
    (out / "dlog.md").write_text(summary(report))


def main() -> int:
    if "--summary" in sys.argv:
        add_curand_sequence(Path(sys.argv[1]))
        return 0
    configure(sys.argv[1:])
    OUT.mkdir(parents=True, exist_ok=True)
    report = {**device_facts(cupy_version=True), "gpu": GPU, "quick": QUICK}
    t0 = time.time()
    if GPU:
        parts = [("ptx", part_ptx), ("rcp", part_rcp), ("log", part_log),
                 ("sincospi", part_sincospi), ("exp", part_exp), ("curand", part_curand)]
        run_parts(report, parts, "cuda", str(OUT / "dlog.json"))
    else:  # the simulator side alone: the same calls, timed
        x = random_bits(np.random.default_rng(1), size(1 << 22), True)
        for fn in (L.log64, lambda v: L.sincospi64(v)[0], L.exp64):
            fn(x)
        cfg, ms = _curand_cfg(np.random.default_rng(17), size(16384))
        report["sim_only"] = {g: {k: int(v.size) for k, v in _sim_draws(g, cfg, ms).items()}
                              for g in ("xorwow", "philox")}
    report["seconds"] = round(time.time() - t0, 1)
    (OUT / "dlog.json").write_text(json.dumps(report, indent=1))
    (OUT / "dlog.md").write_text(summary(report))
    print("done in", report["seconds"], "s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
