"""``warpsmith coarsen`` and ``warpsmith analyze --divergence`` (paper 002)."""

from __future__ import annotations

import argparse

from .ir.errors import LaunchError


def cmd_divergence(args: argparse.Namespace, module, fn) -> int:
    """Print per source line the values and branches that diverge, and along which
    dimensions (called by ``warpsmith analyze --divergence``)."""
    from .analysis.divergence import analyze_divergence, dims_text
    from .cli import _print_json

    div = analyze_divergence(fn, module)
    lines = div.lines()
    if args.json:
        _print_json({
            "kernel": fn.name,
            "variables": {k: _axes(v) for k, v in
                          sorted(div.var_dims.items())},
            "lines": [{"line": r["line"],
                       "values": [{"name": v["name"], "dims": _axes(v["dims"])}
                                  for v in r["values"]],
                       "branches": [{"kind": b["kind"],
                                     "dims": _axes(b["dims"])}
                                    for b in r["branches"]],
                       "control": _axes(r["control"])}
                      for r in lines],
            "barriers": [{"line": b.loc.line, "control": _axes(ctx)}
                         for b, ctx in div.barriers]})
        return 0
    src = _source_lines(args.file)
    print(f"{fn.name}: divergence per dimension (x = get_local_id(0)/threadIdx.x ...; "
          "'uniform' = the same in every thread of a work-group row)")
    for r in lines:
        parts = [f"{v['name']}: {dims_text(v['dims'])}" for v in r["values"]]
        parts += [f"{b['kind']} branch: {dims_text(b['dims'])}" for b in r["branches"]]
        if r["control"]:
            parts.append(f"under control divergent along {dims_text(r['control'])}")
        text = src[r["line"] - 1].strip() if 0 < r["line"] <= len(src) else ""
        print(f"  {r['line']:4d}  {text[:60]:<60}  {'; '.join(parts)}")
    for b, ctx in div.barriers:
        state = "uniform control" if not ctx else \
            f"control divergent along {dims_text(ctx)} (coarsening along it is refused)"
        print(f"  barrier at line {b.loc.line}: {state}")
    return 0


def _axes(dims) -> list[str]:
    """A set of dimensions as sorted axis names: {1, 0} -> ["x", "y"]."""
    return ["xyz"[d] for d in sorted(dims)]


def _source_lines(path: str) -> list[str]:
    try:
        with open(path, encoding="utf-8", errors="replace") as f:
            return f.read().splitlines()
    except OSError:
        return []


