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
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

import numpy as np  # noqa: E402

from warpsmith.corpus.memopt import SOBEL_H as H  # noqa: E402
from warpsmith.corpus.memopt import SOBEL_W as W  # noqa: E402
from warpsmith.corpus.memopt import sobel_forced as forced  # noqa: E402
from warpsmith.corpus.memopt import sobel_tool_source  # noqa: E402
from warpsmith.tune import measure, results  # noqa: E402

BENCH = ROOT / "src/warpsmith/corpus/memopt_bench.cu"


def cold_us(clock, flush, launch, reps: int = 41) -> list[float]:
    """Microseconds of ``reps`` launches, each between CUDA events after ``flush(r)``."""
    return [ms * 1e3 for ms in measure.sample(launch, clock, reps, before=flush)]


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out-dir", required=True, type=Path)
    a = ap.parse_args()
    a.out_dir.mkdir(parents=True, exist_ok=True)
    import cupy as cp

    from warpsmith.cli import main as cli_main

    tool = sobel_tool_source(a.out_dir, cli_main)
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
    clock = measure.CupyClock()
    flush = measure.l2_flusher(clock, 200 << 20, pattern=lambda r: r % 251)
    ref, rows = None, []
    for name, (f, grid) in kernels.items():
        out.fill(7)
        f(grid, (32, 8), args)
        cp.cuda.runtime.deviceSynchronize()
        o = cp.asnumpy(out)
        ref = o if ref is None else ref
        launch = lambda f=f, grid=grid: f(grid, (32, 8), args)  # noqa: E731
        cold = cold_us(clock, flush, launch)
        back = measure.time_once(lambda: [launch() for _ in range(200)], clock)
        rows.append({"kernel": name, "equal_to_original": bool(np.array_equal(o, ref)),
                     "cold_median_us": float(np.median(cold)),
                     "back_to_back_us": back * 1e3 / 200,
                     "registers": int(f.num_regs)})
    info = results.versions()
    dev = info.get("name", "gpu")
    date = results.today()
    rec = {**results.header(dev, info, date=date), "rows": rows}
    stem = results.stem(a.out_dir, "memopt-sobel-paths", dev, date)
    md = [f"# Sobel variant, paths timed apart: {dev} ({date})", "",
          f"- command: `{rec['command']}`", f"- versions: {info}", "",
          "| kernel | equal to original | us, L2 flushed (median of 41) | us, back to back (mean of 200) | registers |",
          "|---|---|---:|---:|---:|"]
    md += [f"| {r['kernel']} | {'yes' if r['equal_to_original'] else 'no'} | {r['cold_median_us']:.2f} | "
           f"{r['back_to_back_us']:.2f} | {r['registers']} |" for r in rows]
    results.write_results(stem, rec, "\n".join(md) + "\n")
    print("\n".join(md))
    return 0


if __name__ == "__main__":
    sys.exit(main())
