"""The prologue every command shares: the source options (FILE, ``--kernel``, ``-D``,
``-I``, ``--template``), the launch options (``--grid``, ``--block``), reading the file and
finding the kernel through :mod:`warpsmith.api`, and printing ``--json`` objects."""

from __future__ import annotations

import argparse
import json
import os
import sys

from .. import api
from ..ir.errors import LaunchError, WarpsmithError
from ..ir.launch import Launch, dim3

JSON_HELP = ("print one JSON object; an error is printed as "
             '{"error": {"kind", "message", "file", "line", "column", "hint"}} with the same '
             "exit status")


class UsageError(Exception):
    """A command line argparse refuses (exit status 2); ``--json`` prints it as JSON."""

    def __init__(self, message: str, usage: str = ""):
        super().__init__(message)
        self.message = message
        self.usage = usage


class HelpFormatter(argparse.RawDescriptionHelpFormatter):
    """argparse's formatter keeping descriptions and examples as written, with the terminal's
    width found as :func:`shutil.get_terminal_size` finds it (``COLUMNS``, else the
    terminal, else 80), without importing :mod:`shutil`, which argparse would otherwise
    import for every parser a command builds (start-up)."""

    def __init__(self, prog, indent_increment=2, max_help_position=24, width=None):
        if width is None:
            width = terminal_columns() - 2
        super().__init__(prog, indent_increment, max_help_position, width)


def terminal_columns() -> int:
    """The terminal's width in columns, as :func:`shutil.get_terminal_size` gives it."""
    try:
        columns = int(os.environ.get("COLUMNS", "0"))
    except ValueError:
        columns = 0
    if columns <= 0:
        try:
            columns = os.get_terminal_size(sys.__stdout__.fileno()).columns
        except (AttributeError, ValueError, OSError):
            columns = 0
    return columns if columns > 0 else 80


class Parser(argparse.ArgumentParser):
    """argparse, with its usage errors raised as :class:`UsageError` (so that ``main`` can
    print them as JSON under ``--json``) and examples kept as written."""

    def __init__(self, *args, **kw):
        kw.setdefault("formatter_class", HelpFormatter)
        super().__init__(*args, **kw)

    def error(self, message):
        raise UsageError(message, self.format_usage())


def examples(*lines: str) -> str:
    """An ``--help`` epilog of example command lines."""
    return "example" + ("s" if len(lines) > 1 else "") + ":\n" + "\n".join(
        f"  {line}" for line in lines)


def add_source_options(p: argparse.ArgumentParser, kernel: bool = True, many: bool = False) -> None:
    """FILE (``many``: FILE...), ``--kernel``/``-k`` (with ``kernel``), ``-D``, ``-I`` and
    ``--template``."""
    if many:
        p.add_argument("files", nargs="+", metavar="FILE",
                       help=".cu (CUDA C) or .cl (OpenCL C) files; whole programs are fine")
    else:
        p.add_argument("file", help="a .cu (CUDA C) or .cl (OpenCL C) file; whole programs are fine")
    if kernel:
        p.add_argument("--kernel", "-k", help="kernel name; a template instantiation as k<32>")
    p.add_argument("-D", dest="define", action="append", metavar="NAME[=VALUE]",
                   help="define a preprocessor macro: NAME, NAME=VALUE or 'NAME(ARGS)=BODY' "
                        "(repeatable)")
    p.add_argument("-I", dest="include", action="append", metavar="DIR",
                   help="add a directory to the include search path (repeatable)")
    p.add_argument("--template", action="append", metavar="NAME=VALUE",
                   help="bind a template parameter, e.g. BLOCK_SIZE=32 or T=float (repeatable)")
    if kernel:
        p.add_argument("--dialect", choices=("cuda", "opencl"),
                       help="read FILE as CUDA C or OpenCL C (default: from the extension: "
                            ".cl is OpenCL, anything else CUDA)")


