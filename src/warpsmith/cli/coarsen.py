"""``warpsmith coarsen``: thread coarsening (paper 002)."""

from __future__ import annotations

import argparse

from .. import api
from ..ir.errors import LaunchError
from .common import (add_json_option, add_launch_options, add_source_options, geometry,
                     launch, print_json, read_kernel)

REFUSED = 3  # the exit status when the transformation is refused


def cmd_coarsen(args: argparse.Namespace) -> int:
    """Coarsen one kernel and write the variant (the original and the new kernel, in the
    input's dialect, with the launch it needs and its run-time guard)."""
    _, kernel = read_kernel(args)
    grid, block = geometry(args)
    params = api.integer_params(kernel, args.arg)
    if args.auto and args.factor is not None:
        raise LaunchError("coarsen: give either --auto or --factor, not both")
    if not args.auto and args.factor is None:
        raise LaunchError("coarsen: give --factor F (and --dim, --stride), or --auto")
    result = api.coarsen(kernel, launch(grid, block, params),
                         None if args.auto else args.factor, args.dim, args.stride,
                         name=args.name)
    out = None
    if result.refused is None and args.output:
        out = result.save(args.output)
    if args.json:
        print_json(result.as_json(out))
    else:
        result.write(file=out, block_rank=len(str(args.block).split(",")))
    return REFUSED if result.refused is not None else 0


def _positive(name: str):
    def conv(text: str) -> int:
        try:
            v = int(text, 0)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} must be an integer, not {text!r}") \
                from None
        if v < 1:
            raise argparse.ArgumentTypeError(f"{name} must be at least 1, not {v}")
        return v
    return conv


def _dimension(text: str) -> int:
    try:
        return api.dimension(text)
    except LaunchError as e:
        raise argparse.ArgumentTypeError(e.message) from None


def add_parsers(sub) -> None:
    """``coarsen``."""
    c = sub.add_parser("coarsen", help="thread coarsening (paper 002): merge F threads along "
                                       "one dimension; writes the variant and its launch")
    add_source_options(c)
    c.add_argument("--factor", type=_positive("--factor"), help="threads merged (1, 2, 4, ...)")
    c.add_argument("--dim", type=_dimension, help="dimension: 0, 1, 2 (or x, y, z); default 0")
    c.add_argument("--stride", type=_positive("--stride"), default=1,
                   help="stride of the remapping (Eq. 3 of the paper; default 1)")
    c.add_argument("--auto", action="store_true",
                   help="choose factor, dimension and stride from static features, without "
                        "running")
    add_launch_options(c)
    c.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="value of an integer kernel parameter")
    c.add_argument("-o", "--output", metavar="OUT", help="write the original and the variant here")
    c.add_argument("--name", help="name of the new kernel")
    add_json_option(c)
    c.set_defaults(func=cmd_coarsen)
