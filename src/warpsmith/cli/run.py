"""``warpsmith run``, ``translate``, ``kernels``, ``compile`` and ``devices``."""

from __future__ import annotations

import argparse
import os
import sys

from .. import api
from ..ir.errors import LaunchError
from .common import (add_json_option, add_launch_options, add_source_options, defines,
                     geometry, launch, print_json, read_kernel, read_program)


def cmd_run(args: argparse.Namespace) -> int:
    """Run one kernel on a backend and print its outputs (and trace)."""
    _, kernel = read_kernel(args)
    grid, block = geometry(args)
    specs: dict[str, str] = {}
    for item in args.arg or []:
        name, eq, value = item.partition("=")
        if not eq:
            raise LaunchError(f"--arg {item!r}: expected NAME=VALUE")
        specs[name.strip()] = value.strip()
    result = api.run(kernel, launch(grid, block, shared=args.dynamic_shared), specs,
                     args.backend, trace=args.trace, time=args.time, seed=args.seed,
                     repetitions=args.repetitions, flush_l2=args.flush_l2,
                     base_dir=os.getcwd(), max_steps=args.max_steps,
                     timeout=args.timeout or None)
    if args.save_outputs:
        result.save(args.save_outputs)
    if args.json:
        print_json(result.as_json())
    else:
        result.write()
    return 0


def cmd_translate(args: argparse.Namespace) -> int:
    """Print a module (or one kernel with what it needs) in the other dialect."""
    if args.kernel:
        _, what = read_kernel(args)
    else:
        what = read_program(args)
    result = api.translate(what, args.to)
    if args.output:
        result.save(args.output)
    else:
        sys.stdout.write(result.text)
    return 0


def cmd_kernels(args: argparse.Namespace) -> int:
    """List kernels, their parameters and template parameters, and launch sites."""
    result = api.list_kernels(args.file, defines=defines(args.define),
                              includes=tuple(args.include or ()))
    if args.json:
        print_json(result.as_json())
    else:
        result.write()
    return 0


def cmd_compile(args: argparse.Namespace) -> int:
    """Compile a kernel for a GPU architecture and report its resource usage."""
    _, kernel = read_kernel(args)
    result = api.compile(kernel, args.arch)
    if args.json:
        print_json(result.as_json())
    else:
        result.write()
    return 0


def cmd_devices(args: argparse.Namespace) -> int:
    """List the hardware descriptions (and the live GPU, when there is one)."""
    result = api.devices(live=True)
    if args.json:
        print_json(result.as_json())
    else:
        result.write()
    return 0


def add_parsers(sub) -> None:
    """The subcommands of this module (``run``, ``translate``, ``kernels``, ``compile``)."""
    r = sub.add_parser("run", help="run a kernel (CPU simulator by default) and print outputs and trace")
    add_source_options(r)
    add_launch_options(r)
    r.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="kernel argument: a scalar (512, 0.5), @file.npy, DTYPE[COUNT][:zeros|:random|:range], "
                        "or shared:BYTES for an OpenCL __local pointer (repeatable)")
    r.add_argument("--dynamic-shared", type=int, default=0, metavar="BYTES",
                   help="bytes of dynamic shared memory (extern __shared__)")
    r.add_argument("--seed", type=int, default=0, help="seed for :random arguments (default 0)")
    r.add_argument("--backend", choices=api.BACKENDS, default="cpu",
                   help="cpu (the exact simulator, default), opencl (pyopencl), cuda (NVRTC + CuPy)")
    r.add_argument("--trace", action="store_true", help="count what the hardware would do (simulator)")
    r.add_argument("--time", action="store_true", help="time the kernel (cuda backend)")
    r.add_argument("--repetitions", type=int, default=30, help="timed repetitions (default 30)")
    r.add_argument("--flush-l2", action="store_true",
                   help="write a buffer larger than L2 before every timed repetition (cold cache)")
    r.add_argument("--max-steps", type=int, metavar="N",
                   help="simulator: stop after N loop iterations (default: 10^5 plus 16 per "
                        "thread and per buffer element, at most 10^8)")
    r.add_argument("--timeout", type=float, default=api.DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"simulator: stop after this many seconds (default "
                        f"{api.DEFAULT_TIMEOUT:g}; 0: no limit)")
    add_json_option(r)
    r.add_argument("--save-outputs", metavar="DIR", help="save every buffer after the run as DIR/NAME.npy")
    r.set_defaults(func=cmd_run)

    t = sub.add_parser("translate", help="print a CUDA kernel as OpenCL C or the reverse")
    add_source_options(t)
    t.add_argument("--to", required=True, choices=("cuda", "opencl"))
    t.add_argument("-o", "--output", metavar="OUT", help="write here instead of standard output")
    t.set_defaults(func=cmd_translate)

    k = sub.add_parser("kernels", help="list kernels, parameters, template parameters and launch sites")
    add_source_options(k, kernel=False)
    add_json_option(k, None)
    k.set_defaults(func=cmd_kernels)

    c = sub.add_parser("compile", help="compile with NVRTC and report registers, shared and local memory")
    add_source_options(c)
    c.add_argument("--arch", default="sm_90", help="target architecture (default sm_90)")
    add_json_option(c, None)
    c.set_defaults(func=cmd_compile)


def add_devices_parser(sub) -> None:
    """``devices`` (listed last in ``--help``)."""
    d = sub.add_parser("devices", help="list hardware descriptions and the live GPU, if any")
    add_json_option(d, None)
    d.set_defaults(func=cmd_devices)
