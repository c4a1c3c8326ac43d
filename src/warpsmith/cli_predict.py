"""``warpsmith predict``: the analytical model's predicted time of one launch (paper 000)."""

from __future__ import annotations

import argparse
import textwrap

from .ir.errors import LaunchError


def scalar_params(fn, items: list[str] | None) -> dict:
    """``--param NAME=VALUE`` values; NAME must be a scalar parameter of the kernel."""
    from .ir.types import ScalarType

    params = {p.name: p for p in fn.params}
    out = {}
    for item in items or []:
        name, eq, value = item.partition("=")
        name = name.strip()
        if not eq or not name:
            raise LaunchError(f"--param {item!r}: expected NAME=VALUE")
        p = params.get(name)
        if p is None:
            raise LaunchError(f"--param {name}: kernel {fn.name} has no parameter {name} "
                              f"(parameters: {', '.join(params) or 'none'})", fn.loc)
        if not isinstance(p.type, ScalarType):
            raise LaunchError(f"--param {name}: {name} is a {p.type} parameter; only scalar "
                              "parameters take a value", fn.loc)
        if not p.type.is_integer:
            continue  # float values do not change trip counts or conditions
        try:
            out[name] = int(value.strip(), 0)
        except ValueError:
            raise LaunchError(f"--param {name}={value}: {name} is an integer parameter; "
                              "give an integer", fn.loc) from None
    return out


def cmd_predict(args: argparse.Namespace) -> int:
    from .ir.launch import dim3
    from .cli import _pick_kernel, _print_json, _read
    from .pipeline_predict import predict_kernel

    module = _read(args, args.kernel)
    fn = _pick_kernel(module, args.kernel, args.file)
    grid = dim3(args.grid, "--grid")
    block = dim3(args.block, "--block")
    params = scalar_params(fn, args.param)
    pred = predict_kernel(module, fn.name, grid, block, params=params, device=args.device,
                          mode=args.mode, registers=args.registers,
                          dynamic_shared=args.dynamic_shared)
    if args.json:
        _print_json(pred.details_json() if args.details else pred.as_json())
        return 0
    print_prediction(pred, grid, block)
    return 0


def print_prediction(pred, grid, block) -> None:
    """The prediction for people: launch, resources, string model, time, bottleneck."""
    r = pred.resources
    print(f"{pred.kernel} on {pred.device}: grid {list(grid)}, block {list(block)}")
    print(f"  registers {r.get('registers')} ({r.get('registers_source')}), shared "
          f"{r.get('shared_static_bytes')} B, {r.get('active_blocks_per_sm')} blocks/SM "
          f"(limited by {r.get('limiting')}), N_warps {pred.n_warps}")
    print("  string model:")
    for line in textwrap.wrap(pred.string_model, 96, break_long_words=False):
        print(f"    {line}")
    lo, hi = pred.bounds
    span = "" if abs(hi - lo) <= 1e-12 * max(1.0, hi) else f" (bounds {lo:.4g} .. {hi:.4g} ms)"
    print(f"  predicted time: {pred.predicted_ms:.4g} ms{span}")
    print(f"  bottleneck: {pred.bottleneck}")
    nbc = "inf" if pred.nbc_avg == float("inf") else f"{pred.nbc_avg:.4g}"
    print(f"  cc {pred.cc:.3g}, cs {pred.cs:.3g}, cr {pred.cr:.3g}, NBC_avg {nbc}, "
          f"warp latency {pred.warp_latency_cycles:.4g} cycles")
    for where, method in pred.methods.items():
        print(f"  condition {where}: {method}")
    for n in pred.notes:
        print(f"  note: {n}")


def add_predict_parser(sub, add_source_options) -> None:
    from .model.predict_resolve import MODES

    p = sub.add_parser("predict", help="predict a launch's time with the analytical model "
                                       "(string model, per-warp latency; paper 000)")
    add_source_options(p)
    p.add_argument("--grid", required=True, help="blocks (work-groups): X[,Y[,Z]]")
    p.add_argument("--block", required=True, help="threads per block (local size): X[,Y[,Z]]")
    p.add_argument("--param", action="append", metavar="NAME=VALUE",
                   help="value of a scalar kernel parameter (trip counts and conditions use "
                        "it; repeatable)")
    p.add_argument("--device", default="h100",
                   help="hardware description: h100, h200, a100, gtx480, 8800gtx, ... "
                        "(default h100; see warpsmith devices)")
    p.add_argument("--mode", choices=MODES, default="auto",
                   help="thread-dependent conditions: auto (symbolic, else replay, else "
                        "bounds), symbolic, replay, bounds")
    p.add_argument("--registers", type=int, metavar="N",
                   help="registers per thread (default: NVRTC's count, or an estimate)")
    p.add_argument("--dynamic-shared", type=int, default=0, metavar="BYTES",
                   help="bytes of dynamic shared memory per block")
    p.add_argument("--json", action="store_true", help="print one JSON object")
    p.add_argument("--details", action="store_true",
                   help="with --json: also the tokens, terms, resources and notes")
    p.set_defaults(func=cmd_predict)
