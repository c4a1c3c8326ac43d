"""``warpsmith run``, ``translate``, ``kernels``, ``compile`` and ``devices``."""

from __future__ import annotations

import argparse
import os
import sys

from .. import api
from .common import (add_arg_option, add_json_option, add_launch_options, add_source_options,
                     arg_items, defines, examples, geometry, launch, non_negative, output_dir,
                     output_file, save_file, positive, print_json, read_kernel, read_program, save_into)


def cmd_run(args: argparse.Namespace) -> int:
    """Run one kernel on a backend and print its outputs (and trace)."""
    output_dir(args.save_outputs, "--save-outputs")
    _, kernel = read_kernel(args)
    grid, block = geometry(args)
    specs = arg_items(args.arg)
    result = api.run(kernel, launch(grid, block, shared=args.dynamic_shared), specs,
                     args.backend, trace=args.trace, time=args.time, seed=args.seed,
                     repetitions=args.repetitions, flush_l2=args.flush_l2,
                     base_dir=os.getcwd(), device=args.device, cast=args.cast,
                     max_steps=args.max_steps, timeout=args.timeout or None)
    if args.save_outputs:
        save_into(result, args.save_outputs, "--save-outputs")
    if args.json:
        print_json(with_preview(result.as_json(), result.outputs, args.preview))
    else:
        result.write()
        print_preview(result.outputs, args.preview)
    return 0


def _preview(arr, n: int) -> list:
    return arr.reshape(-1)[:n].tolist()


def with_preview(report: dict, outputs: dict, n: int) -> dict:
    """``report`` with the first ``n`` values of each output (``--preview N``)."""
    if not n:
        return report
    outs = {name: ({**o, "preview": _preview(outputs[name], n)} if name in outputs else o)
            for name, o in report.get("outputs", {}).items()}
    return {**report, "outputs": outs}


def print_preview(outputs: dict, n: int) -> None:
    """The first ``n`` values of each output buffer, one line each (``--preview N``)."""
    if not n:
        return
    for name, arr in outputs.items():
        if hasattr(arr, "reshape") and getattr(arr, "ndim", 0) > 0:
            values = ", ".join(str(v) for v in _preview(arr, n))
            more = ", ..." if arr.size > n else ""
            print(f"{name}[:{min(n, arr.size)}] = [{values}{more}]")


def cmd_translate(args: argparse.Namespace) -> int:
    """Print a module (or one kernel with what it needs) in the other dialect."""
    output_file(args.output)
    if args.kernel:
        _, what = read_kernel(args)
    else:
        what = read_program(args)
    result = api.translate(what, args.to)
    if args.output:
        save_file(result, args.output)
    elif args.json:
        print_json(result.as_json())
    else:
        sys.stdout.write(result.text)
    return 0


