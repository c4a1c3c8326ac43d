"""A kernel compiler for the transformations that need register counts.

:func:`warpsmith.transform.registers.bound_registers` (and :func:`warpsmith.transform.
memopt.optimize`, which runs it) take a ``compiler`` callable instead of importing a
backend: ``compiler(module, kernel_name)`` returns the compiled kernel's facts
(``.registers``, ``.spills``, ``.compiler``) or None when no CUDA compiler is available.
:func:`kernel_compiler` makes that callable from NVRTC (or nvcc).
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class RegisterFacts:
    """What a transformation needs of a compiled kernel: registers per thread, bytes
    spilled or in local memory (0 when none), and the compiler's name for reports."""

    registers: int
    spills: int
    compiler: str = ""


def kernel_compiler(arch: str = "sm_90"):
    """A callable ``(module, kernel_name) -> RegisterFacts | None`` compiling for
    ``arch`` with NVRTC or nvcc; it returns None when neither is available."""
    from .cuda import compile_module
    from .cuda_compile import compiler_available

    def compile_kernel(module, kernel: str) -> RegisterFacts | None:
        if compiler_available() is None:
            return None
        rep = compile_module(module, kernel, arch)
        return RegisterFacts(rep.registers,
                             rep.spill_store_bytes or rep.spill_load_bytes or rep.local_bytes,
                             rep.compiler)

    return compile_kernel


__all__ = ["RegisterFacts", "kernel_compiler"]
