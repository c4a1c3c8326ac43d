"""The ``warpsmith`` command.

Each subcommand is a thin layer over the library: read the file into the IR, call the part
that does the work, print a table for people or one JSON object (``--json``) for programs.
Every :class:`~warpsmith.ir.errors.WarpsmithError` (a user's mistake: bad source, bad launch,
a fault in the kernel) is printed as one located message with exit status 1; anything else
is a bug in warpsmith and is reported as such (the traceback only with WARPSMITH_DEBUG=1).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

from . import __version__
from .ir.errors import LaunchError, WarpsmithError

BACKENDS = ("cpu", "opencl", "cuda")


# ----------------------------------------------------------------------------- helpers


def _defines(items: list[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or []:
        name, _, value = item.partition("=")
        if not name.isidentifier():
            raise LaunchError(f"-D {item!r}: expected NAME or NAME=VALUE")
        out[name] = value if _ else "1"
    return out


def _templates(items: list[str] | None) -> dict[str, str]:
    out: dict[str, str] = {}
    for item in items or []:
        name, eq, value = item.partition("=")
        if not eq or not name.strip():
            raise LaunchError(f"--template {item!r}: expected NAME=VALUE (e.g. BLOCK_SIZE=32 or T=float)")
        out[name.strip()] = value.strip()
    return out


def _read(args: argparse.Namespace, kernel: str | None = None):
    """Read FILE into a Module with the command line's -D, -I and --template."""
    from .frontend import read_module

    path = args.file
    if not Path(path).is_file():
        raise WarpsmithError(f"{path}: no such file")
    return read_module(
        path,
        defines=_defines(getattr(args, "define", None)),
        include_dirs=tuple(getattr(args, "include", None) or ()),
        templates=_templates(getattr(args, "template", None)),
        kernel=kernel,
    )


def _pick_kernel(module, name: str | None, path: str):
    from .ir.lookup import find_kernel

    if name:
        return find_kernel(module, name)
    kernels = module.kernels
    if len(kernels) == 1:
        return kernels[0]
    names = ", ".join(k.name for k in kernels) or "none"
    raise LaunchError(f"{path}: {len(kernels)} kernels ({names}); choose one with --kernel NAME")


def _print_json(obj) -> None:
    json.dump(obj, sys.stdout, indent=2, default=_json_default)
    sys.stdout.write("\n")


def _json_default(o):
    import numpy as np

    if isinstance(o, np.integer):
        return int(o)
    if isinstance(o, np.floating):
        return float(o)
    if isinstance(o, np.ndarray):
        return o.tolist()
    return str(o)


def _add_source_options(p: argparse.ArgumentParser, kernel: bool = True) -> None:
    p.add_argument("file", help="a .cu (CUDA C) or .cl (OpenCL C) file; whole programs are fine")
    if kernel:
        p.add_argument("--kernel", "-k", help="kernel name; a template instantiation as k<32>")
    p.add_argument("-D", dest="define", action="append", metavar="NAME[=VALUE]",
                   help="define a preprocessor macro (repeatable)")
    p.add_argument("-I", dest="include", action="append", metavar="DIR",
                   help="add a directory to the include search path (repeatable)")
    p.add_argument("--template", action="append", metavar="NAME=VALUE",
                   help="bind a template parameter, e.g. BLOCK_SIZE=32 or T=float (repeatable)")


# ----------------------------------------------------------------------------- commands


