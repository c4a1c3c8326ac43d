"""Keep a versioned variant's occupancy that of its fast path (``__launch_bounds__``).

A variant versioned per block (:func:`warpsmith.transform.group.merge_threads`: a fast path
where every copy is inside the guards, a predicated slow path elsewhere) is one kernel, and
ptxas gives it the registers of its hungrier path. On Sobel (issue 4, NVRTC 13.0, sm_90)
the fast path alone needs 29 registers, the slow path 38 and the kernel 43: 5 blocks of
256 threads per SM instead of 8, for a path that runs in 2 blocks of 15. The H100 timed the
versioned kernel 1.2x slower than its fast path forced everywhere
(``benchmarks/results/memopt-sobel-paths-h100-2026-11-22.md``).

:func:`bound_registers` compiles the variant and its fast path alone with NVRTC; where the
variant fits fewer blocks per SM, it declares ``__launch_bounds__(threads, blocks)`` with
the fast path's blocks per SM, so ptxas fits both paths in the fast path's register
budget, and keeps that only when ptxas then spills nothing. The variant then also assumes
its block has at most ``threads`` threads (a launch bound is a hard limit), which the
run-time guard checks. CUDA only: OpenCL C has no register control.

Occupancy here counts registers, threads and blocks per SM on sm_90 (CUDA C Programming
Guide, "Compute Capabilities", table of technical specifications: 64K 32-bit registers,
2048 threads and 32 blocks per SM, registers allocated per warp in units of 256, out of
each of the 4 sub-partitions' quarter of the register file, as ``cuda_occupancy.h``
computes it); shared memory is unchanged by the bound and left out. A test checks this
against the model's full occupancy calculator (``hw/occupancy.py``), which the
transform layer does not import.
"""

from __future__ import annotations

import dataclasses

from ..ir import nodes as N
from .swap import _with_function
from .variant import Assumption, Refusal, Step, Variant

REGISTERS_PER_SM, REGISTER_UNIT, THREADS_PER_SM, BLOCKS_PER_SM = 65536, 256, 2048, 32
SUB_PARTITIONS = 4
ARCH = "sm_90"


def blocks_per_sm(registers: int, threads: int) -> int:
    """Resident blocks of ``threads`` threads per sm_90 SM at ``registers`` per thread."""
    warps = -(-threads // 32)
    per_warp = -(-registers * 32 // REGISTER_UNIT) * REGISTER_UNIT
    # registers are a per-sub-partition resource: whole warps per sub-partition
    warps_by_regs = (REGISTERS_PER_SM // SUB_PARTITIONS // per_warp) * SUB_PARTITIONS
    by_regs = warps_by_regs // warps if registers else BLOCKS_PER_SM
    return max(0, min(BLOCKS_PER_SM, THREADS_PER_SM // (warps * 32), by_regs))


def fast_path(fn: N.Function) -> N.Function | None:
    """``fn`` with its top-level version test taken as true (the fast path alone), or None
    when ``fn``'s body is not one ``if (test) fast else slow``."""
    body = fn.body.stmts
    if len(body) != 1 or not isinstance(body[0], N.If) or body[0].other is None:
        return None
    return dataclasses.replace(fn, body=N.Block((body[0].then,), loc=fn.body.loc))


def _report(module: N.Module, fn: N.Function):
    from ..backends.cuda import compile_module

    return compile_module(_with_function(module, fn), fn.name, ARCH)


def bound_registers(variant: Variant) -> tuple[Variant, Step | Refusal | None]:
    """The variant with a launch bound that keeps its fast path's occupancy, and the step
    (or the refusal saying why not); ``(variant, None)`` when it is not versioned or
    already has that occupancy."""
    from ..backends.cuda_compile import compiler_available

    fn = variant.function()
    fast = fast_path(fn)
    if fast is None:
        return variant, None
    name = "bound-registers"
    if variant.module.dialect != "cuda":
        return variant, Refusal(name, "OpenCL C has no register bound; the versioned kernel "
                                      "keeps the registers of its hungrier path")
    if compiler_available() is None:
        return variant, Refusal(name, "no CUDA compiler (NVRTC) to count the paths' registers")
    threads = int(variant.block[0] * variant.block[1] * variant.block[2])
    whole, alone = _report(variant.module, fn), _report(variant.module, fast)
    have = blocks_per_sm(whole.registers, threads)
    want = blocks_per_sm(alone.registers, threads)
    if have >= want:
        return variant, None
    bounded = dataclasses.replace(fn, attributes=tuple(
        a for a in fn.attributes if a[0] not in ("launch_bounds", "__launch_bounds__"))
        + (("launch_bounds", (threads, want)),))
    rep = _report(variant.module, bounded)
    spills = rep.spill_store_bytes or rep.spill_load_bytes or rep.local_bytes
    if spills or blocks_per_sm(rep.registers, threads) < want:
        return variant, Refusal(name, f"bounding {fn.name} to {want} blocks of {threads} "
                                      f"threads per SM makes ptxas spill or miss the bound "
                                      f"({rep.registers} registers, {rep.spill_store_bytes} "
                                      f"bytes spilled); kept {whole.registers} registers")
    module = _with_function(variant.module, bounded)
    lm = variant.launch_map
    size = " * ".join(n if d == 1 else f"({n} / {d})" for n, d in zip(lm.block, lm.block_div))
    bound = Assumption("at_most", size, threads,
                       f"__launch_bounds__({threads}, {want}) of {fn.name}")
    new = dataclasses.replace(variant, module=module,
                              assumptions=list(variant.assumptions) + [bound])
    return new, Step(name, f"__launch_bounds__({threads}, {want}): the versioned kernel "
                           f"needed {whole.registers} registers ({have} blocks per SM), its "
                           f"fast path alone {alone.registers} ({want}); bounded, "
                           f"{rep.registers} registers and no spill ({ARCH}, "
                           f"{rep.compiler})")


__all__ = ["blocks_per_sm", "bound_registers", "fast_path"]
