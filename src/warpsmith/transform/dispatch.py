"""The run-time guard: launch the optimized kernel only when its assumptions hold.

The paper's tool patched the host code so that, at each launch, the optimized kernel ran
only when the new block size was legal, and the original otherwise. :func:`dispatcher`
gives the same as a Python callable (for programs that launch through warpsmith, CuPy or
pyopencl); :func:`c_guard` prints it as a C function for CUDA host code.
"""

from __future__ import annotations

from .variant import Assumption, Variant

MAX_BLOCK = (1024, 1024, 64)
MAX_THREADS = 1024
MAX_GRID = (2**31 - 1, 65535, 65535)


def launch_assumptions(variant: Variant) -> list[Assumption]:
    """Limits every launch must respect, for the variant's mapped geometry."""
    out = []
    m = variant.launch_map
    for i, x in enumerate("xyz"):
        expr = m.block[i] if m.block_div[i] == 1 else f"{m.block[i]} / {m.block_div[i]}"
        if m.block[i] != f"block.{x}" or m.block_div[i] != 1:
            out.append(Assumption("at_most", expr, MAX_BLOCK[i],
                                  f"the variant's blockDim.{x} limit"))
        gexpr = m.grid[i] if m.grid_div[i] == 1 else f"{m.grid[i]} / {m.grid_div[i]}"
        if m.grid[i] != f"grid.{x}" or m.grid_div[i] != 1:
            out.append(Assumption("at_most", gexpr, MAX_GRID[i],
                                  f"the variant's gridDim.{x} limit"))
    for i, x in enumerate("xyz"):
        for name, div in ((m.block[i], m.block_div[i]), (m.grid[i], m.grid_div[i])):
            if div != 1:
                out.append(Assumption("divisible", name, div, "threads are merged"))
    if any(m.block[i] != f"block.{x}" or m.block_div[i] != 1 for i, x in enumerate("xyz")):
        prod = " * ".join(m.block[i] if m.block_div[i] == 1 else f"({m.block[i]} / {m.block_div[i]})"
                          for i in range(3))
        out.append(Assumption("at_most", prod, MAX_THREADS, "threads per block"))
    return out


def all_assumptions(variant: Variant) -> list[Assumption]:
    seen, out = set(), []
    for a in launch_assumptions(variant) + list(variant.assumptions):
        key = (a.kind, a.expr, a.modulus, a.param)
        if key not in seen:
            seen.add(key)
            out.append(a)
    return out


def dispatcher(variant: Variant):
    """A function ``choose(grid, block, args, addresses=None) -> (kernel, grid, block,
    reasons)``: the variant and its launch when every assumption holds, else the original
    with the original launch and the assumptions that failed. ``args`` maps parameter names
    to values; ``addresses`` maps buffer names to device addresses (alignment checks are
    skipped for buffers without one: NumPy and CuPy allocations are 256-byte aligned)."""
    checks = all_assumptions(variant)

    def choose(grid, block, args: dict, addresses: dict | None = None):
        grid = tuple(int(g) for g in grid) + (1,) * (3 - len(grid))
        block = tuple(int(b) for b in block) + (1,) * (3 - len(block))
        env = {f"grid.{x}": grid[i] for i, x in enumerate("xyz")}
        env.update({f"block.{x}": block[i] for i, x in enumerate("xyz")})
        for k, v in args.items():
            if getattr(v, "ndim", 1) == 0 or isinstance(v, int):
                env[k] = int(v)
        failed = []
        for a in checks:
            if a.kind == "aligned":
                if addresses is None or a.param not in addresses:
                    continue
                if int(addresses[a.param]) % a.modulus:
                    failed.append(str(a))
                continue
            try:
                if not a.holds(env):
                    failed.append(str(a))
            except (KeyError, NameError, ZeroDivisionError):
                failed.append(f"cannot check: {a}")
        if failed:
            return variant.original, grid, block, failed
        g, b = variant.launch_map.apply(grid, block)
        return variant.kernel, g, b, []

    return choose


def c_guard(variant: Variant) -> str:
    """A C function for CUDA host code that launches the variant when its assumptions
    hold and the original otherwise (the paper's run-time check)."""
    fn = variant.module.function(variant.kernel)
    decls = []
    from ..ir.printer import declaration

    for p in fn.params:
        decls.append(declaration(p.type, p.name, "cuda"))
    checks = all_assumptions(variant)
    m = variant.launch_map
    conds = " &&\n        ".join(a.c_text() for a in checks) or "1"

    def ext(names, divs):
        return ", ".join(n if d == 1 else f"({n}) / {d}" for n, d in zip(names, divs))

    args = ", ".join(p.name for p in fn.params)
    return (f"// Launch {variant.kernel} when its assumptions hold, else {variant.original}.\n"
            f"static inline void launch_{variant.original}(dim3 grid, dim3 block, "
            f"size_t shared, cudaStream_t stream, {', '.join(decls)})\n"
            "{\n"
            f"    if ({conds}) {{\n"
            f"        dim3 g({ext(m.grid, m.grid_div)}), b({ext(m.block, m.block_div)});\n"
            f"        {variant.kernel}<<<g, b, shared, stream>>>({args});\n"
            "    } else {\n"
            f"        {variant.original}<<<grid, block, shared, stream>>>({args});\n"
            "    }\n"
            "}\n")


def variant_source(variant: Variant, file_label: str, dialect: str = "cuda",
                   command: str = "optimize") -> str:
    """The file ``warpsmith optimize|coarsen FILE -o OUT`` writes: a header naming the launch map
    and the guard's conditions, the original and the variant in ``dialect``, and for CUDA
    the host-side guard (inside ``#ifdef WARPSMITH_HOST_GUARD``)."""
    from ..ir.printer import print_module

    original, new = variant.original, variant.kernel
    text = print_module(variant.module, dialect, kernels=[original, new])
    conds = "\n".join(f"//   {a}" for a in all_assumptions(variant)) or "//   none"
    header = (f"// Generated by warpsmith {command} from {file_label} ({original}).\n"
              f"// {new} computes what {original} computes when launched as\n"
              f"//   {variant.launch_map.describe()}\n"
              f"// and these hold (else launch {original}):\n{conds}\n\n")
    guard = ""
    if dialect == "cuda":
        guard = "\n#ifdef WARPSMITH_HOST_GUARD\n#include <stdint.h>\n" + c_guard(variant) \
            + "#endif\n"
    return header + text + guard


__all__ = ["dispatcher", "c_guard", "all_assumptions", "launch_assumptions", "variant_source"]