def cmd_coarsen(args: argparse.Namespace) -> int:
    """Coarsen one kernel and write the variant (the original and the new kernel, in the
    input's dialect, with the launch it needs and its run-time guard)."""
    from pathlib import Path

    from .ir.launch import Launch, dim3
    from .cli import _pick_kernel, _print_json, _read
    from .cli_analyze import integer_params
    from .transform.coarsen import coarsen, coarsen_report, coarsening
    from .transform.dispatch import variant_source
    from .transform.variant import Refusal, Variant

    module = _read(args, args.kernel)
    fn = _pick_kernel(module, args.kernel, args.file)
    grid = dim3(args.grid, "--grid")
    block = dim3(args.block, "--block")
    params = integer_params(fn, args.arg)
    auto = None
    if args.auto and args.factor is not None:
        raise LaunchError("coarsen: give either --auto or --factor, not both")
    if args.auto:
        from .tune.coarsen_advisor import advise
        auto = advise(module, fn.name, grid, block, params)
        factor, dim, stride = auto.factor, auto.dim, auto.stride
    else:
        if args.factor is None:
            raise LaunchError("coarsen: give --factor F (and --dim, --stride), or --auto")
        factor, dim, stride = args.factor, args.dim, args.stride
        if dim is None:
            dim = 0
    if dim > 0 and max(grid[dim], block[dim]) == 1 and factor > 1:
        raise LaunchError(f"--dim {dim}: the launch has one thread along "
                          f"{'xyz'[dim]} (grid {list(grid)}, block {list(block)})")
    res = coarsen(Variant.of(module, fn.name, Launch(grid, block, params=params)),
                  factor=factor, dim=dim, stride=stride, name=args.name)
    if isinstance(res, Refusal):
        if args.json:
            _print_json({"kernel": fn.name, "variant": None, "refused": res.reason,
                         **({"auto": auto.as_json()} if auto else {})})
        else:
            print(f"{fn.name}: refused: {res.reason}")
        return 3
    out = None
    if args.output:
        text = variant_source(res, args.file, module.dialect, command="coarsen")
        Path(args.output).write_text(text)
        out = args.output
    if args.json:
        j = coarsen_report(res, out)
        if auto:
            j["auto"] = auto.as_json()
        _print_json(j)
        return 0
    v, done = res, coarsening(res)
    if auto:
        print(f"advisor: {auto.summary()}")
        rank = len(str(args.block).split(","))
        if auto.block and tuple(auto.block) != tuple(block) + (1,) * (3 - len(block)) \
                and factor > 1:
            shown = ",".join(str(b) for b in auto.block[:rank])
            print(f"  the advisor's memory model assumed block {shown}: this kernel does not "
                  f"use its work-groups, so its local size is free (--block {shown})")
    if factor == 1:
        print(f"{fn.name}: factor 1, nothing to do (the original kernel)")
        return 0
    print(f"{fn.name} -> {v.kernel}: grid {list(v.grid)}, block {list(v.block)}"
          + (f", written to {out}" if out else ""))
    print(f"  {done.replicated} statements replicated, {done.divergent_regions} of them "
          f"divergent regions; {'group-preserving' if done.group_dependent else 'global'} "
          "remapping" + (", guarded" if done.guarded else ""))
    print(f"  launch: {v.launch_map.describe()}")
    from .transform.dispatch import all_assumptions
    for a in all_assumptions(v):
        print(f"  guard: {a}")
    for n in done.notes:
        print(f"  note: {n}")
    return 0


def _positive(name: str):
    def conv(text: str) -> int:
        try:
            v = int(text, 0)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{name} must be an integer, not {text!r}") \
                from None
        if v < 1:
            raise argparse.ArgumentTypeError(f"{name} must be at least 1, not {v}")
        return v
    return conv


def _dimension(text: str) -> int:
    if text in ("x", "y", "z"):
        return "xyz".index(text)
    if text in ("0", "1", "2"):
        return int(text)
    raise argparse.ArgumentTypeError(f"dimension must be 0, 1, 2 (or x, y, z), not {text!r}")


def add_coarsen_parser(sub, add_source_options) -> None:
    c = sub.add_parser("coarsen", help="thread coarsening (paper 002): merge F threads along "
                                       "one dimension; writes the variant and its launch")
    add_source_options(c)
    c.add_argument("--factor", type=_positive("--factor"), help="threads merged (1, 2, 4, ...)")
    c.add_argument("--dim", type=_dimension, help="dimension: 0, 1, 2 (or x, y, z); default 0")
    c.add_argument("--stride", type=_positive("--stride"), default=1,
                   help="stride of the remapping (Eq. 3 of the paper; default 1)")
    c.add_argument("--auto", action="store_true",
                   help="choose factor, dimension and stride from static features, without "
                        "running")
    c.add_argument("--grid", required=True, help="blocks (work-groups): X[,Y[,Z]]")
    c.add_argument("--block", required=True, help="threads per block (local size): X[,Y[,Z]]")
    c.add_argument("--arg", action="append", metavar="NAME=VALUE",
                   help="value of an integer kernel parameter")
    c.add_argument("-o", "--output", metavar="OUT", help="write the original and the variant here")
    c.add_argument("--name", help="name of the new kernel")
    c.add_argument("--json", action="store_true", help="print one JSON object")
    c.set_defaults(func=cmd_coarsen)