def cmd_run(args: argparse.Namespace) -> int:
    """Run one kernel on a backend and print its outputs (and trace)."""
    from .backends.launch import make_arguments, outputs_json
    from .ir.launch import dim3

    module = _read(args, args.kernel)
    fn = _pick_kernel(module, args.kernel, args.file)
    grid = dim3(args.grid, "--grid")
    block = dim3(args.block, "--block")
    specs: dict[str, str] = {}
    for item in args.arg or []:
        name, eq, value = item.partition("=")
        if not eq:
            raise LaunchError(f"--arg {item!r}: expected NAME=VALUE")
        specs[name.strip()] = value.strip()
    kernel_args = make_arguments(fn, specs, seed=args.seed, module=module, base_dir=os.getcwd())
    want_trace = args.trace
    timing = None
    if args.backend == "cpu":
        from .backends.simulator import simulate

        result = simulate(module, fn, grid, block, kernel_args,
                          dynamic_shared=args.dynamic_shared, trace=want_trace)
    elif args.backend == "opencl":
        from .backends.opencl import run_opencl

        result = run_opencl(module, fn, grid, block, kernel_args,
                            dynamic_shared=args.dynamic_shared)
    else:
        from .backends.cuda import run_cuda
        from .tune.measure import timer

        result = run_cuda(module, fn, grid, block, kernel_args,
                          dynamic_shared=args.dynamic_shared,
                          time=timer(repetitions=args.repetitions, flush_l2=args.flush_l2)
                          if args.time else None)
        timing = getattr(result, "timing", None)
    trace = getattr(result, "trace", None)
    if want_trace and trace is None:
        # traces come from the simulator; for a GPU run, simulate the same launch too
        from .backends.simulator import simulate

        trace = simulate(module, fn, grid, block,
                         make_arguments(fn, specs, seed=args.seed, module=module, base_dir=os.getcwd()),
                         dynamic_shared=args.dynamic_shared, trace=True).trace
    report = {
        "kernel": fn.name,
        "backend": args.backend,
        "grid": list(grid),
        "block": list(block),
        "outputs": outputs_json(fn, result.outputs),
    }
    if trace is not None and want_trace:
        report["trace"] = trace.as_dict()
    if timing is not None:
        report["timing"] = dict(timing, **_traffic(module, fn, grid, block, specs, args, result))
    if args.save_outputs:
        _save_outputs(result.outputs, args.save_outputs)
    if args.json:
        _print_json(report)
    else:
        _print_run_report(report)
    return 0


def _traffic(module, fn, grid, block, specs, args, result) -> dict:
    """The GPU's outputs checked against the simulator on the same inputs; the bytes the
    timed kernel moved, from the simulator's trace of the same launch (sectors x 32) and at
    least (each input read once, each output written once); the fraction of the copy
    ceiling measured now on the same GPU."""
    import numpy as np

    from .backends.launch import make_arguments, minimal_bytes
    from .backends.simulator import pure_outputs, simulate
    from .tune.measure import copy_ceiling, mismatched

    before = make_arguments(fn, specs, seed=args.seed, module=module, base_dir=os.getcwd())
    sim = simulate(module, fn, grid, block, before, dynamic_shared=args.dynamic_shared, trace=True)
    changed = [name for name, out in sim.outputs.items()
               if isinstance(before.get(name), np.ndarray) and before[name].tobytes() != out.tobytes()]
    pure = pure_outputs(module, fn, grid, block, before, sim, changed,
                        dynamic_shared=args.dynamic_shared)
    wrong = mismatched(result.outputs, sim.outputs, rtol=1e-5, atol=1e-6)
    tr = sim.trace.as_dict()
    sectors = 32 * (tr["global_load_sectors"] + tr["global_store_sectors"])
    least = minimal_bytes(fn, before, sim.outputs, pure)
    ceiling = copy_ceiling()
    seconds = result.timing["median_ms"] * 1e-3
    return {"verified_against_simulator": not wrong, "mismatched_outputs": wrong,
            "bytes_sectors": sectors, "bytes_min": least, "copy_ceiling_bytes_per_s": ceiling,
            "fraction_of_copy_ceiling": (least / seconds) / ceiling if seconds else None}


def _save_outputs(outputs, directory: str) -> None:
    import numpy as np

    d = Path(directory)
    d.mkdir(parents=True, exist_ok=True)
    for name, arr in outputs.items():
        if isinstance(arr, np.ndarray):
            np.save(d / f"{name}.npy", arr, allow_pickle=False)


