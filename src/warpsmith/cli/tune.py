"""``warpsmith tune``: auto-tune a kernel over tunables (issue 20) through ``ws.tune``,
with a progress bar (best so far, evaluations, failures, ETA); prints the best
configuration (``--json``: the whole run as JSON) and writes it as a C header
(``--header OUT.h``)."""

from __future__ import annotations

import argparse
import sys

from .. import api
from ..ir.errors import LaunchError
from .common import add_json_option, defines, examples, print_json


def _value(text: str):
    for cast in (int, float):
        try:
            return cast(text)
        except ValueError:
            pass
    return text


def params(items) -> dict:
    """``--param NAME=v1,v2,..`` options as Kernel Tuner's ``tune_params``."""
    out = {}
    for item in items or []:
        name, eq, values = item.partition("=")
        name = name.strip()
        if not eq or not name.isidentifier() or not values.strip():
            raise LaunchError(f"--param {item!r}: expected NAME=v1,v2,...")
        out[name] = [_value(v.strip()) for v in values.split(",") if v.strip()]
    return out


def problem_size(text: str | None):
    """``--problem-size X[,Y[,Z]]`` (numbers or expressions over the tunables)."""
    if not text:
        raise LaunchError("--problem-size is required (X[,Y[,Z]])")
    return tuple(_value(p.strip()) for p in text.split(","))


def arguments(items) -> dict:
    """``--arg NAME=SPEC`` options (``float32[1024]:random``, ``1024``)."""
    out = {}
    for item in items or []:
        name, eq, value = item.partition("=")
        if not eq:
            raise LaunchError(f"--arg {item!r}: expected NAME=VALUE")
        out[name.strip()] = value.strip()
    return out


class _Progress:
    """A rich progress bar fed by ``on_result`` (nothing, and rich is not imported, when
    it is off: ``--json`` or no terminal)."""

    def __init__(self, total: int | None, unit: str, enabled: bool):
        self.enabled = enabled
        if not enabled:
            return
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, TextColumn,
                                   TimeRemainingColumn)

        self.progress = Progress(TextColumn("[bold]tune"), BarColumn(), MofNCompleteColumn(),
                                 TextColumn("{task.fields[status]}"), TimeRemainingColumn(),
                                 transient=True, disable=not enabled,
                                 console=None if enabled else None)
        self.task = self.progress.add_task("tune", total=total, status="")

    def __enter__(self):
        if self.enabled:
            self.progress.__enter__()
        return self

    def __exit__(self, *exc):
        if self.enabled:
            self.progress.__exit__(*exc)

    def __call__(self, result, fresh, ev) -> None:
        if not self.enabled:
            return
        _i, best = ev.best()
        best = ev.value(best)
        status = f"best {best:.4g}" if best == best and abs(best) != float("inf") else "best -"
        self.progress.update(self.task, completed=len(ev.order),
                             status=f"{status}  failures {ev.failures}")


def _model_order(args: argparse.Namespace) -> dict:
    """The ``order`` option of the strategies that use the model (warpsmith.tune.consensus);
    nothing for the others, which take no such option."""
    if args.strategy in ("model_ranked", "learned", "gp"):
        return {"order": args.model_order}
    return {}


def cmd_tune(args: argparse.Namespace) -> int:
    """Tune and print the best configuration (or the run's JSON)."""
    tune_params = params(args.param)
    if not tune_params and not args.replay:
        raise LaunchError("give at least one --param NAME=v1,v2,...")
    grid_div = tuple(_divisor(d) for d in (args.grid_div_x, args.grid_div_y, args.grid_div_z))
    correction = args.model_correction and args.strategy == "model_ranked"
    if correction and not api.model_correction_available():
        print(f"warning: {api.NO_CORRECTION}", file=sys.stderr)
        correction = False
    with _Progress(args.budget, "", sys.stderr.isatty() and not args.json) as bar:
        report = api.tune(args.file, args.kernel, problem_size=problem_size(args.problem_size)
                          if not args.replay else None, tune_params=tune_params,
                          arguments=arguments(args.arg), restrictions=args.restrict or None,
                          grid_div=grid_div, defines=defines(args.define),
                          backend=args.backend, strategy=args.strategy, budget=args.budget,
                          seconds=args.seconds, seed=args.seed, store=args.store,
                          replay=args.replay, objective=args.objective, device=args.device,
                          on_result=bar, prune_compile=args.prune_compile,
                          model_correction=correction, **_model_order(args))
    if args.header:
        with open(args.header, "w") as f:
            f.write(report.header())
    if args.json:
        print_json(report.as_json())
    else:
        report.write()
        if args.header:
            print(f"wrote {args.header}")
    return 0 if report.best is not None else 1


