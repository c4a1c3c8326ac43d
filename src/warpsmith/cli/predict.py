"""``warpsmith predict``: the analytical model's predicted time of one launch (paper 000)."""

from __future__ import annotations

import argparse

from .. import api
from .common import (add_arg_option, add_json_option, add_launch_options, add_source_options,
                     arg_items, examples, geometry, launch, non_negative, print_json,
                     read_kernel)


def cmd_predict(args: argparse.Namespace) -> int:
    """Print the prediction of one launch (or its JSON object)."""
    _, kernel = read_kernel(args)
    grid, block = geometry(args)
    given = arg_items(args.arg)
    buffers = api.buffer_names(kernel)
    scalars = [f"{k}={v}" for k, v in given.items() if k not in buffers]
    params = api.scalar_params(kernel, scalars)
    data = given if any(k in buffers for k in given) else None
    result = api.predict(kernel, launch(grid, block, params, args.dynamic_shared),
                         args.device, mode=args.mode, registers=args.registers, args=data,
                         seed=args.seed)
    if args.json:
        print_json(result.as_json(details=args.details))
    else:
        result.write()
    return 0


def add_parsers(sub) -> None:
    """``predict``."""
    p = sub.add_parser("predict", help="predict a launch's time with the analytical model "
                                       "(string model, per-warp latency; paper 000)",
                       epilog=examples("warpsmith predict examples/matadd.cu --kernel matAdd "
                                       "--grid 64,64 --block 16,16 --device h100"))
    add_source_options(p)
    p.add_argument("--device", default="h100",
                   help="hardware description to predict for (its limits check the launch): "
                        "h100, h200, a100, gtx480, 8800gtx, ... (default h100; see "
                        "warpsmith devices)")
    add_launch_options(p)
    add_arg_option(p, "value of a kernel parameter, as warpsmith run takes it (repeatable; "
                      "--param is the same option): scalars give trip counts and conditions; "
                      "once a buffer is given (e.g. rowptr=@rowptr.npy), every "
                      "parameter must be, and the model's replay runs on that data",
                   alias="--param")
    p.add_argument("--seed", type=int, default=0,
                   help="seed of :random buffers given with --arg (default 0)")
    p.add_argument("--mode", choices=api.predict_modes(), default="auto",
                   help="thread-dependent conditions: auto (symbolic, else replay, else "
                        "bounds), symbolic, replay, bounds")
    p.add_argument("--registers", type=int, metavar="N",
                   help="registers per thread (default: NVRTC's count, or an estimate)")
    p.add_argument("--dynamic-shared", type=non_negative("--dynamic-shared"), default=0,
                   metavar="BYTES", help="bytes of dynamic shared memory per block")
    add_json_option(p)
    p.add_argument("--details", action="store_true",
                   help="with --json: also the tokens, terms, resources and notes")
    p.set_defaults(func=cmd_predict)
