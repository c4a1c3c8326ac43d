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

Occupancy is :func:`warpsmith.hw.occupancy.occupancy` for the ``device`` given (registers,
threads and blocks per SM; shared memory is unchanged by the bound and left out). The
registers come from the ``compiler`` given, a :class:`~warpsmith.hw.compiled.KernelCompiler`
(``warpsmith.backends.cuda_compile.local_compiler()`` gives this machine's NVRTC or nvcc),
or None when no compiler is available. The transform layer imports no backend.
"""

from __future__ import annotations

import dataclasses

from ..hw.compiled import CompiledKernel, KernelCompiler
from ..hw.descriptions import Device, load_device
from ..hw.occupancy import occupancy
from ..ir import nodes as N
from .contract import transformation
from .variant import Assumption, Refusal, Step, Variant, with_function



def blocks_per_sm(registers: int, threads: int, device: Device | None = None) -> int:
    """Resident blocks of ``threads`` threads per SM of ``device`` (default: the H100
    description) at ``registers`` per thread, shared memory left out."""
    return occupancy(device or default_device(), registers, 0, threads).active_blocks_per_sm


def default_device() -> Device:
    """The device the optimizer decides for when none is given: the H100 SXM description."""
    return load_device("h100-sxm")


def fast_path(fn: N.Function) -> N.Function | None:
    """``fn`` with its top-level version test taken as true (the fast path alone), or None
    when ``fn``'s body is not one ``if (test) fast else slow``."""
    body = fn.body.stmts
    if len(body) != 1 or not isinstance(body[0], N.If) or body[0].other is None:
        return None
    return dataclasses.replace(fn, body=N.Block((body[0].then,), loc=fn.body.loc))


def _compile(compiler: KernelCompiler, module: N.Module, fn: N.Function,
             device: Device) -> CompiledKernel:
    return compiler.kernel(with_function(module, fn), fn, device.arch)


def _spilled(rep: CompiledKernel) -> int:
    """Bytes spilled or in local memory (0 when none)."""
    return rep.spill_store_bytes or rep.spill_load_bytes or rep.local_bytes


@transformation
def bound_registers(variant: Variant, *, compiler: KernelCompiler | None = None,
                    device: Device | None = None
                    ) -> Variant | Refusal:
    """The variant with a launch bound that keeps its fast path's occupancy on ``device``
    (default: the H100 description), its step appended; a :class:`Refusal` saying why not;
    or ``variant`` itself when it is not versioned or already has that occupancy.
    ``compiler``: see the module doc (None: no compiler, refused)."""
    device = device or default_device()
    fn = variant.function()
    fast = fast_path(fn)
    if fast is None:
        return variant
    name = "bound-registers"
    if variant.module.dialect != "cuda":
        return Refusal(name, "OpenCL C has no register bound; the versioned kernel "
                             "keeps the registers of its hungrier path")
    whole = None if compiler is None else _compile(compiler, variant.module, fn, device)
    if whole is None:
        return Refusal(name, "no CUDA compiler (NVRTC) to count the paths' registers")
    threads = int(variant.block[0] * variant.block[1] * variant.block[2])
    alone = _compile(compiler, variant.module, fast, device)
    have = blocks_per_sm(whole.registers, threads, device)
    want = blocks_per_sm(alone.registers, threads, device)
    if have >= want:
        return variant
    bounded = dataclasses.replace(fn, attributes=tuple(
        a for a in fn.attributes if a[0] not in ("launch_bounds", "__launch_bounds__"))
        + (("launch_bounds", (threads, want)),))
    rep = _compile(compiler, variant.module, bounded, device)
    if _spilled(rep) or blocks_per_sm(rep.registers, threads, device) < want:
        return Refusal(name, f"bounding {fn.name} to {want} blocks of {threads} "
                             f"threads per SM makes ptxas spill or miss the bound "
                             f"({rep.registers} registers, {_spilled(rep)} "
                             f"bytes spilled); kept {whole.registers} registers",
                       fn.loc)
    lm = variant.launch_map
    size = " * ".join(n if d == 1 else f"({n} / {d})" for n, d in zip(lm.block, lm.block_div))
    bound = Assumption("at_most", size, threads,
                       f"__launch_bounds__({threads}, {want}) of {fn.name}")
    done = Step(name, f"__launch_bounds__({threads}, {want}): the versioned kernel "
                      f"needed {whole.registers} registers ({have} blocks per SM), its "
                      f"fast path alone {alone.registers} ({want}); bounded, "
                      f"{rep.registers} registers and no spill ({device.arch}, "
                      f"{rep.compiler})")
    return variant.derive(with_function(variant.module, bounded), variant.kernel, done,
                          assumptions=[bound])


__all__ = ["blocks_per_sm", "bound_registers", "default_device", "fast_path"]
