"""``warpsmith analyze`` (every global and shared access explained before running, or
with ``--divergence`` the divergence per source line) and ``warpsmith optimize``."""

from __future__ import annotations

import argparse
import sys

from .. import api
from ..ir.errors import LaunchError
from .common import (add_arg_option, add_json_option, add_launch_options, add_source_options,
                     arg_items, examples, geometry, launch, output_file, save_file, print_json,
                     read_kernel)


def integer_params(kernel, args: argparse.Namespace) -> dict:
    """The integer values of ``--arg`` (each name once)."""
    return api.integer_params(kernel, [f"{k}={v}" for k, v in arg_items(args.arg).items()])


def cmd_analyze(args: argparse.Namespace) -> int:
    """Print every access of one kernel with its prediction (or its divergence)."""
    _, kernel = read_kernel(args)
    if args.divergence:
        result = api.divergence(kernel)
    else:
        if not args.grid or not args.block:
            raise LaunchError("analyze: --grid and --block are required (except with --divergence)")
        grid, block = geometry(args)
        result = api.analyze(kernel, launch(grid, block, integer_params(kernel, args)),
                             device=args.device)
    if args.json:
        print_json(result.as_json())
    else:
        result.write()
    return 0


def cmd_optimize(args: argparse.Namespace) -> int:
    """Optimize one kernel's memory accesses and write the variant with its guard."""
    output_file(args.output)
    _, kernel = read_kernel(args)
    grid, block = geometry(args)
    params = integer_params(kernel, args)
    steps = None
    if args.steps:
        steps = tuple(s.strip() for s in args.steps.split(",") if s.strip())
    result = api.optimize(kernel, launch(grid, block, params), steps=steps, name=args.name,
                          device=args.device, reassociate=args.reassociate)
    out = None
    if result.variant is not None and args.output:
        out = save_file(result, args.output)
    if args.json:
        obj = result.as_json(out)
        if args.show:
            obj = {**obj, "source": result.source}
        print_json(obj)
    else:
        result.write(file=out)
        show_source(args, result)
    return 0


def show_source(args: argparse.Namespace, result) -> None:
    """With ``--show``: the variant's file (original, variant and guard) on standard
    output."""
    if not args.show:
        return
    if result.source is None:
        print("(no variant: nothing to show)")
        return
    print("\n// ---- the variant's source (what -o writes) ----")
    sys.stdout.write(result.source if result.source.endswith("\n") else result.source + "\n")


def add_parsers(sub) -> None:
    """``analyze`` and ``optimize``."""
    a = sub.add_parser("analyze", help="explain every global and shared memory access: "
                                       "affine index, strides, sectors, bank conflicts",
                       epilog=examples("warpsmith analyze examples/matadd.cu --kernel "
                                       "matAddUncoalesced --grid 4096 --block 256",
                                       "warpsmith analyze examples/matadd.cu --kernel matAdd "
                                       "--divergence"))
    add_source_options(a)
    add_launch_options(a, required=False, unless="--divergence")
    a.add_argument("--divergence", action="store_true",
                   help="instead: per source line, the values and branches that differ "
                        "between threads, and along which dimensions (paper 002)")
    add_arg_option(a, "value of an integer kernel parameter (repeatable); others stay "
                      "symbolic")
    add_json_option(a)
    a.set_defaults(func=cmd_analyze)

    o = sub.add_parser("optimize", help="coalesce and group memory accesses (paper 003); "
                                        "writes the variant and its run-time guard",
                       epilog=examples("warpsmith optimize examples/matadd.cu --kernel "
                                       "matAddUncoalesced --grid 4096 --block 256 --show"))
    add_source_options(o)
    add_launch_options(o)
    add_arg_option(o, "value of an integer kernel parameter (sizes the choice may use)")
    o.add_argument("-o", "--output", metavar="OUT",
                   help="write the original and the variant here (a file; its directory "
                        "must exist)")
    o.add_argument("--show", action="store_true",
                   help="print the variant's source (the original, the variant and its guard)")
    o.add_argument("--name", help="name of the new kernel (default: KERNEL_opt)")
    o.add_argument("--steps", help="comma-separated steps to try (default all; the list: "
                                   "warpsmith.optimize_steps()), e.g. "
                                   "flat-order,swap,group-loop,group-threads,vector32,pad")
    o.add_argument("--reassociate", action="store_true",
                   help="allow floating-point sums to be added in another order (a warp "
                        "per thread for a reduction loop); integer sums need no leave")
    add_json_option(o)
    o.set_defaults(func=cmd_optimize)
