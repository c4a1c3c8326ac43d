"""``warpsmith analyze``: every global and shared access, explained before running."""

from __future__ import annotations

import argparse

from .ir.errors import LaunchError


def integer_params(fn, items: list[str] | None) -> dict:
    """``--arg NAME=VALUE`` values of integer scalar parameters (others are refused)."""
    from .ir.types import ScalarType

    params = {p.name: p for p in fn.params}
    out = {}
    for item in items or []:
        name, eq, value = item.partition("=")
        name = name.strip()
        if not eq:
            raise LaunchError(f"--arg {item!r}: expected NAME=VALUE")
        p = params.get(name)
        if p is None:
            raise LaunchError(f"--arg {name}: kernel {fn.name} has no parameter {name} "
                              f"(parameters: {', '.join(params) or 'none'})")
        if not (isinstance(p.type, ScalarType) and p.type.is_integer):
            continue  # buffers and floats do not change addresses
        try:
            out[name] = int(value.strip(), 0)
        except ValueError:
            raise LaunchError(f"--arg {name}={value}: {name} is an integer parameter; "
                              "give an integer") from None
    return out


def cmd_analyze(args: argparse.Namespace) -> int:
    from .analysis import analyze_accesses
    from .backends.compiler import kernel_compiler
    from .ir.launch import Launch, dim3
    from .cli import _pick_kernel, _print_json, _read

    module = _read(args, args.kernel)
    fn = _pick_kernel(module, args.kernel, args.file)
    if args.divergence:
        from .cli_coarsen import cmd_divergence
        return cmd_divergence(args, module, fn)
    if not args.grid or not args.block:
        raise LaunchError("analyze: --grid and --block are required (except with --divergence)")
    grid = dim3(args.grid, "--grid")
    block = dim3(args.block, "--block")
    report = analyze_accesses(module, fn, grid, block, integer_params(fn, args.arg))
    if args.json:
        _print_json(report.as_json())
    else:
        print_access_table(report)
    return 0


def print_access_table(report) -> None:
    """A table for people: one row per access, then the reasons."""
    from rich.console import Console
    from rich.table import Table

    t = Table(title=f"{report.kernel}: grid {list(report.grid)}, block {list(report.block)}",
              show_lines=False)
    for col in ("where", "access", "index", "stride x (B)", "sectors/req", "wavefronts/req",
                "verdict"):
        t.add_column(col)
    for p in report.predictions:
        a = p.access
        j = p.as_json()
        sx = next(iter(p.strides.values()), "") if p.strides else ""
        sec = "" if j["sectors_per_request"] is None else \
            f"{j['sectors_per_request']:g} (ideal {j['ideal_sectors_per_request']:g})"
        wf = "" if j["wavefronts_per_request"] is None else f"{j['wavefronts_per_request']:g}"
        t.add_row(f"{a.loc.line}:{a.loc.col}", f"{a.kind} {a.space} {a.type} {a.array}",
                  j["index"], str(sx), sec, wf, p.verdict + ("" if p.exact else " ~"))
    console = Console(width=160)
    console.print(t)
    for p in report.predictions:
        a = p.access
        notes = "; ".join(p.assumptions)
        console.print(f"  {a.loc.line}:{a.loc.col} {a.array}: {p.verdict}: {p.reason}"
                      + (f" [{notes}]" if notes else ""), highlight=False, markup=False)


def add_parser(sub, add_source_options) -> None:
    a = sub.add_parser("analyze", help="explain every global and shared memory access: "
                                       "affine index, strides, sectors, bank conflicts")
    add_source_options(a)
    a.add_argument("--grid", help="blocks (work-groups): X[,Y[,Z]]")
    a.add_argument("--block", help="threads per block (local size): X[,Y[,Z]]")
    a.add_argument("--divergence", action="store_true",
                   help="instead: per source line, the values and branches that differ "
                        "between threads, and along which dimensions (paper 002)")
    a.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="value of an integer kernel parameter (repeatable); others stay "
                        "symbolic")
    a.add_argument("--json", action="store_true", help="print one JSON object")
    a.set_defaults(func=cmd_analyze)


def cmd_optimize(args: argparse.Namespace) -> int:
    """Optimize one kernel's memory accesses and write the variant with its guard."""
    from pathlib import Path

    from .backends.compiler import kernel_compiler
    from .ir.launch import Launch, dim3
    from .cli import _pick_kernel, _print_json, _read
    from .transform.dispatch import variant_source
    from .transform.memopt import optimize
    from .transform.pipeline import STEPS

    module = _read(args, args.kernel)
    fn = _pick_kernel(module, args.kernel, args.file)
    grid = dim3(args.grid, "--grid")
    block = dim3(args.block, "--block")
    params = integer_params(fn, args.arg)
    steps = None
    if args.steps:
        steps = tuple(s.strip() for s in args.steps.split(",") if s.strip())
        bad = [s for s in steps if s not in STEPS]
        if bad:
            raise LaunchError(f"--steps: unknown step {bad[0]!r}; known: {', '.join(STEPS)}")
    result = optimize(module, fn.name, Launch(grid, block, params=params), steps=steps,
                      name=args.name, compiler=kernel_compiler())
    out = None
    v = result.variant
    if v is not None and args.output:
        Path(args.output).write_text(variant_source(v, args.file, module.dialect))
        out = args.output
    if args.json:
        _print_json(result.as_json(out))
    else:
        _print_optimize(result, out)
    return 0


def _print_optimize(result, out) -> None:
    from .transform.dispatch import all_assumptions

    v = result.variant
    if v is None:
        print(f"{result.kernel}: nothing applied")
    else:
        print(f"{result.kernel} -> {v.kernel}: grid {list(v.grid)}, block {list(v.block)}"
              + (f", written to {out}" if out else ""))
        print(f"  launch: {v.launch_map.describe()}")
        for a in all_assumptions(v):
            print(f"  guard: {a}")
    for s in result.applied:
        j = s.as_json()
        cost = (f" (predicted cost {j['predicted_cost_before']} -> {j['predicted_cost_after']})"
                if "predicted_cost_before" in j else "")
        print(f"  applied {s.name}: {s.detail}{cost}")
    for r in result.refused:
        print(f"  refused {r.step}: {r.reason}")
    if result.before is not None:
        print_access_table(result.before)


def add_optimize_parser(sub, add_source_options) -> None:
    o = sub.add_parser("optimize", help="coalesce and group memory accesses (paper 003); "
                                        "writes the variant and its run-time guard")
    add_source_options(o)
    o.add_argument("--grid", required=True, help="blocks (work-groups): X[,Y[,Z]]")
    o.add_argument("--block", required=True, help="threads per block (local size): X[,Y[,Z]]")
    o.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="value of an integer kernel parameter (sizes the choice may use)")
    o.add_argument("-o", "--output", metavar="OUT", help="write the original and the variant here")
    o.add_argument("--name", help="name of the new kernel (default: KERNEL_opt)")
    o.add_argument("--steps", help="comma-separated steps to try (default all): "
                                   "swap,group-loop,group-threads,vector32,pad")
    o.add_argument("--json", action="store_true", help="print one JSON object")
    o.set_defaults(func=cmd_optimize)
