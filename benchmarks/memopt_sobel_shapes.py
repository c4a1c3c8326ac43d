"""Which shape of the Sobel variant's slow path costs what on a GPU (issue 4 diagnosis).

The optimizer's Sobel variant (generated here by ``warpsmith optimize``, as in
``memopt_sobel_paths.py``) runs a fast path in interior blocks and a predicated slow path in
the two border blocks of each block row. To learn which part of the slow path costs time,
this script derives from the generated source, by text edits, kernels that differ in one
respect each, and times them at the paper size (1920x1080, CUDA events, L2 flushed before
each launch, median of 41, three rounds) beside the hand kernel; every output is compared
with the hand kernel's. Some edits are not legal in general (they read outside the
original's footprint or drop the per-element fix-ups: ``legal: no``); they are measured only
to locate the cost. The shapes:

* ``tool``: the variant as generated before this experiment (commit 45e5be2, kept in
  ``benchmarks/results/memopt-sobel-shapes-base.cu``);
* ``tool_okguard``: each copy tests its precomputed guard variable instead of re-evaluating
  the original condition;
* ``tool_handslow``: the slow path replaced by the hand kernel's body (the floor);
* ``v1_nofix``: ``tool_okguard`` without the per-element fix-ups (not legal);
* ``v2_nocover``: ``v1_nofix`` with the vectors loaded unconditionally (not legal);
* ``v3_noguard12``: ``v2_nocover`` without the x guards of the two middle copies (not legal);
* ``v6_nofix_nozero``: ``v1_nofix`` with ``if (covered) v = load`` instead of ``covered ?
  load : 0`` (not legal);
* ``v7_nozero``: ``tool_okguard`` with ``if (covered) v = load`` (legal);
* ``v9_allcovered``: ``if (every vector covered) {plain vector loads} else {predicated
  vectors and fix-ups}`` (legal; what ``transform/group.py`` generates since);
* ``tool_now``: the variant the optimizer generates now.

Usage (GPU): ``PYTHONPATH=src python3 benchmarks/memopt_sobel_shapes.py --out-dir DIR``
(``--cpu``: only compile every shape with NVRTC). Writes
``DIR/memopt-sobel-shapes-<gpu>-<date>.{json,md}``.
"""
import argparse
import re
import sys
from pathlib import Path
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
import numpy as np  # noqa: E402
from warpsmith.corpus.memopt import SOBEL_H, SOBEL_W, sobel_forced, sobel_tool_source  # noqa: E402
from warpsmith.tune import measure, results  # noqa: E402

HAND = ROOT / "src/warpsmith/corpus/memopt_bench.cu"

BASE = ROOT / "benchmarks/results/memopt-sobel-shapes-base.cu"


def variants(out):
    """The shapes' sources, by name. The edits apply to the optimizer's output of commit
    45e5be2 (kept as ``BASE``: the shape before ``v9``); ``tool_now`` is what the optimizer
    generates now."""
    old = BASE.read_text()
    tool = old[:old.index("#ifdef WARPSMITH_HOST_GUARD")]
    from warpsmith.cli import main as cli_main

    base = sobel_forced(tool, "", "tool")
    now = sobel_forced(sobel_tool_source(out, cli_main), "", "tool_now")
    e2 = base
    for k in range(4):
        e2 = e2.replace(f"if (x_s{k} >= 1 && x_s{k} < width - 1 && y_s{k} >= 1 && y_s{k} < height - 1)",
                        f"if (ok0_copy{k}_s)")
    assert e2 != base
    e2 = e2.replace("void tool(", "void tool_okguard(").replace("void sobel_orig_tool(", "void sobel_orig_e2(")
    hand = HAND.read_text()
    body = hand[hand.index("sobel_hand("):]
    body = body[body.index("{") + 1:]
    # hand body up to its closing brace
    depth, i = 1, 0
    while depth:
        c = body[i]; depth += c == "{"; depth -= c == "}"; i += 1
    hbody = body[:i - 1]
    lines = base.split("\n")
    at = next(i for i, l in enumerate(lines) if "void tool(" in l)
    # find the top-level else of tool
    j = next(i for i in range(at, len(lines)) if lines[i] == "    } else {")
    e3 = "\n".join(lines[:j + 1]) + "\n" + hbody + "\n    }\n}\n"
    e3 = e3.replace("void tool(", "void tool_handslow(").replace("void sobel_orig_tool(", "void sobel_orig_e3(")
    pixel = hand[hand.index("__device__ int sobel_pixel"):]
    pixel = pixel[:pixel.index("}\n") + 2]
    lines2 = e2.split("\n")
    out1, skip = [], 0
    for l in lines2:
        if skip:
            skip -= 1; continue
        if l.startswith("        if (!(") or l.startswith("        if (!ok0"):
            skip = 5; continue
        out1.append(l)
    v1 = "\n".join(out1)
    assert v1 != e2
    out2 = []
    for l in v1.split("\n"):
        m = re.match(r"(\s*in_v\d_s = ).* \? (\*\(const uchar4\*\).*) : make_uchar4\(.*\);$", l)
        out2.append(m.group(1) + m.group(2) + ";" if m else l)
    v2 = "\n".join(out2)
    assert v2 != v1
    v3 = v2.replace("if (ok0_copy1_s)", "if (y_s1 >= 1 && y_s1 < height - 1)").replace(
        "if (ok0_copy2_s)", "if (y_s2 >= 1 && y_s2 < height - 1)")
    assert v3 != v2
    def nozero(text):
        o = []
        for l in text.split("\n"):
            m = re.match(r"(\s*)(in_v\d_s) = (.*) \? (\*\(const uchar4\*\).*) : make_uchar4\(.*\);$", l)
            o.append(f"{m.group(1)}if ({m.group(3)}) {m.group(2)} = {m.group(4)};" if m else l)
        return "\n".join(o)
    v6, v7 = nozero(v1), nozero(e2)
    assert v6 != v1 and v7 != e2
    # v9: all vectors covered -> plain vector loads in one block, else the generic code
    L = e2.split("\n")
    vec = [i for i, l in enumerate(L) if re.match(r"\s*in_v\d_s = .* \? \*\(const uchar4", l)]
    fix = [i for i, l in enumerate(L) if l.startswith("        if (!(") or l.startswith("        if (!ok0")]
    conds, loads = [], []
    for i in vec:
        m = re.match(r"(\s*)(in_v\d_s) = (.*) \? (\*\(const uchar4\*\).*) : make_uchar4\(.*\);$", L[i])
        conds.append(m.group(3)); loads.append(f"            {m.group(2)} = {m.group(4)};")
    generic = [L[i] for i in vec] + sum([L[i:i + 6] for i in fix], [])
    rest = [l for k, l in enumerate(L) if k not in vec and not any(f <= k < f + 6 for f in fix)]
    at = max(fix) + 6 - len(vec) - 6 * len(fix)
    block = ["        if (" + " & ".join(f"({c})" for c in conds) + ") {"] + loads + ["        } else {"] + generic + ["        }"]
    v9 = "\n".join(rest[:at] + block + rest[at:])
    ren = lambda t, n: t.replace("void tool_okguard(", f"void {n}(").replace("void sobel_orig_e2(", f"void sobel_orig_{n}(")
    return {"tool": base, "tool_okguard": e2, "tool_handslow": pixel + e3,
            "v1_nofix": ren(v1, "v1_nofix"), "v2_nocover": ren(v2, "v2_nocover"),
            "v3_noguard12": ren(v3, "v3_noguard12"), "v6_nofix_nozero": ren(v6, "v6_nofix_nozero"),
            "v7_nozero": ren(v7, "v7_nozero"), "v9_allcovered": ren(v9, "v9_allcovered"),
            "tool_now": now.replace("void sobel_orig_tool_now(", "void sobel_orig_now(")}

