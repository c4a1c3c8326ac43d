"""``warpsmith coarsen``: thread coarsening (paper 002)."""

from __future__ import annotations

import argparse

from .. import api
from ..ir.errors import LaunchError
from .analyze import integer_params, show_source
from .common import (add_json_option, add_arg_option, add_launch_options, add_source_options,
                     examples, geometry, launch, output_file, save_file, positive, print_json,
                     read_kernel)

REFUSED = 3  # the exit status when the transformation is refused


def cmd_coarsen(args: argparse.Namespace) -> int:
    """Coarsen one kernel and write the variant (the original and the new kernel, in the
    input's dialect, with the launch it needs and its run-time guard)."""
    if args.auto and args.factor is not None:
        raise LaunchError("coarsen: give either --auto or --factor, not both")
    if not args.auto and args.factor is None:
        raise LaunchError("coarsen: give --factor F (and --dim, --stride), or --auto")
    output_file(args.output)
    _, kernel = read_kernel(args)
    grid, block = geometry(args)
    params = integer_params(kernel, args)
    result = api.coarsen(kernel, launch(grid, block, params),
                         None if args.auto else args.factor, args.dim, args.stride,
                         name=args.name, device=args.device, check=not args.no_model_check)
    out = None
    if result.refused is None and args.output:
        out = save_file(result, args.output)
    if args.json:
        obj = result.as_json(out)
        if args.show:
            obj = {**obj, "source": result.source}
        print_json(obj)
    else:
        result.write(file=out, block_rank=len(str(args.block).split(",")))
        show_source(args, result)
    return REFUSED if result.refused is not None else 0


def _dimension(text: str) -> int:
    try:
        return api.dimension(text)
    except LaunchError as e:
        raise argparse.ArgumentTypeError(e.message) from None


def add_parsers(sub) -> None:
    """``coarsen``."""
    c = sub.add_parser("coarsen", help="thread coarsening (paper 002): merge F threads along "
                                       "one dimension; writes the variant and its launch",
                       epilog=examples("warpsmith coarsen examples/matadd.cu --kernel matAdd "
                                       "--grid 64,64 --block 16,16 --factor 2 --dim x --show",
                                       "warpsmith coarsen examples/matadd.cu --kernel matAdd "
                                       "--grid 64,64 --block 16,16 --auto"))
    add_source_options(c)
    c.add_argument("--factor", type=positive("--factor"),
                   help="threads merged (1, 2, 4, ...) (required unless --auto)")
    c.add_argument("--dim", type=_dimension, help="dimension: 0, 1, 2 (or x, y, z); default 0")
    c.add_argument("--stride", type=positive("--stride"), default=1,
                   help="stride of the remapping (Eq. 3 of the paper; default 1)")
    c.add_argument("--auto", action="store_true",
                   help="choose factor, dimension and stride from static features, without "
                        "running; prints the margin and the ranked candidates; the analytical "
                        "model then checks the choice on --device and keeps the original when "
                        "it predicts the choice slower (the line says so)")
    c.add_argument("--no-model-check", action="store_true",
                   help="with --auto: return the advisor's choice even when the analytical "
                        "model predicts it slower than the original")
    add_launch_options(c)
    add_arg_option(c, "value of an integer kernel parameter (repeatable)")
    c.add_argument("-o", "--output", metavar="OUT",
                   help="write the original and the variant here (a file; its directory "
                        "must exist)")
    c.add_argument("--show", action="store_true",
                   help="print the variant's source (the original, the variant and its guard)")
    c.add_argument("--name", help="name of the new kernel")
    add_json_option(c)
    c.set_defaults(func=cmd_coarsen)