def _print_run_report(report: dict) -> None:
    from rich.console import Console
    from rich.table import Table

    console = Console()
    console.print(f"[bold]{report['kernel']}[/] on {report['backend']}: "
                  f"grid {tuple(report['grid'])}, block {tuple(report['block'])}")
    t = Table("buffer", "dtype", "count", "sum", "sha256", title="outputs")
    for name, o in report["outputs"].items():
        t.add_row(name, o["dtype"], str(o["count"]), f"{o['sum']:.6g}", o["sha256"][:16])
    console.print(t)
    if "trace" in report:
        tr = report["trace"]
        t = Table("counter", "value", title="trace (whole kernel)")
        for k, v in tr.items():
            if k != "trace_by_line":
                t.add_row(k, str(v))
        console.print(t)
        ratios = []
        for what, num, den in (("global load", "global_load_sectors", "global_load_requests"),
                               ("global store", "global_store_sectors", "global_store_requests")):
            if tr.get(den):
                ratios.append(f"{what}: {tr[num] / tr[den]:.2f} sectors/request (32 B each)")
        if tr.get("shared_requests"):
            ratios.append(f"shared: {tr['shared_wavefronts'] / tr['shared_requests']:.2f} wavefronts/request")
        if ratios:
            console.print("; ".join(ratios))
        by_line = tr.get("trace_by_line", {})
        if by_line:
            cols = ["instructions", "global_load_sectors", "global_store_sectors",
                    "shared_wavefronts", "divergent_branches"]
            t = Table("line", *cols, title="trace by source line")
            for line in sorted(by_line, key=lambda s: int(s)):
                row = by_line[line]
                t.add_row(str(line), *(str(row.get(c, 0)) for c in cols))
            console.print(t)
    if "timing" in report:
        t = report["timing"]
        console.print(f"time: median {t['median_ms']:.4f} ms over {t.get('repetitions', '?')} runs "
                      f"(min {t.get('min_ms', 0):.4f}, max {t.get('max_ms', 0):.4f})")
        if "verified_against_simulator" in t:
            console.print("outputs equal the simulator's" if t["verified_against_simulator"] else
                          f"[red]outputs differ from the simulator's: {', '.join(t['mismatched_outputs'])}[/]")
        if "bytes_min" in t:
            frac = t.get("fraction_of_copy_ceiling")
            console.print(f"bytes moved: {t['bytes_sectors']} by the trace's sectors, at least "
                          f"{t['bytes_min']}; {100 * frac:.1f}% of the measured copy ceiling "
                          f"({t['copy_ceiling_bytes_per_s'] / 1e9:.0f} GB/s)" if frac is not None else "")


def cmd_translate(args: argparse.Namespace) -> int:
    """Print a module (or one kernel with what it needs) in the other dialect."""
    from .ir.printer import print_module

    module = _read(args, args.kernel)
    if args.kernel:
        from .ir.select import only_kernel

        module = only_kernel(module, _pick_kernel(module, args.kernel, args.file))
    text = print_module(module, args.to)
    if args.output:
        Path(args.output).write_text(text)
    else:
        sys.stdout.write(text)
    return 0


def cmd_kernels(args: argparse.Namespace) -> int:
    """List kernels, their parameters and template parameters, and launch sites."""
    from .frontend.program import scan_program

    if not Path(args.file).is_file():
        raise WarpsmithError(f"{args.file}: no such file")
    info = scan_program(args.file, defines=_defines(args.define),
                        include_dirs=tuple(args.include or ()))
    data = info.to_json()
    if args.json:
        _print_json(data)
        return 0
    from rich.console import Console
    from rich.table import Table

    console = Console()
    t = Table("kernel", "line", "parameters", "template parameters", title=args.file)
    for k in data["kernels"]:
        params = ", ".join(f"{p['type']} {p['name']}" for p in k["params"])
        tps = ", ".join(str(tp) for tp in k["template_params"])
        t.add_row(k["name"], str(k["line"]), params, tps)
    console.print(t)
    if data["launches"]:
        t = Table("kernel", "line", "grid", "block", "shared", title="launch sites")
        for ln in data["launches"]:
            t.add_row(ln["kernel"], str(ln["line"]), ln["grid"], ln["block"], str(ln["shared"] or ""))
        console.print(t)
    return 0


def cmd_compile(args: argparse.Namespace) -> int:
    """Compile a kernel for a GPU architecture and report its resource usage."""
    from .backends.cuda import compile_module

    module = _read(args, args.kernel)
    fn = _pick_kernel(module, args.kernel, args.file)
    report = compile_module(module, fn, arch=args.arch)
    data = {
        "kernel": fn.name,
        "arch": args.arch,
        "registers": report.registers,
        "shared_static_bytes": report.shared_static_bytes,
        "local_bytes": report.local_bytes,
        "max_threads_per_block": report.max_threads_per_block,
    }
    if args.json:
        _print_json(data)
    else:
        for k, v in data.items():
            print(f"{k:>22}: {v}")
    return 0


