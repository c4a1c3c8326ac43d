#!/usr/bin/env python3
"""The model's predicted time of every configuration of the six run-2 H100 tuning spaces
(``benchmarks/results/tuning-h100-2026-11-26-run2/``), computed once on the CPU and stored,
so that the ``model_ranked`` strategy of the replay comparison (``tune_compare.py
--predictions``) is replayable without the kernels' CPU replays (issue 20, section 7).

    python3 benchmarks/rank_predictions.py --out benchmarks/results/tune-predictions-run2-2026-11-26.json

The five ``.cu`` spaces are ranked by :func:`warpsmith.tune.rank.rank` (the parse shared
across configurations, the sampled replay) at their GPU problem size; the coarsening space
(warpsmith's own transformation of floydWarshall, no ``-D`` file) is predicted per
configuration on the coarsened kernel (:func:`warpsmith.pipeline_predict.predict_kernel`
with the same sampled replay). A configuration the model cannot predict (or that cannot
be built) is ``null``. The output maps each space's cache file name to ``{cache key:
predicted ms}`` under ``predictions``, with the date, command, commit and CPU seconds.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HERE = Path(__file__).resolve().parent
if str(ROOT / "src") not in sys.path:
    sys.path.insert(0, str(ROOT / "src"))

from rank_accuracy import _commit, _cpu, spaces_module  # noqa: E402

DATA = HERE / "results" / "tuning-h100-2026-11-26-run2"
SPACES = ("transpose", "reduction", "stencil", "convolution", "matmul", "coarsening")


def cache_configs(name: str, data: Path = DATA) -> tuple[str, list[dict]]:
    """The cache file name of space ``name`` (in folder ``data``) and every configuration
    recorded in it that is not InvalidConfig."""
    [path] = sorted(data.glob(f"tuning-{name}-*.json"))
    doc = json.loads(path.read_text())
    keys = doc["tune_params_keys"]
    cfgs = [{k: rec[k] for k in keys} for rec in doc["cache"].values()
            if rec.get("time") != "InvalidConfig"]
    return path.name, cfgs


def cache_device(path: Path) -> str:
    """The hardware description the model uses for the GPU a measured cache was taken on
    (its ``device_name``; ``tune.results.model_device``: ``h200`` for an H200)."""
    from warpsmith.tune.results import model_device

    return model_device(json.loads(path.read_text()).get("device_name"))


def arg_names(sp, cfg: dict) -> set:
    """The names of the kernel's arguments (and ``__constant__`` arrays) of space ``sp``, from
    its argument builder at the smallest size."""
    import numpy as np

    return set(sp.args(np.random.default_rng(0), sp.dims("ci", cfg)))


#: the seed the tuning runner makes a space's data with (``tuning_runner.SEED``)
RUNNER_SEED = 20


def predict_cu(sp, cfgs: list[dict], jobs: int, cache_dir, details: bool = False,
               with_data: bool = False, ablate: tuple = (), device: str = "h100",
               enable: tuple = ()) -> list:
    """Predicted ms of each configuration of a ``.cu`` space (``rank``); with
    ``details``, the model's Prediction (or the error) of each instead. ``with_data``: the
    model's replays run on the data the measured run used (``sp.args`` with the runner's
    seed at the GPU size; configurations grouped by their sizes), as ``ws.tune`` gives the
    model the user's arguments; else on buffers of ones."""
    if with_data:
        import numpy as np

        groups: dict = {}
        for i, c in enumerate(cfgs):
            groups.setdefault(tuple(sorted(sp.dims("gpu", c).items())), []).append(i)
        out: list = [None] * len(cfgs)
        for dims, idx in groups.items():
            data = sp.args(np.random.default_rng(RUNNER_SEED), dict(dims))
            got = predict_cu_args(sp, [cfgs[i] for i in idx], jobs, cache_dir, details,
                                  args=data, ablate=ablate, device=device, enable=enable)
            for i, v in zip(idx, got):
                out[i] = v
        return out
    return predict_cu_args(sp, cfgs, jobs, cache_dir, details, ablate=ablate, device=device,
                           enable=enable)


def predict_cu_args(sp, cfgs, jobs, cache_dir, details=False, args=None,
                    ablate: tuple = (), device: str = "h100", enable: tuple = ()) -> list:
    """:func:`predict_cu` for configurations sharing ``args`` (None: buffers of ones)."""
    from warpsmith.tune.rank import rank

    def launch(cfg):
        return sp.grid(cfg, sp.dims("gpu", cfg)), sp.block(cfg)

    # the kernel's integer arguments among the sizes (a size that only sets the problem,
    # like bitonic's n, is no argument: the model refuses a parameter the kernel lacks);
    # the same names for every configuration
    names = arg_names(sp, cfgs[0]) if cfgs else set()

    def params(cfg):
        return {k: int(v) for k, v in sp.dims("gpu", cfg).items()
                if isinstance(v, int) and not isinstance(v, bool) and k in names}

    return rank(str(sp.path), sp.kernel, cfgs, launch=launch, params=params, jobs=jobs,
                cache_dir=cache_dir, details=details, args=args, ablate=ablate,
                device=device, enable=enable)


