"""Compiled-kernel facts: what a CUDA compiler said about one kernel, as a plain value.

The backends compile (``backends/cuda_compile.py``: NVRTC or nvcc); the model and the
transformations read the result without importing a backend: a :class:`CompiledKernel`
(registers, static shared bytes, stack frame and spill bytes, the cubin with the kernel's
machine code and, compiled with ``-lineinfo``, its line table) is passed to them, or a
:class:`KernelCompiler` (an object with ``kernel`` and ``source`` methods) where they must
compile several kernels (the op-cost probes of ``model/predict_sass.py``).

The pure decoders of a cubin's bytes (:func:`elf_sections`, :func:`kernel_text`) live here
too: reading an ELF file is not running a compiler.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Protocol


@dataclass
class CompiledKernel:
    """One kernel as the compiler built it for ``arch``: its resources (the compiler's own
    report, cross-checked with the cubin's ``.nv.info``), the ``cubin`` holding its
    machine code (``.text.<lowered_name>``) and the compiler's ``log``."""

    registers: int
    shared_static_bytes: int
    local_bytes: int
    max_threads_per_block: int
    const_bytes: int
    cubin: bytes = field(repr=False)
    log: str = ""
    kernel: str = ""
    lowered_name: str = ""
    arch: str = "sm_90"
    spill_store_bytes: int = 0
    spill_load_bytes: int = 0
    compiler: str = ""
    launch_bounds: bool = False

    @property
    def text(self) -> bytes | None:
        """The kernel's machine code (its ``.text`` section), None when absent."""
        return kernel_text(self.cubin, self.lowered_name)

    def as_json(self) -> dict:
        """The resources as a JSON object (no cubin, no log)."""
        return {"registers": self.registers, "shared_static_bytes": self.shared_static_bytes,
                "local_bytes": self.local_bytes,
                "max_threads_per_block": self.max_threads_per_block,
                "const_bytes": self.const_bytes, "spill_store_bytes": self.spill_store_bytes,
                "spill_load_bytes": self.spill_load_bytes, "arch": self.arch,
                "kernel": self.kernel, "lowered_name": self.lowered_name,
                "compiler": self.compiler}


class KernelCompiler(Protocol):
    """What the model needs from a compiler (``backends.cuda_compile.local_compiler()``
    gives one): ``name`` ("nvrtc 13.0"); ``kernel(module, fn, arch)`` compiles IR kernel
    ``fn`` as the CUDA backend prints it, with line information; ``source(text, name,
    arch)`` compiles CUDA C text. Both raise ``WarpsmithError`` on a compile error."""

    name: str

    def kernel(self, module, fn, arch: str) -> CompiledKernel:
        """IR kernel ``fn`` of ``module`` compiled for ``arch`` with ``-lineinfo``."""

    def source(self, text: str, name: str, arch: str) -> CompiledKernel:
        """Kernel ``name`` of CUDA C ``text`` compiled for ``arch``."""


def elf_sections(cubin: bytes) -> list[tuple[str, int, bytes]]:
    """(name, type, data) of every section of a 64-bit little-endian ELF (a cubin)."""
    if cubin[:4] != b"\x7fELF" or cubin[4] != 2:
        raise ValueError("not a 64-bit ELF cubin")
    shoff = struct.unpack_from("<Q", cubin, 0x28)[0]
    shentsize, shnum, shstrndx = struct.unpack_from("<HHH", cubin, 0x3A)
    raw = []
    for i in range(shnum):
        name, typ, _flags, _addr, off, size, _link, _info, _al, _es = struct.unpack_from(
            "<IIQQQQIIQQ", cubin, shoff + i * shentsize)
        raw.append((name, typ, off, size))
    stroff = raw[shstrndx][2]
    out = []
    for name, typ, off, size in raw:
        end = cubin.index(b"\0", stroff + name)
        sname = cubin[stroff + name:end].decode(errors="replace")
        data = cubin[off:off + size] if typ != 8 else b""  # SHT_NOBITS has no file data
        out.append((sname, typ, data if typ != 8 else size))
    return out


def kernel_text(cubin: bytes, lowered_name: str) -> bytes | None:
    """The machine code of kernel ``lowered_name``: its ``.text.<name>`` section of
    ``cubin`` (None when absent)."""
    for name, _typ, data in elf_sections(cubin):
        if name == f".text.{lowered_name}" and isinstance(data, bytes):
            return data
    return None


def arch_major(arch: str) -> int:
    """Compute capability major of ``sm_XY`` / ``sm_XYZ`` (0 when unreadable)."""
    digits = "".join(ch for ch in arch.split("_")[-1] if ch.isdigit())
    return int(digits[:-1]) if len(digits) >= 2 else 0


__all__ = ["CompiledKernel", "KernelCompiler", "elf_sections", "kernel_text", "arch_major"]