def _divisor(text):
    if text is None:
        return None
    parts = [p.strip() for p in text.split(",") if p.strip()]
    vals = [_value(p) for p in parts]
    return vals[0] if len(vals) == 1 else vals


def add_parsers(sub) -> None:
    """``tune``."""
    p = sub.add_parser("tune", help="auto-tune a kernel over tunables: -D macros, block "
                                    "sizes, warpsmith's transformations (issue 20)",
                       epilog=examples("warpsmith tune examples/matadd.cu --kernel matAdd -D N=64 "
                                       "--problem-size 64,64 --param block_size_x=16,32 "
                                       "--param block_size_y=2,4 --arg a=int32[4096] "
                                       "--arg b=int32[4096] --arg c=int32[4096] "
                                       "--strategy exhaustive --budget 4"))
    p.add_argument("file", help="a .cu or .cl file (with --replay: ignored for measuring)")
    p.add_argument("--kernel", "-k", required=True, help="kernel name (required)")
    p.add_argument("--problem-size", help="X[,Y[,Z]]: the grid is problem size / block size "
                                          "(or / --grid-div-*)")
    p.add_argument("--param", action="append", metavar="NAME=v1,v2,..",
                   help="a tunable and its values (repeatable); block_size_x/y/z set the "
                        "block; ws_coarsen_factor, ws_memopt, ws_maxrreg are warpsmith's "
                        "transformations")
    p.add_argument("--restrict", action="append", metavar="EXPR",
                   help="a restriction over the tunables, e.g. 'block_size_x*tile<=1024'")
    p.add_argument("--grid-div-x", metavar="D[,D..]", help="divisors of the x extent "
                                                           "(default block_size_x)")
    p.add_argument("--grid-div-y", metavar="D[,D..]", help="divisors of the y extent "
                   "(default block_size_y)")
    p.add_argument("--grid-div-z", metavar="D[,D..]", help="divisors of the z extent "
                   "(default block_size_z)")
    p.add_argument("--arg", action="append", metavar="NAME=SPEC",
                   help="a kernel argument, as warpsmith run takes it (repeatable)")
    p.add_argument("-D", dest="define", action="append", metavar="NAME[=VALUE]",
                   help="a fixed macro (repeatable)")
    p.add_argument("--backend", choices=("cpu", "cuda"), default="cpu",
                   help="cpu: the simulator (a cost, not a time); cuda: measure on the GPU")
    p.add_argument("--strategy", default="random",
                   help="exhaustive, random, annealing, genetic, ils, model_ranked, "
                        "learned, bayes, gp (default random)")
    p.add_argument("--model-order", choices=("consensus", "predicted"), default="consensus",
                   help="which of the model's best configurations model_ranked, learned and "
                        "gp measure first: the consensus of its near-ties (default) or its "
                        "lowest predictions")
    p.add_argument("--model-correction", action=argparse.BooleanOptionalAction,
                   default=api.MODEL_CORRECTION,
                   help="model_ranked: rank by the model's prediction corrected by what "
                        "was learned of its errors on other kernels' measured spaces "
                        f"(default {'on' if api.MODEL_CORRECTION else 'off'})")
    p.add_argument("--budget", type=int, metavar="N", help="unique evaluations")
    p.add_argument("--seconds", type=float, help="budget in seconds of compile + run time")
    p.add_argument("--seed", type=int, default=0,
                   help="seed of the strategy's random choices (default 0)")
    p.add_argument("--objective", default="time", choices=("time", "energy", "gflops"),
                   help="what to minimize (gflops: maximize); energy needs NVML")
    p.add_argument("--device", default="h100", help="hardware description (limits, model)")
    p.add_argument("--prune-compile", action="store_true",
                   help="compile every configuration with NVRTC first and prune those the "
                        "device cannot run (registers x threads, shared memory)")
    p.add_argument("--store", metavar="PATH", help="SQLite results store (resumes a run)")
    p.add_argument("--replay", metavar="PATH",
                   help="search a stored exhaustive space (a store or a Kernel Tuner cache "
                        ".json) instead of measuring")
    p.add_argument("--header", metavar="OUT.h", help="write the best configuration as "
                                                     "#defines")
    add_json_option(p)
    p.set_defaults(func=cmd_tune)
