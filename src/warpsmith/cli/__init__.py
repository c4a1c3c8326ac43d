"""The ``warpsmith`` command: a thin layer over :mod:`warpsmith.api`.

Each subcommand parses its options (:mod:`.common` holds the shared prologue: the source
and launch options, reading the file and finding the kernel), calls one API function and
prints the result's text, or its JSON object with ``--json``. Every
:class:`~warpsmith.ir.errors.WarpsmithError` (a user's mistake: bad source, bad launch, a
fault in the kernel) is printed as one located message (``FILE:LINE:COL: kind: message``)
with exit status 1; a command line argparse refuses exits 2; a refused transformation 3;
anything else is a bug in warpsmith and is reported as such (exit 70, the traceback only
with WARPSMITH_DEBUG=1). With ``--json`` every error is also printed on standard output as
``{"error": {"kind", "message", "file", "line", "column", "hint"}}``.

Commands by module: :mod:`.run` (run, translate, kernels, compile, devices),
:mod:`.analyze` (analyze, optimize), :mod:`.coarsen`, :mod:`.predict`, :mod:`.tune`.
"""

from __future__ import annotations

import os
import sys

from ..version import __version__

#: exit statuses: a user's error, a usage error, a refused transformation, a bug
EXIT_ERROR, EXIT_USAGE, EXIT_REFUSED, EXIT_BUG = 1, 2, 3, 70


#: the module that defines each command (``devices`` through ``run.add_devices_parser``)
COMMAND_MODULES = {
    "run": "run", "translate": "run", "kernels": "run", "compile": "run",
    "analyze": "analyze", "optimize": "analyze", "coarsen": "coarsen", "predict": "predict",
    "tune": "tune", "stream": "stream", "fuse": "fuse", "devices": "devices",
}


def build_parser(command: str | None = None) -> "argparse.ArgumentParser":  # noqa: F821
    """The command line's parser: with every subcommand, or, given a ``command`` of
    :data:`COMMAND_MODULES`, with only the commands of its module (importing and building
    the others is most of a short command's start-up; issue 17)."""
    from .common import Parser

    p = Parser(
        prog="warpsmith",
        description="Read CUDA C and OpenCL C kernels, explain them, rewrite them, and run them "
                    "exactly on a tracing CPU simulator (or a GPU).",
        epilog="exit status: 0 success, 1 an error in the input (located), 2 a bad command\n"
               "line, 3 a transformation refused, 70 a bug in warpsmith. With --json, errors\n"
               "are printed as {\"error\": {\"kind\", \"message\", \"file\", \"line\", "
               "\"column\", \"hint\"}}.\n"
               "`warpsmith COMMAND --help` shows a command's options and an example.",
    )
    p.add_argument("--version", action="version", version=f"warpsmith {__version__}",
                   help="print the version and exit")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")
    wanted = COMMAND_MODULES.get(command)
    for name in ("run", "analyze", "coarsen", "predict", "tune", "stream", "fuse", "devices"):
        if wanted in (None, name):
            _add_parsers(name, sub)
    return p


def _add_parsers(module: str, sub) -> None:
    """Import the command module ``module`` and add its commands to ``sub``."""
    if module in ("run", "devices"):
        from . import run
        (run.add_parsers if module == "run" else run.add_devices_parser)(sub)
    elif module == "analyze":
        from . import analyze
        analyze.add_parsers(sub)
    elif module == "coarsen":
        from . import coarsen
        coarsen.add_parsers(sub)
    elif module == "predict":
        from . import predict
        predict.add_parsers(sub)
    elif module == "tune":
        from . import tune
        tune.add_parsers(sub)
    elif module == "stream":
        from . import stream
        stream.add_parsers(sub)
    else:
        from . import fuse
        fuse.add_parsers(sub)


def main(argv: list[str] | None = None) -> int:
    """Run the command line ``argv`` (default: ``sys.argv[1:]``); returns the exit status.
    ``--version`` answers before anything else is imported (the start-up a shell script
    pays); each command imports what it uses when it runs."""
    argv = list(sys.argv[1:] if argv is None else argv)
    if argv == ["--version"]:
        print(f"warpsmith {__version__}")
        return 0
    from ..ir.errors import WarpsmithError
    from .common import UsageError, error_json, print_json

    as_json = "--json" in argv
    parser = build_parser(argv[0] if argv else None)
    try:
        args = parser.parse_args(argv)
    except UsageError as e:
        if as_json:
            print_json(error_json("usage", e.message, hint="see --help"))
        print(f"{e.usage}warpsmith: error: {e.message}", file=sys.stderr)
        return EXIT_USAGE
    if not getattr(args, "func", None):
        parser.print_help()
        return EXIT_USAGE
    try:
        return args.func(args)
    except WarpsmithError as e:
        if as_json:
            loc = e.loc if e.loc is not None else _file_only(getattr(args, "file", None))
            print_json(error_json(e.category, e.message, loc, e.hint))
        print(str(e), file=sys.stderr)
        return EXIT_ERROR
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
        if as_json:
            print_json(error_json("internal", f"{type(e).__name__}: {e}",
                                  hint="a bug in warpsmith; rerun with WARPSMITH_DEBUG=1 for "
                                       "the traceback and report it"))
        print(f"internal error: {type(e).__name__}: {e}\n"
              "  this is a bug in warpsmith; rerun with WARPSMITH_DEBUG=1 for the traceback "
              "and report it", file=sys.stderr)
        return EXIT_BUG


class _FileOnly:
    """A location naming only the file (for errors about a file without a line)."""

    line = col = None

    def __init__(self, file: str):
        self.file = file


def _file_only(path):
    return _FileOnly(path) if path else None


__all__ = ["main", "build_parser"]
