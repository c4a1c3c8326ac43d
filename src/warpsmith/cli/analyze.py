"""``warpsmith analyze`` (every global and shared access explained before running, or
with ``--divergence`` the divergence per source line) and ``warpsmith optimize``."""

from __future__ import annotations

import argparse

from .. import api
from ..ir.errors import LaunchError
from .common import (add_json_option, add_launch_options, add_source_options, geometry,
                     launch, print_json, read_kernel)


def cmd_analyze(args: argparse.Namespace) -> int:
    """Print every access of one kernel with its prediction (or its divergence)."""
    _, kernel = read_kernel(args)
    if args.divergence:
        result = api.divergence(kernel)
    else:
        if not args.grid or not args.block:
            raise LaunchError("analyze: --grid and --block are required (except with --divergence)")
        grid, block = geometry(args)
        result = api.analyze(kernel, launch(grid, block, api.integer_params(kernel, args.arg)))
    if args.json:
        print_json(result.as_json())
    else:
        result.write()
    return 0


def cmd_optimize(args: argparse.Namespace) -> int:
    """Optimize one kernel's memory accesses and write the variant with its guard."""
    _, kernel = read_kernel(args)
    grid, block = geometry(args)
    params = api.integer_params(kernel, args.arg)
    steps = None
    if args.steps:
        steps = tuple(s.strip() for s in args.steps.split(",") if s.strip())
    result = api.optimize(kernel, launch(grid, block, params), steps=steps, name=args.name)
    out = None
    if result.variant is not None and args.output:
        out = result.save(args.output)
    if args.json:
        print_json(result.as_json(out))
    else:
        result.write(file=out)
    return 0


def add_parsers(sub) -> None:
    """``analyze`` and ``optimize``."""
    a = sub.add_parser("analyze", help="explain every global and shared memory access: "
                                       "affine index, strides, sectors, bank conflicts")
    add_source_options(a)
    add_launch_options(a, required=False)
    a.add_argument("--divergence", action="store_true",
                   help="instead: per source line, the values and branches that differ "
                        "between threads, and along which dimensions (paper 002)")
    a.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="value of an integer kernel parameter (repeatable); others stay "
                        "symbolic")
    add_json_option(a)
    a.set_defaults(func=cmd_analyze)

    o = sub.add_parser("optimize", help="coalesce and group memory accesses (paper 003); "
                                        "writes the variant and its run-time guard")
    add_source_options(o)
    add_launch_options(o)
    o.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="value of an integer kernel parameter (sizes the choice may use)")
    o.add_argument("-o", "--output", metavar="OUT", help="write the original and the variant here")
    o.add_argument("--name", help="name of the new kernel (default: KERNEL_opt)")
    o.add_argument("--steps", help="comma-separated steps to try (default all): "
                                   "swap,group-loop,group-threads,vector32,pad")
    add_json_option(o)
    o.set_defaults(func=cmd_optimize)