def add_launch_options(p: argparse.ArgumentParser, required: bool = True,
                       unless: str = "") -> None:
    """``--grid``, ``--block`` and ``--device`` (whose limits the launch is checked
    against). ``unless``: the option that makes the geometry optional (said in the help)."""
    req = " (required" + (f" unless {unless})" if unless else ")") if required or unless \
        else ""
    p.add_argument("--grid", required=required, help=f"blocks (work-groups): X[,Y[,Z]]{req}")
    p.add_argument("--block", required=required,
                   help=f"threads per block (local size): X[,Y[,Z]]{req}")
    if not any(a.dest == "device" for a in p._actions):
        p.add_argument("--device", default="h100",
                       help="hardware description whose limits the launch is checked against "
                            "(threads per block, grid and block dimensions, shared memory): "
                            "h100, a100, gtx480, ... (default h100; see warpsmith devices)")


def add_arg_option(p: argparse.ArgumentParser, help: str, alias: str | None = None) -> None:
    """``--arg NAME=VALUE`` (repeatable; ``alias`` is an older name kept working)."""
    names = ["--arg"] + ([alias] if alias else [])
    p.add_argument(*names, dest="arg", action="append", metavar="NAME=VALUE", help=help)


def add_json_option(p: argparse.ArgumentParser, help: str | None = None) -> None:
    """``--json``."""
    p.add_argument("--json", action="store_true", help=help or JSON_HELP)


def arg_items(items: list[str] | None, option: str = "--arg") -> dict[str, str]:
    """``NAME=VALUE`` options as a dict; a name given twice is an error (the last one
    would otherwise win without a word)."""
    out: dict[str, str] = {}
    for item in items or []:
        name, eq, value = item.partition("=")
        name = name.strip()
        if not eq or not name:
            raise LaunchError(f"{option} {item!r}: expected NAME=VALUE")
        if name in out:
            raise LaunchError(f"{option} {name} given twice ({name}={out[name]} and "
                              f"{name}={value.strip()})", hint="give each parameter once")
        out[name] = value.strip()
    return out


def output_file(path: str | None, option: str = "-o") -> str | None:
    """``path`` when a file can be written there: not a directory, in a directory that
    exists (a clean error otherwise, before any work)."""
    if not path:
        return path
    if os.path.isdir(path):
        raise WarpsmithError(f"{option} {path}: is a directory; give a file name")
    parent = os.path.dirname(os.path.abspath(path))
    if os.path.exists(parent) and not os.path.isdir(parent):
        raise WarpsmithError(f"{option} {path}: {os.path.dirname(path)} is a file, not a "
                             "directory")
    if not os.path.isdir(parent):
        raise WarpsmithError(f"{option} {path}: directory {os.path.dirname(path)} does not "
                             "exist", hint=f"create it first (mkdir -p {os.path.dirname(path)})")
    return path


def save_file(result, path: str, option: str = "-o"):
    """``result.save(path)`` (a file), an OS error as a clean one naming the option."""
    try:
        return result.save(path)
    except OSError as e:
        raise WarpsmithError(f"{option} {path}: cannot write there: {e.strerror}") from None


def output_dir(path: str | None, option: str) -> str | None:
    """``path`` when it can be a directory to write into (it is created, with its parents,
    by :func:`save_into` after the run): a clean error, before any work, when it or a
    directory above it is an existing file."""
    if not path:
        return path
    probe = os.path.abspath(path)
    while not os.path.exists(probe):
        probe = os.path.dirname(probe)
    if not os.path.isdir(probe):
        what = "is a file" if probe == os.path.abspath(path) else f"{probe} is a file"
        raise WarpsmithError(f"{option} {path}: {what}, not a directory",
                             hint="give a directory; it is created when missing")
    return path


def save_into(result, path: str, option: str) -> None:
    """``result.save(path)`` (a directory, created when missing), an OS error as a clean
    one naming the option."""
    try:
        result.save(path)
    except OSError as e:
        raise WarpsmithError(f"{option} {path}: cannot write there: {e.strerror}") from None


def _macro_head(head: str) -> str | None:
    """``NAME`` or ``NAME(A, B, ...)`` normalized (``NAME(A,B)``); None when malformed."""
    name, paren, rest = head.strip().partition("(")
    name = name.strip()
    if not name.isidentifier():
        return None
    if not paren:
        return name
    if not rest.rstrip().endswith(")"):
        return None
    params = [x.strip() for x in rest.rstrip()[:-1].split(",")]
    if params == [""]:
        return name + "()"
    ok = all(x.isidentifier() for x in params[:-1]) and \
        (params[-1].isidentifier() or params[-1] == "...")
    return f"{name}({','.join(params)})" if ok else None