def cmd_devices(args: argparse.Namespace) -> int:
    """List the hardware descriptions (and the live GPU, when there is one)."""
    from .hw.descriptions import devices_table

    rows = devices_table(live=True)
    if args.json:
        _print_json(rows)
        return 0
    from rich.console import Console
    from rich.table import Table

    if not rows:
        print("no hardware descriptions found")
        return 0
    cols = ["key", "name", "cc", "sms", "bandwidth_gb_s", "fp32_gflops", "shared_per_sm_kib",
            "regs_per_sm", "live"]
    cols = [c for c in cols if c in rows[0]]
    t = Table(*cols, title="hardware descriptions (warpsmith devices --json for every field)")
    for r in rows:
        t.add_row(*(str(r.get(c, "")) for c in cols))
    Console().print(t)
    return 0


# ----------------------------------------------------------------------------- parser


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(
        prog="warpsmith",
        description="Read CUDA C and OpenCL C kernels, explain them, rewrite them, and run them "
                    "exactly on a tracing CPU simulator (or a GPU).",
    )
    p.add_argument("--version", action="version", version=f"warpsmith {__version__}")
    sub = p.add_subparsers(dest="command", metavar="COMMAND")

    r = sub.add_parser("run", help="run a kernel (CPU simulator by default) and print outputs and trace")
    _add_source_options(r)
    r.add_argument("--grid", required=True, help="blocks (work-groups): X[,Y[,Z]]")
    r.add_argument("--block", required=True, help="threads per block (local size): X[,Y[,Z]]")
    r.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="kernel argument: a scalar (512, 0.5), @file.npy, DTYPE[COUNT][:zeros|:random|:range], "
                        "or shared:BYTES for an OpenCL __local pointer (repeatable)")
    r.add_argument("--dynamic-shared", type=int, default=0, metavar="BYTES",
                   help="bytes of dynamic shared memory (extern __shared__)")
    r.add_argument("--seed", type=int, default=0, help="seed for :random arguments (default 0)")
    r.add_argument("--backend", choices=BACKENDS, default="cpu",
                   help="cpu (the exact simulator, default), opencl (pyopencl), cuda (NVRTC + CuPy)")
    r.add_argument("--trace", action="store_true", help="count what the hardware would do (simulator)")
    r.add_argument("--time", action="store_true", help="time the kernel (cuda backend)")
    r.add_argument("--repetitions", type=int, default=30, help="timed repetitions (default 30)")
    r.add_argument("--flush-l2", action="store_true",
                   help="write a buffer larger than L2 before every timed repetition (cold cache)")
    r.add_argument("--json", action="store_true", help="print one JSON object")
    r.add_argument("--save-outputs", metavar="DIR", help="save every buffer after the run as DIR/NAME.npy")
    r.set_defaults(func=cmd_run)

    t = sub.add_parser("translate", help="print a CUDA kernel as OpenCL C or the reverse")
    _add_source_options(t)
    t.add_argument("--to", required=True, choices=("cuda", "opencl"))
    t.add_argument("-o", "--output", metavar="OUT", help="write here instead of standard output")
    t.set_defaults(func=cmd_translate)

    k = sub.add_parser("kernels", help="list kernels, parameters, template parameters and launch sites")
    _add_source_options(k, kernel=False)
    k.add_argument("--json", action="store_true")
    k.set_defaults(func=cmd_kernels)

    c = sub.add_parser("compile", help="compile with NVRTC and report registers, shared and local memory")
    _add_source_options(c)
    c.add_argument("--arch", default="sm_90", help="target architecture (default sm_90)")
    c.add_argument("--json", action="store_true")
    c.set_defaults(func=cmd_compile)

    from .cli_analyze import add_optimize_parser, add_parser as add_analyze

    add_analyze(sub, _add_source_options)
    add_optimize_parser(sub, _add_source_options)
    from .cli_coarsen import add_coarsen_parser

    add_coarsen_parser(sub, _add_source_options)
    from .cli_predict import add_predict_parser

    add_predict_parser(sub, _add_source_options)

    d = sub.add_parser("devices", help="list hardware descriptions and the live GPU, if any")
    d.add_argument("--json", action="store_true")
    d.set_defaults(func=cmd_devices)
    return p


def main(argv: list[str] | None = None) -> int:
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


if __name__ == "__main__":
    sys.exit(main())
