"""The simulator's texture fetches against stored H100 outputs, bit for bit.

``benchmarks/results/surfaces-h100-2026-11-27-final/caseNN.npz`` hold what the H100
returned for ``scripts/gpu_surfaces.py``'s cases (inputs: the script's seed 20261127); the
simulator must return the same bits (docs/textures.md: the linear-filtering rules were
fitted to these files and checked on held-out data)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import numpy as np

import warpsmith as ws

ROOT = Path(__file__).resolve().parents[1]
FINAL = ROOT / "benchmarks" / "results" / "surfaces-h100-2026-11-27-final"


def _surfaces():
    spec = importlib.util.spec_from_file_location("gpu_surfaces", ROOT / "scripts" /
                                                  "gpu_surfaces.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_linear_fetches_equal_the_h100(tmp_path):
    g = _surfaces()
    src = tmp_path / "k.cu"
    src.write_text(g.source())
    prog = ws.read(str(src))
    checked = 0
    for j, (name, kname, args) in enumerate(g.cases(np.random.default_rng(20261127))):
        if "linear" not in name:
            continue
        gpu = np.load(FINAL / f"case{j:02d}.npz")["gpu_out"]
        full = dict(args, **g._outputs(kname, args))
        sim = ws.run(prog.kernel(kname), ws.Launch(grid=g.N // 128, block=128), full,
                     "cpu").outputs["out"]
        bad = int(np.sum(np.asarray(sim).view(np.uint32) != gpu.view(np.uint32)))
        assert bad == 0, (name, bad)
        checked += 1
    assert checked == 10


SAMPLE = ROOT / "tests" / "data" / "fidelity_h100_sample.npz"


def test_fidelity_run_sample_equals_the_h100(tmp_path):
    """A sample of the GPU outputs of ``benchmarks/results/fidelity-h100-2026-11-27``
    (scripts/gpu_fidelity.py, seed 1; every 1D, 2D and 3D texture case there is equal
    except 46 of 49152 3D fetches of texels 2^-40..2^40 apart, docs/textures.md): weights
    of normalized coordinates, the texels' alignment, special and subnormal texels,
    snorm8/unorm8/unorm16 filtered as integers, the 3D slice sums."""
    spec = importlib.util.spec_from_file_location("gpu_fidelity",
                                                  ROOT / "scripts" / "gpu_fidelity.py")
    f = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(f)
    z = np.load(SAMPLE)
    tags = {k[:-5] for k in z.files if k.endswith("__idx")}
    stored = {t: (z[t + "__idx"], z[t + "__gpu"]) for t in tags}
    f.configure([str(tmp_path), "--seed", "1", "--no-gpu"])
    f.REPLAY = stored
    parts = {"pairs": f.part_pairs, "unorm": f.part_unorm, "3d": f.part_3d,
             "ramp": f.part_ramp, "2d": f.part_2d, "w1d": f.part_w1d}
    seen = 0
    for name, fn in parts.items():
        for case, rec in fn(None).items():
            if "mismatches" in rec:
                assert rec["mismatches"] == 0, (name, case, rec["first"])
                seen += 1
    assert seen == len(tags)