def defines(items: list[str] | None) -> dict[str, str]:
    """``-D NAME[=VALUE]`` and ``-D 'NAME(ARGS)=BODY'`` options as a dict (VALUE defaults
    to 1; a function-like macro's key is its head ``NAME(ARGS)``, as nvcc takes it)."""
    out: dict[str, str] = {}
    for item in items or []:
        head, _, value = item.partition("=")
        name = _macro_head(head)
        if name is None:
            raise LaunchError(f"-D {item!r}: expected NAME, NAME=VALUE or 'NAME(ARGS)=BODY'")
        out[name] = value if _ else "1"
    return out


def templates(items: list[str] | None) -> dict[str, str]:
    """``--template NAME=VALUE`` options as a dict (a name given twice is an error)."""
    for item in items or []:
        name, eq, value = item.partition("=")
        if not eq or not name.strip() or not value.strip():
            raise LaunchError(f"--template {item!r}: expected NAME=VALUE (e.g. BLOCK_SIZE=32 or T=float)")
    return arg_items(items, "--template")


def read_program(args: argparse.Namespace) -> api.Program:
    """Read FILE with the command line's -D, -I and --template (only ``--kernel``'s
    kernel, when given)."""
    return api.read(args.file, defines=defines(getattr(args, "define", None)),
                    includes=tuple(getattr(args, "include", None) or ()),
                    templates=templates(getattr(args, "template", None)),
                    kernel=getattr(args, "kernel", None),
                    dialect=getattr(args, "dialect", None))


def pick_kernel(program: api.Program, name: str | None, path: str) -> api.Kernel:
    """The kernel ``--kernel`` names, or the file's only kernel."""
    if name:
        return program.kernel(name)
    kernels = program.kernels
    if len(kernels) == 1:
        return kernels[0]
    names = ", ".join(k.name for k in kernels) or "none"
    raise LaunchError(f"{path}: {len(kernels)} kernels ({names}); choose one with --kernel NAME")


def read_kernel(args: argparse.Namespace) -> tuple[api.Program, api.Kernel]:
    """The prologue of every per-kernel command: read FILE and find the kernel."""
    program = read_program(args)
    return program, pick_kernel(program, args.kernel, args.file)


def geometry(args: argparse.Namespace) -> tuple[tuple, tuple]:
    """``--grid`` and ``--block`` as ``(x, y, z)`` (errors name the option)."""
    return dim3(args.grid, "--grid"), dim3(args.block, "--block")


def launch(grid, block, params: dict | None = None, shared: int = 0) -> Launch:
    """The launch of a command."""
    return Launch(grid, block, shared, params or {})


def print_json(obj) -> None:
    """One JSON object on standard output (NumPy values as JSON numbers and lists)."""
    json.dump(obj, sys.stdout, indent=2, default=api.json_default)
    sys.stdout.write("\n")


def error_json(kind: str, message: str, loc=None, hint: str | None = None) -> dict:
    """The object ``--json`` prints for an error: ``{"error": {"kind", "message", "file",
    "line", "column", "hint"}}`` (absent parts are null)."""
    return {"error": {"kind": kind, "message": message,
                      "file": getattr(loc, "file", None) or None,
                      "line": getattr(loc, "line", None) or None,
                      "column": getattr(loc, "col", None) or None,
                      "hint": hint}}


def _integer(name: str, least: int):
    def conv(text: str) -> int:
        try:
            v = int(text, 0)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} must be an integer, not {text!r}") \
                from None
        if v < least:
            raise argparse.ArgumentTypeError(f"{name} must be at least {least}, not {v}")
        return v
    return conv


def non_negative(name: str):
    """An argparse type: an integer >= 0 (the error names the option)."""
    return _integer(name, 0)


def positive(name: str):
    """An argparse type: an integer >= 1 (the error names the option)."""
    return _integer(name, 1)
