"""Re-simulate stored H100 texture runs with the current simulator and count the values
that differ, bit for bit (CPU only; docs/textures.md quotes its output).

* ``surfaces-h100-2026-11-27-final/``: every GPU output is stored (``caseNN.npz``);
* ``surfaces-h100-2026-11-27-heldout-seed7/`` and ``texture-h100-2026-11-27-heldout/``
  store only the first mismatches of each case against the simulator of their commit
  (962d088): the GPU's values there are known where listed, and equal to that simulator's
  elsewhere up to the last listed index (``--old-src``: a checkout of that simulator's
  ``src``; without it these two are skipped);
* ``fidelity-h100-*`` (``scripts/gpu_fidelity.py``; ``--fidelity DIR``, repeatable): every
  GPU output of its texture parts is stored (``tex.npz``); the inputs come from its seed.

  With its ``mufu.npz``, also the MUFU dumps and cuRAND's Box-Muller (:func:`check_mufu`).

Usage: python3 scripts/fidelity_check.py [--old-src DIR] [--fidelity DIR ...] [--json OUT]
"""

from __future__ import annotations

import importlib.util
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
RES = ROOT / "benchmarks" / "results"
sys.path.insert(0, os.environ.get("FIDELITY_SRC", str(ROOT / "src")))


def _module(name: str):
    spec = importlib.util.spec_from_file_location(name, ROOT / "scripts" / f"{name}.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules[name] = mod
    spec.loader.exec_module(mod)
    return mod


def _bad(a, b) -> int:
    a, b = np.asarray(a).reshape(-1), np.asarray(b).reshape(-1)
    return int(np.sum(a.view(np.uint32) != b.view(np.uint32)))


def _surfaces_outputs(seed: int) -> list:
    """(name, simulator output) of every gpu_surfaces case at ``seed``."""
    import tempfile

    import warpsmith as ws
    g = _module("gpu_surfaces")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "k.cu"
        src.write_text(g.source())
        prog = ws.read(str(src))
        out = []
        for name, kname, args in g.cases(np.random.default_rng(seed)):
            full = dict(args, **g._outputs(kname, args))
            r = ws.run(prog.kernel(kname), ws.Launch(grid=g.N // 128, block=128), full, "cpu")
            out.append((name, np.asarray(r.outputs["out"])))
    return out


def _texture_outputs() -> list:
    import tempfile

    import warpsmith as ws
    g = _module("gpu_texture")
    with tempfile.TemporaryDirectory() as tmp:
        src = Path(tmp) / "k.cu"
        src.write_text("\n".join(g.KERNELS.values()))
        prog = ws.read(str(src))
        out = []
        for name, kname, args, _ in g.cases(np.random.default_rng(20261126)):
            lanes = 4 if kname == "rgba" else 1
            full = dict(args, out=np.zeros(g.N * lanes, np.float32), n=np.int32(g.N))
            r = ws.run(prog.kernel(kname), ws.Launch(grid=g.N // 128, block=128), full, "cpu")
            out.append((name, np.asarray(r.outputs["out"])))
    return out


def check_final() -> dict:
    d = RES / "surfaces-h100-2026-11-27-final"
    rec = {}
    for j, (name, sim) in enumerate(_surfaces_outputs(20261127)):
        gpu = np.load(d / f"case{j:02d}.npz")["gpu_out"]
        rec[name] = {"mismatches": _bad(sim, gpu), "of": int(gpu.size)}
    return rec


def _listed(new: list, old: list, cases: list, first_of) -> dict:
    rec = {}
    for (name, n), (_, o), c in zip(new, old, cases):
        first, total = first_of(c)
        if first is None:
            continue
        n, o = n.reshape(-1), o.reshape(-1)
        last = first[-1]["i"] if total > len(first) else o.size - 1
        gpu = o[:last + 1].copy()
        for m in first:
            gpu[m["i"]] = np.float32(m["gpu"])
        rec[name] = {"gpu_mismatches_then": total, "checked_values": last + 1,
                     "mismatches_now": _bad(n[:last + 1], gpu)}
    return rec


def _old_outputs(old_src: str, which: str) -> list:
    """The outputs of ``which`` (surfaces at seed 7, or texture) by the simulator in
    ``old_src``, computed in a subprocess that imports that ``warpsmith``."""
    out = subprocess.run([sys.executable, __file__, "--dump", which], capture_output=True,
                         check=True, env=dict(os.environ, FIDELITY_SRC=old_src))
    return pickle.loads(out.stdout)


def check_heldout(old_src: str) -> dict:
    s7 = json.loads((RES / "surfaces-h100-2026-11-27-heldout-seed7" / "surfaces.json")
                    .read_text())

    def sfirst(c):
        o = c.get("outputs", {}).get("out")
        return (o["first"], o["mismatches"]) if isinstance(o, dict) else (None, 0)
    rec = {"surfaces-h100-2026-11-27-heldout-seed7": _listed(
        _surfaces_outputs(7), _old_outputs(old_src, "surfaces"), s7["cases"],
        sfirst)}
    tx = json.loads((RES / "texture-h100-2026-11-27-heldout" / "texture.json").read_text())
    rec["texture-h100-2026-11-27-heldout"] = _listed(
        _texture_outputs(), _old_outputs(old_src, "texture"), tx["cases"],
        lambda c: (c.get("first_mismatches"), c.get("mismatches", 0)))
    return rec


def check_fidelity(d: Path) -> dict:
    """Every texture case of a gpu_fidelity.py run, re-simulated (its seed) and compared."""
    import tempfile
    rep = json.loads((d / "fidelity.json").read_text())
    saved = np.load(d / "tex.npz")
    sys.path.insert(0, str(ROOT / "scripts"))
    f = _module("gpu_fidelity")
    with tempfile.TemporaryDirectory() as tmp:
        got = f.replay(rep, saved, Path(tmp))
    out = {part: {k: {"mismatches": v.get("mismatches"), "of": v.get("n")}
                  for k, v in cases.items()} for part, cases in got.items()}
    if "surf00_gpu_out" in saved.files:  # gpu_surfaces.py's cases at the run's seed
        out["surfaces"] = {"seed": rep["surfaces_seed"]}
        for j, (name, sim) in enumerate(_surfaces_outputs(rep["surfaces_seed"])):
            gpu = saved[f"surf{j:02d}_gpu_out"]
            out["surfaces"][name] = {"mismatches": _bad(sim, gpu), "of": int(gpu.size)}
    return out


def _mufu_table(rep: dict, z, key: str):
    """(inputs, the GPU's outputs) of one MUFU dump of mufu.npz (first value + int8
    differences + the differences int8 could not hold)."""
    r = rep[key]
    diff = z[key + "_diff"].astype(np.int64)
    diff[z[key + "_bigi"]] = z[key + "_bigv"]
    bits = np.concatenate([[r["first"]], r["first"] + np.cumsum(diff)]).astype(np.int64)
    x = (np.arange(r["n"], dtype=np.uint64) + r["start_bits"]).astype(np.uint32)
    return x.view(np.float32), bits.astype(np.uint32).view(np.float32)


def check_mufu(d: Path) -> dict:
    """The fast-math dumps of a gpu_fidelity.py run (``mufu.npz``): how often each MUFU
    result is the correctly rounded value of its reduced input (``sin.approx(x)`` is
    MUFU.SIN of ``x * 0.15915494`` rounded toward zero, per the run's SASS), and cuRAND's
    Box-Muller: the simulator's steps (``sim_curand.box_muller``) against the GPU, and the
    same steps with the GPU's own MUFU values wherever ``v`` lies in a dumped domain."""
    from warpsmith.backends import sim_curand as C
    from warpsmith.backends.sim_libdevice import fma32, logf
    f32 = np.float32
    rep = json.loads((d / "fidelity.json").read_text())["parts"]["mufu"]["result"]
    z = np.load(d / "mufu.npz")
    out, tables = {}, {}
    for key in [k for k in rep if isinstance(rep[k], dict) and "start_bits" in rep[k]]:
        x, y = _mufu_table(rep, z, key)
        op = key.split("_")[0]
        xd = x.astype(np.float64)
        if op in ("sin", "cos"):
            t = xd * float(f32(0.15915494))
            tr = t.astype(f32)
            tr = np.where(np.abs(tr.astype(np.float64)) > np.abs(t), np.nextafter(tr, f32(0)), tr)
            ref = (np.sin if op == "sin" else np.cos)(2 * np.pi * tr.astype(np.float64))
            tables[key] = (int(x[:1].view(np.uint32)[0]), y)
        else:
            ref = {"lg2": np.log2, "ex2": np.exp2}[op](xd)
        err = np.abs(y.astype(np.float64) - ref)
        out[key] = {"n": int(x.size), "correctly_rounded": round(float(np.mean(
            ref.astype(f32).view(np.uint32) == y.view(np.uint32))), 4),
            "max_abs_error_log2": round(float(np.log2(err.max())), 2)}
    xy = z["boxmuller_xy"]
    gpu = z["boxmuller_out"]
    x, y = xy[0::2], xy[1::2]
    sn, cs = C.box_muller(x, y)
    bm = {"pairs": int(x.size),
          "sin_differ": int(np.sum(sn.view(np.uint32) != gpu[0::2].view(np.uint32))),
          "cos_differ": int(np.sum(cs.view(np.uint32) != gpu[1::2].view(np.uint32)))}
    v = fma32(y.astype(f32), C._INV32_2PI, f32(C._INV32_2PI / f32(2)))
    s = np.sqrt((f32(-2.0) * logf(C.uniform(x))).astype(f32)).astype(f32)
    vb = v.view(np.uint32).astype(np.int64)
    inside = differ = 0
    for key, (start, ys) in tables.items():
        op, dom = key.split("_", 1)
        m = (vb >= start) & (vb < start + ys.size)
        got = (ys[vb[m] - start] * s[m]).astype(f32)
        want = gpu[0::2][m] if op == "sin" else gpu[1::2][m]
        inside += int(m.sum())
        differ += int(np.sum(got.view(np.uint32) != want.view(np.uint32)))
    bm["with_the_gpu_mufu_values"] = {"values": inside, "differ": differ}
    out["box_muller"] = bm
    out["logf"] = {k: rep[k] for k in rep if k.startswith("logf")}
    return out


def main() -> int:
    args = sys.argv[1:]
    if args[:1] == ["--dump"]:
        fn = _surfaces_outputs if args[1] == "surfaces" else _texture_outputs
        res = fn(7) if args[1] == "surfaces" else fn()
        sys.stdout.buffer.write(pickle.dumps(res))
        return 0
    out = {"commit": subprocess.run(["git", "rev-parse", "HEAD"], capture_output=True,
                                    text=True, cwd=ROOT).stdout.strip(),
           "surfaces-h100-2026-11-27-final": check_final()}
    if "--old-src" in args:
        out["heldout"] = check_heldout(args[args.index("--old-src") + 1])
    for k, a in enumerate(args):
        if a == "--fidelity":
            d = Path(args[k + 1])
            out[d.name] = check_fidelity(d)
            if (d / "mufu.npz").exists():
                out[d.name]["mufu"] = check_mufu(d)
    text = json.dumps(out, indent=1)
    if "--json" in args:
        Path(args[args.index("--json") + 1]).write_text(text + "\n")
    print(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