LEGAL = {"hand": True, "tool_now": True, "tool": True, "tool_okguard": True, "tool_handslow": True, "v1_nofix": False,
         "v2_nocover": False, "v3_noguard12": False, "v6_nofix_nozero": False,
         "v7_nozero": True, "v9_allcovered": True}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", required=True, type=Path)
    ap.add_argument("--cpu", action="store_true", help="compile the shapes only (no GPU)")
    a = ap.parse_args()
    out = a.out_dir
    out.mkdir(parents=True, exist_ok=True)
    import contextlib
    import io
    with contextlib.redirect_stdout(io.StringIO()):
        v = variants(out)
    src_dir = out / "sobel-shapes"
    src_dir.mkdir(exist_ok=True)
    for k, s in v.items():
        (src_dir / f"{k}.cu").write_text(s)
    if a.cpu:
        from warpsmith.backends.cuda_compile import compile_cuda
        for k, s in v.items():
            r = compile_cuda(s, k, "sm_90", filename=f"{k}.cu"); print(k, r.registers)
        return
    import cupy as cp
    W, H = SOBEL_W, SOBEL_H
    hand = HAND.read_text()
    mods = {k: cp.RawModule(code=s, options=("-std=c++17",)) for k, s in v.items()}
    mh = cp.RawModule(code=hand, options=("-std=c++17",))
    rng = np.random.default_rng(0)
    inp = cp.asarray(rng.integers(0, 256, W * H, dtype=np.uint8)); o = cp.zeros(W * H, cp.uint8)
    args = (inp, o, np.int32(W), np.int32(H))
    ks = {"hand": mh.get_function("sobel_hand")}
    ks.update({k: m.get_function(k) for k, m in mods.items()})
    clock = measure.CupyClock()
    flush = measure.l2_flusher(clock, 200 << 20, pattern=lambda r: r % 251)
    ref = None
    res = {}
    for rnd in range(3):
        for name, f in ks.items():
            o.fill(7); f((15, 135), (32, 8), args); cp.cuda.runtime.deviceSynchronize()
            a = cp.asnumpy(o); ref = a if ref is None else ref
            cold = [ms * 1e3 for ms in measure.sample(lambda: f((15, 135), (32, 8), args), clock,
                                                      41, before=flush)]
            res.setdefault(name, {"equal": bool(np.array_equal(a, ref)), "regs": int(f.num_regs), "cold": []})["cold"].append(float(np.median(cold)))
    info = results.versions()
    dev = info.get("name", "gpu")
    date = results.today()
    rec = {**results.header(dev, info, date=date),
           "shapes": [{"shape": k, "legal": LEGAL[k], **r} for k, r in res.items()]}
    stem = results.stem(out, "memopt-sobel-shapes", dev, date)
    hand = float(np.median(res["hand"]["cold"]))
    md = [f"# Sobel slow-path shapes: {dev} ({date})", "", f"- command: `{rec['command']}`",
          f"- versions: {info}", "",
          "| shape | legal | equal to hand | registers | us, L2 flushed (median of 41, per round) | / hand |",
          "|---|---|---|---:|---|---:|"]
    for k, r in res.items():
        md.append(f"| {k} | {'-' if k == 'hand' else ('yes' if LEGAL[k] else 'no')} | "
                  f"{'yes' if r['equal'] else 'no'} | {r['regs']} | "
                  f"{', '.join(f'{c:.2f}' for c in r['cold'])} | {float(np.median(r['cold'])) / hand:.2f} |")
    results.write_results(stem, rec, "\n".join(md) + "\n")
    print("\n".join(md))

if __name__ == "__main__":
    main()
