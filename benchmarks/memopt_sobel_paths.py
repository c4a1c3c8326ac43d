"""Where the Sobel variant's time goes on a GPU: the tool's versioned kernel against its two
paths forced, and against the hand kernel (issue 4 diagnosis).

The tool's Sobel variant (``warpsmith optimize``, generated here, never edited) runs a fast
path in blocks whose every merged copy is inside the image and a predicated slow path in
the border blocks. This script times, at the paper size (1920x1080, CUDA events, L2 flushed
before each launch, median of 41; and back-to-back launches): the original, the hand
kernel, the tool's kernel, and the tool's kernel with its block test replaced by ``1``
(fast path everywhere: wrong at the borders, timed only) and by ``0`` (slow path
everywhere: correct). Writes ``OUT/memopt-sobel-paths-<gpu>-<date>.{json,md}``.

Usage (GPU): ``PYTHONPATH=src python3 benchmarks/memopt_sobel_paths.py --out-dir DIR``
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import shlex
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))
sys.path.insert(0, str(ROOT / "benchmarks"))

import numpy as np  # noqa: E402

BENCH = ROOT / "src/warpsmith/corpus/memopt_bench.cu"
W, H = 1920, 1080


def tool_source(out_dir: Path) -> str:
    """The optimizer's Sobel variant, generated now, with the host guard cut off."""
    from warpsmith.cli import main

    path = out_dir / "sobel_opt.cu"
    rc = main(["optimize", str(BENCH), "--kernel", "sobel_orig", "--grid", "60,135",
               "--block", "32,8", "--arg", f"width={W}", "--arg", f"height={H}",
               "-o", str(path), "--json"])
    if rc:
        raise SystemExit(f"optimize failed ({rc})")
    src = path.read_text()
    return src[:src.index("#ifdef WARPSMITH_HOST_GUARD")]


def forced(src: str, value: str, name: str) -> str:
    """``src`` with the variant's block test replaced by ``value`` and kernels renamed."""
    lines = src.split("\n")
    at = next(i for i, line in enumerate(lines) if "sobel_orig_opt(" in line) + 1
    if not lines[at].strip().startswith("if ("):
        raise SystemExit(f"unexpected variant shape: {lines[at]!r}")
    if value:
        lines[at] = f"    if ({value}) {{"
    out = "\n".join(lines)
    return (out.replace("sobel_orig_opt(", f"{name}(")
            .replace("void sobel_orig(", f"void sobel_orig_{name}("))


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", required=True, type=Path)
    a = ap.parse_args()
    a.out_dir.mkdir(parents=True, exist_ok=True)
    import cupy as cp
    import gpu_runner as G

    tool = tool_source(a.out_dir)
    src = "\n".join([forced(tool, "", "tool"), forced(tool, "1", "tool_fast"),
                     forced(tool, "0", "tool_slow")])
    mod_t = cp.RawModule(code=src, options=("-std=c++17",))
    mod_h = cp.RawModule(code=BENCH.read_text(), options=("-std=c++17",))
    rng = np.random.default_rng(0)
    inp = cp.asarray(rng.integers(0, 256, W * H, dtype=np.uint8))
    out = cp.zeros(W * H, cp.uint8)
    args = (inp, out, np.int32(W), np.int32(H))
    kernels = {"original": (mod_h.get_function("sobel_orig"), (60, 135)),
               "hand": (mod_h.get_function("sobel_hand"), (15, 135)),
               "tool": (mod_t.get_function("tool"), (15, 135)),
               "tool, fast path forced (wrong at borders)": (mod_t.get_function("tool_fast"), (15, 135)),
               "tool, slow path forced": (mod_t.get_function("tool_slow"), (15, 135))}
    flush = cp.empty(200 << 20, cp.uint8)
    ref, rows = None, []
    for name, (f, grid) in kernels.items():
        out.fill(7)
        f(grid, (32, 8), args)
        cp.cuda.runtime.deviceSynchronize()
        o = cp.asnumpy(out)
        ref = o if ref is None else ref
        cold = []
        for r in range(41):
            flush.fill(r % 251)
            s, e = cp.cuda.Event(), cp.cuda.Event()
            s.record(); f(grid, (32, 8), args); e.record(); e.synchronize()
            cold.append(cp.cuda.get_elapsed_time(s, e) * 1e3)
        s, e = cp.cuda.Event(), cp.cuda.Event()
        s.record()
        for _ in range(200):
            f(grid, (32, 8), args)
        e.record(); e.synchronize()
        rows.append({"kernel": name, "equal_to_original": bool(np.array_equal(o, ref)),
                     "cold_median_us": float(np.median(cold)),
                     "back_to_back_us": cp.cuda.get_elapsed_time(s, e) * 1e3 / 200,
                     "registers": int(f.num_regs)})
    info = G.versions()
    dev = info.get("name", "gpu")
    date = _dt.date.today().isoformat()
    rec = {"device": dev, "date": date, "versions": info,
           "command": "python3 " + " ".join(shlex.quote(x) for x in sys.argv), "rows": rows}
    stem = a.out_dir / f"memopt-sobel-paths-{G.gpu_slug(dev)}-{date}"
    stem.with_suffix(".json").write_text(json.dumps(rec, indent=1))
    md = [f"# Sobel variant, paths timed apart: {dev} ({date})", "",
          f"- command: `{rec['command']}`", f"- versions: {info}", "",
          "| kernel | equal to original | us, L2 flushed (median of 41) | us, back to back (mean of 200) | registers |",
          "|---|---|---:|---:|---:|"]
    md += [f"| {r['kernel']} | {'yes' if r['equal_to_original'] else 'no'} | {r['cold_median_us']:.2f} | "
           f"{r['back_to_back_us']:.2f} | {r['registers']} |" for r in rows]
    stem.with_suffix(".md").write_text("\n".join(md) + "\n")
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    sys.exit(main())
