"""``warpsmith stream FILE.str``: compile and run a StreamIt program (paper 004)."""

from __future__ import annotations

import argparse
import json

from .. import api
from .common import examples


def cmd_stream(args: argparse.Namespace) -> int:
    """Run the program and print the report (or its JSON)."""
    result = api.stream_run(args.file, args.backend, inputs=args.input,
                            iterations=args.iterations, device=args.device,
                            chooser=args.chooser)
    if args.json:
        print(json.dumps(result.as_json(), default=api.json_default))
    else:
        print(result)
    return 0


def add_parsers(sub) -> None:
    """Register ``stream``."""
    p = sub.add_parser("stream", help="compile and run a StreamIt program (paper 004)",
                       description="Flatten, schedule and lay out a StreamIt program and run "
                       "it: c (sequential C, cc -O3), cpu (warpsmith's simulator) or cuda "
                       "(paper 004's GPU mapping).",
                       epilog=examples("warpsmith stream benchmarks/streamit/Bitonic.str "
                                       "--backend cpu --iterations 2"))
    p.add_argument("file", help="the .str file")
    p.add_argument("--backend", choices=("c", "cpu", "cuda"), default="c",
                   help="c: sequential C (cc -O3, the reference), cpu: warpsmith's simulator, "
                        "cuda: paper 004's mapping on the GPU (default c)")
    p.add_argument("--input", help="input stream: .npy, or numbers separated by white space "
                   "(default: the program's source filter)")
    p.add_argument("--iterations", type=int, default=None,
                   help="steady states to run (default 16, or all the input feeds)")
    p.add_argument("--device", default="h100", help="device description for the mapping")
    p.add_argument("--chooser", choices=("paper", "occupancy", "tuned"), default="occupancy",
                   help="cuda: W/S/F from paper 004's Section VI heuristic as published "
                        "(paper), from its adaptation to SMs that hold several blocks "
                        "(occupancy, the default), or from a short tuning run on the GPU")
    p.add_argument("--json", action="store_true", help="print the JSON object")
    p.set_defaults(func=cmd_stream)