def cmd_kernels(args: argparse.Namespace) -> int:
    """List kernels, their parameters and template parameters, and launch sites; read
    every kernel body (unless ``--fast``): exit status 1 when one does not read."""
    results = [api.list_kernels(f, defines=defines(args.define),
                                includes=tuple(args.include or ()), fast=args.fast)
               for f in args.files]
    if args.json:
        objs = [r.as_json() for r in results]
        print_json(objs[0] if len(objs) == 1 else
                   {"files": objs, "read": None if args.fast else all(r.read for r in results)})
    else:
        for r in results:
            r.write()
    return 0 if args.fast or all(r.read for r in results) else 1


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
    r = sub.add_parser("run", help="run a kernel (CPU simulator by default) and print outputs and trace",
                       epilog=examples("warpsmith run examples/matadd.cu --kernel matAdd "
                                       "--grid 64,64 --block 16,16 --arg a=int32[1048576]:random "
                                       "--arg b=int32[1048576]:range --arg c=int32[1048576] "
                                       "--preview 4"))
    add_source_options(r)
    add_launch_options(r)
    add_arg_option(r, "kernel argument: a scalar (512, 0.5), @file.npy, "
                      "DTYPE[COUNT][:zeros|:random|:range], or shared:BYTES for an OpenCL "
                      "__local pointer (repeatable; each name once). A buffer's element type "
                      "must be the parameter's: end it with :DTYPE (@x.npy:float32) to "
                      "convert it")
    r.add_argument("--cast", action="store_true",
                   help="convert every buffer whose element type differs from its parameter's "
                        "(otherwise an error)")
    r.add_argument("--dynamic-shared", type=non_negative("--dynamic-shared"), default=0,
                   metavar="BYTES", help="bytes of dynamic shared memory (extern __shared__)")
    r.add_argument("--seed", type=non_negative("--seed"), default=0,
                   help="seed for :random arguments, a non-negative integer (default 0)")
    r.add_argument("--backend", choices=api.BACKENDS, default="cpu",
                   help="cpu (the exact simulator, default), opencl (pyopencl), cuda (NVRTC + CuPy)")
    r.add_argument("--trace", action="store_true", help="count what the hardware would do (simulator)")
    r.add_argument("--time", action="store_true", help="time the kernel (cuda backend)")
    r.add_argument("--repetitions", type=positive("--repetitions"), default=30,
                   help="timed repetitions (default 30)")
    r.add_argument("--flush-l2", action="store_true",
                   help="write a buffer larger than L2 before every timed repetition (cold cache)")
    r.add_argument("--preview", type=non_negative("--preview"), default=0, metavar="N",
                   help="also print the first N values of every output buffer")
    r.add_argument("--max-steps", type=int, metavar="N",
                   help="simulator: stop after N loop iterations (default: 10^5 plus 16 per "
                        "thread and per buffer element, at most 10^8)")
    r.add_argument("--timeout", type=float, default=api.DEFAULT_TIMEOUT, metavar="SECONDS",
                   help=f"simulator: stop after this many seconds (default "
                        f"{api.DEFAULT_TIMEOUT:g}; 0: no limit)")
    add_json_option(r)
    r.add_argument("--save-outputs", metavar="DIR",
                   help="save every buffer after the run as DIR/NAME.npy (DIR is created when "
                        "missing)")
    r.set_defaults(func=cmd_run)

    t = sub.add_parser("translate", help="print a CUDA kernel as OpenCL C or the reverse",
                       epilog=examples("warpsmith translate examples/matadd.cu --kernel matAdd "
                                       "--to opencl"))
    add_source_options(t)
    t.add_argument("--to", required=True, choices=("cuda", "opencl"),
                   help="the dialect to print: cuda (CUDA C) or opencl (OpenCL C) (required)")
    t.add_argument("-o", "--output", metavar="OUT",
                   help="write here instead of standard output (a file; its directory must "
                        "exist)")
    add_json_option(t)
    t.set_defaults(func=cmd_translate)

    k = sub.add_parser("kernels", help="list kernels, parameters, template parameters and launch "
                       "sites; read every kernel body (exit status 1 when one does not read)",
                       epilog=examples("warpsmith kernels examples/matadd.cu examples/transpose.cl"))
    add_source_options(k, kernel=False, many=True)
    k.add_argument("--fast", action="store_true",
                   help="only scan the signatures (do not read the kernel bodies)")
    add_json_option(k)
    k.set_defaults(func=cmd_kernels)

    c = sub.add_parser("compile", help="compile with NVRTC (else nvcc) and report registers, "
                                       "shared and local memory",
                       epilog=examples("warpsmith compile examples/matadd.cu --kernel matAdd "
                                       "--arch sm_90"))
    add_source_options(c)
    c.add_argument("--arch", default="sm_90",
                   help="target architecture, a real sm_XX that the compiler takes (default "
                        "sm_90; an invalid one lists the valid ones)")
    add_json_option(c)
    c.set_defaults(func=cmd_compile)


def add_devices_parser(sub) -> None:
    """``devices`` (listed last in ``--help``)."""
    d = sub.add_parser("devices", help="list hardware descriptions, the live GPU, if any, and "
                                       "the OpenCL platforms",
                       epilog=examples("warpsmith devices"))
    add_json_option(d)
    d.set_defaults(func=cmd_devices)