def predict_coarsening(sp, cfgs: list[dict], jobs: int = 1) -> list[float]:
    """Predicted ms of each coarsening configuration (the coarsened kernel itself), in a
    pool of ``jobs`` processes."""
    if jobs > 1 and len(cfgs) > 1:
        import concurrent.futures as cf
        import multiprocessing as mp

        size = -(-len(cfgs) // (4 * jobs))
        chunks = [cfgs[i:i + size] for i in range(0, len(cfgs), size)]
        with cf.ProcessPoolExecutor(jobs, mp_context=mp.get_context("fork")) as pool:
            # the space by name: its lambdas do not pickle (the workers look it up)
            parts = pool.map(_predict_coarsening_named, [sp.name] * len(chunks), chunks)
            return [v for part in parts for v in part]
    from warpsmith.backends.block_replay import run_block_sampled
    from warpsmith.ir import find_kernel
    from warpsmith.ir.errors import WarpsmithError
    from warpsmith.pipeline_predict import predict_kernel
    from warpsmith.tune.coarsen_space import int_params

    out = []
    for cfg in cfgs:
        built = sp.build(cfg, sp.dims("gpu", cfg))
        if isinstance(built, str):
            out.append(math.inf)
            continue
        module, kernel, grid, block, dims = built
        try:
            params = int_params(find_kernel(module, kernel), dims)
            out.append(float(predict_kernel(module, kernel, grid, block, params=params,
                                            device="h100",
                                            replay=run_block_sampled).predicted_ms))
        except WarpsmithError:
            out.append(math.inf)
    return out


def _predict_coarsening_named(name: str, cfgs: list[dict]) -> list[float]:
    """:func:`predict_coarsening` of space ``name`` in this process (a pool worker)."""
    return predict_coarsening(spaces_module().SPACES[name], cfgs, 1)


def main(argv=None) -> int:
    """Predict the spaces named by ``--spaces`` and write (or extend) ``--out``."""
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--spaces", default=",".join(SPACES))
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--cache-dir", help="on-disk prediction cache (rank's cache_dir)")
    ap.add_argument("--data", default=str(DATA),
                    help="folder of the measured caches (default: the run-2 spaces; the "
                         "held-out four: benchmarks/results/tuning-heldout-h100-2026-11-27)")
    ap.add_argument("--with-data", action="store_true",
                    help="replay on the measured run's data (the runner's seed), as ws.tune "
                         "gives the model the user's arguments; default: buffers of ones")
    ap.add_argument("--device", help="the hardware description to predict on (default: "
                    "the measured caches' GPU, h200 for an H200, else h100)")
    ap.add_argument("--enable", default="",
                    help="RULE[,RULE]: model mechanisms off by default to turn on "
                         "(model.predict.OFF_BY_DEFAULT)")
    ap.add_argument("--ablate", default="",
                    help="RULE[,RULE]: model mechanisms to turn off (model.predict.ABLATIONS)")
    a = ap.parse_args(argv)
    ablate = tuple(x for x in a.ablate.split(",") if x)
    out = Path(a.out)
    doc = json.loads(out.read_text()) if out.is_file() else {
        "what": "the model's predicted time (ms) of every configuration of the run-2 H100 "
                "tuning spaces, for tune_compare.py --predictions", "predictions": {},
        "runs": []}
    mod = spaces_module()
    for name in [s for s in a.spaces.split(",") if s]:
        fname, cfgs = cache_configs(name, Path(a.data))
        sp = mod.ALL[name]
        c0, w0 = _cpu(), time.time()
        device = a.device or cache_device(Path(a.data) / fname)
        ms = (predict_coarsening(sp, cfgs, a.jobs) if sp.build is not None else
              predict_cu(sp, cfgs, a.jobs, a.cache_dir, with_data=a.with_data,
                         ablate=ablate, device=device,
                         enable=tuple(x for x in a.enable.split(",") if x)))
        doc["predictions"][fname] = {sp.key(c): (v if math.isfinite(v) else None)
                                     for c, v in zip(cfgs, ms)}
        doc["runs"].append({"space": fname, "configs": len(cfgs), "device": device,
                            "unpredicted": sum(not math.isfinite(v) for v in ms),
                            "cpu_s": round(_cpu() - c0, 1), "wall_s": round(time.time() - w0, 1),
                            "command": "python3 benchmarks/rank_predictions.py "
                                       + " ".join(sys.argv[1:] if argv is None else argv),
                            "commit": _commit(), "date": time.strftime("%Y-%m-%d")})
        out.write_text(json.dumps(doc, indent=0) + "\n")
        print(f"{name}: {doc['runs'][-1]}", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
