"""``warpsmith fuse``: the fusion compiler on a mapped-function description (paper 001)."""

from __future__ import annotations

import argparse

from .. import api
from .common import HelpFormatter, add_json_option, print_json


def cmd_fuse(args: argparse.Namespace) -> int:
    """Compile the description, print the top N implementations (or the JSON object)."""
    result = api.fuse(args.file, args.device, top=args.top, check=not args.no_check,
                      analytical=args.analytical, memopt=args.memopt)
    if args.json:
        print_json(result.as_json())
    else:
        print(result)
    return 0


def add_parsers(sub) -> None:
    """``fuse``."""
    p = sub.add_parser("fuse", help="fuse a mapped function's elementary functions "
                                    "(description FILE.fn; paper 001)",
                       formatter_class=HelpFormatter,
                       epilog="examples:\n"
                              "  warpsmith fuse examples/fusion/function1.fn --top 5\n"
                              "  warpsmith fuse examples/fusion/lsq3.fn --json")
    p.add_argument("file", metavar="FILE.fn", help="the mapped-function description")
    p.add_argument("--top", type=int, default=10, metavar="N",
                   help="implementations to generate, check and (with a GPU) time "
                        "(default 10)")
    p.add_argument("--device", default="h100",
                   help="hardware description whose psi tables predict (default h100)")
    p.add_argument("--no-check", action="store_true",
                   help="skip running each implementation on the simulator")
    p.add_argument("--analytical", action="store_true",
                   help="also predict each implementation with paper 000's analytical model "
                        "(slow: seconds per kernel)")
    p.add_argument("--memopt", choices=("none", "best", "all"), default="best",
                   help="run paper 003's memory optimizer over the kernels of the best "
                        "implementation (default), of all N, or none; its verdict is "
                        "reported (about a second per kernel)")
    add_json_option(p)
    p.set_defaults(func=cmd_fuse)
