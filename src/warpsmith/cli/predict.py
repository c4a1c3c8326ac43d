"""``warpsmith predict``: the analytical model's predicted time of one launch (paper 000)."""

from __future__ import annotations

import argparse

from .. import api
from .common import (add_json_option, add_launch_options, add_source_options, geometry,
                     launch, print_json, read_kernel)


def cmd_predict(args: argparse.Namespace) -> int:
    """Print the prediction of one launch (or its JSON object)."""
    _, kernel = read_kernel(args)
    grid, block = geometry(args)
    params = api.scalar_params(kernel, args.param)
    result = api.predict(kernel, launch(grid, block, params, args.dynamic_shared),
                         args.device, mode=args.mode, registers=args.registers)
    if args.json:
        print_json(result.as_json(details=args.details))
    else:
        result.write()
    return 0


def add_parsers(sub) -> None:
    """``predict``."""
    p = sub.add_parser("predict", help="predict a launch's time with the analytical model "
                                       "(string model, per-warp latency; paper 000)")
    add_source_options(p)
    add_launch_options(p)
    p.add_argument("--param", action="append", metavar="NAME=VALUE",
                   help="value of a scalar kernel parameter (trip counts and conditions use "
                        "it; repeatable)")
    p.add_argument("--device", default="h100",
                   help="hardware description: h100, h200, a100, gtx480, 8800gtx, ... "
                        "(default h100; see warpsmith devices)")
    p.add_argument("--mode", choices=api.predict_modes(), default="auto",
                   help="thread-dependent conditions: auto (symbolic, else replay, else "
                        "bounds), symbolic, replay, bounds")
    p.add_argument("--registers", type=int, metavar="N",
                   help="registers per thread (default: NVRTC's count, or an estimate)")
    p.add_argument("--dynamic-shared", type=int, default=0, metavar="BYTES",
                   help="bytes of dynamic shared memory per block")
    add_json_option(p)
    p.add_argument("--details", action="store_true",
                   help="with --json: also the tokens, terms, resources and notes")
    p.set_defaults(func=cmd_predict)
