"""The prologue every command shares: the source options (FILE, ``--kernel``, ``-D``,
``-I``, ``--template``), the launch options (``--grid``, ``--block``), reading the file and
finding the kernel through :mod:`warpsmith.api`, and printing ``--json`` objects."""

from __future__ import annotations

import argparse
import json
import sys

from .. import api
from ..ir.errors import LaunchError
from ..ir.launch import Launch, dim3


def add_source_options(p: argparse.ArgumentParser, kernel: bool = True) -> None:
    """FILE, ``--kernel``/``-k`` (with ``kernel``), ``-D``, ``-I`` and ``--template``."""
    p.add_argument("file", help="a .cu (CUDA C) or .cl (OpenCL C) file; whole programs are fine")
    if kernel:
        p.add_argument("--kernel", "-k", help="kernel name; a template instantiation as k<32>")
    p.add_argument("-D", dest="define", action="append", metavar="NAME[=VALUE]",
                   help="define a preprocessor macro (repeatable)")
    p.add_argument("-I", dest="include", action="append", metavar="DIR",
                   help="add a directory to the include search path (repeatable)")
    p.add_argument("--template", action="append", metavar="NAME=VALUE",
                   help="bind a template parameter, e.g. BLOCK_SIZE=32 or T=float (repeatable)")
    if kernel:
        p.add_argument("--dialect", choices=("cuda", "opencl"),
                       help="read FILE as CUDA C or OpenCL C (default: from the extension: "
                            ".cl is OpenCL, anything else CUDA)")


def add_launch_options(p: argparse.ArgumentParser, required: bool = True) -> None:
    """``--grid`` and ``--block``."""
    p.add_argument("--grid", required=required, help="blocks (work-groups): X[,Y[,Z]]")
    p.add_argument("--block", required=required, help="threads per block (local size): X[,Y[,Z]]")


def add_json_option(p: argparse.ArgumentParser, help: str | None = "print one JSON object") -> None:
    """``--json``."""
    p.add_argument("--json", action="store_true", help=help)


def defines(items: list[str] | None) -> dict[str, str]:
    """``-D NAME[=VALUE]`` options as a dict (VALUE defaults to 1)."""
    out: dict[str, str] = {}
    for item in items or []:
        name, _, value = item.partition("=")
        if not name.isidentifier():
            raise LaunchError(f"-D {item!r}: expected NAME or NAME=VALUE")
        out[name] = value if _ else "1"
    return out


def templates(items: list[str] | None) -> dict[str, str]:
    """``--template NAME=VALUE`` options as a dict."""
    out: dict[str, str] = {}
    for item in items or []:
        name, eq, value = item.partition("=")
        if not eq or not name.strip():
            raise LaunchError(f"--template {item!r}: expected NAME=VALUE (e.g. BLOCK_SIZE=32 or T=float)")
        out[name.strip()] = value.strip()
    return out


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
