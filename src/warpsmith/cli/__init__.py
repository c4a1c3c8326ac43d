"""The ``warpsmith`` command: a thin layer over :mod:`warpsmith.api`.

Each subcommand parses its options (:mod:`.common` holds the shared prologue: the source
and launch options, reading the file and finding the kernel), calls one API function and
prints the result's text, or its JSON object with ``--json``. Every
:class:`~warpsmith.ir.errors.WarpsmithError` (a user's mistake: bad source, bad launch, a
fault in the kernel) is printed as one located message (``FILE:LINE:COL: kind: message``)
with exit status 1; anything else is a bug in warpsmith and is reported as such (the
traceback only with WARPSMITH_DEBUG=1).

Commands by module: :mod:`.run` (run, translate, kernels, compile, devices),
:mod:`.analyze` (analyze, optimize), :mod:`.coarsen`, :mod:`.predict`.
"""

from __future__ import annotations

import argparse
import os
import sys

from ..version import __version__
from ..ir.errors import WarpsmithError
from . import analyze, coarsen, fuse, predict, run


def build_parser() -> argparse.ArgumentParser:
    """The command line's parser with every subcommand."""
    p = argparse.ArgumentParser(
        prog="warpsmith",
        description="Read CUDA C and OpenCL C kernels, explain them, rewrite them, and run them "
                    "exactly on a tracing CPU simulator (or a GPU).",
    )
    p.add_argument("--version", action="version", version=f"warpsmith {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    run.add_parsers(sub)
    analyze.add_parsers(sub)
    coarsen.add_parsers(sub)
    predict.add_parsers(sub)
    fuse.add_parsers(sub)
    run.add_devices_parser(sub)
    return p


def main(argv: list[str] | None = None) -> int:
    """Run the command line ``argv`` (default: ``sys.argv[1:]``); returns the exit status."""
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return args.func(args)
    except WarpsmithError as e:
        print(str(e), file=sys.stderr)
        return 1
    except BrokenPipeError:  # output piped into head and the like
        try:
            sys.stdout = open(os.devnull, "w")
        except OSError:
            pass
        return 0
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except Exception as e:  # a bug in warpsmith, not the user's mistake
        if os.environ.get("WARPSMITH_DEBUG"):
            raise
        print(f"internal error: {type(e).__name__}: {e}\n"
              "  this is a bug in warpsmith; rerun with WARPSMITH_DEBUG=1 for the traceback "
              "and report it", file=sys.stderr)
        return 70


__all__ = ["main", "build_parser"]
