"""Benchmark programs of the psi tables (thesis 001, Section 4.4.3).

For one routine, :func:`psi_source` writes one kernel per elements-per-block value: the
routine alone on its own shared memory (inputs of a compute routine set to 1 first), its
result kept alive by a store under a flag that is never set. The extra shared memory of
the table is the launch's dynamic shared size (no recompilation per value). The GPU script
times each kernel at every (elements, extra) and writes the table in the
``fusion/data/<device>.json`` format (:func:`table_record`).
"""

from __future__ import annotations

from ..ir.printer import PIPELINE_PRIMITIVES
from .library import function, io_routine, routine
from .library import templates as T
from .model import ELEMENTS, EXTRA_BYTES, block_threads


def routines_of(graphs) -> list:
    """Every routine the compiler may use for ``graphs``: each call's implementations,
    the load and store routine of every type involved."""
    names: dict = {}
    for g in graphs:
        for v in g.vertices:
            if v.kind == "call":
                f = function(v.function)
                for r in f.impls:
                    names[r.name] = r
                for t in (*f.inputs, f.output):
                    for role in ("load", "store"):
                        r = io_routine(role, t)
                        names[r.name] = r
    return list(names.values())


def _kernel(r, e: int) -> tuple[str, int]:
    name = f"psi_{r.name}_e{e}"
    if r.role in ("load", "store"):
        t = io_type(r.name)
        own = T.stride(t) * e
        call = (f"{r.name}(sm, g, first, count);" if r.role == "load" else
                f"{r.name}(sink, sm, first, count);")
        body = f"    {call}\n"
    else:
        f = function(r.function)
        strides = [T.stride(t) for t in (*f.inputs, f.output)]
        own = sum(strides) * e
        offs = [sum(strides[:k]) * e for k in range(len(strides))]
        ins = ", ".join(f"sm + {o}" for o in offs[:-1])
        body = (f"    for (int i = threadIdx.x; i < {offs[-1]}; i += blockDim.x) sm[i] = 1.0f;\n"
                f"    __syncthreads();\n    {r.name}(sm + {offs[-1]}, {ins}, count);\n")
    text = (f"extern \"C\" __global__ void {name}(const float* __restrict__ g, "
            f"float* __restrict__ sink, int n, int flag) {{\n"
            f"    extern __shared__ float sm[];\n    float* pad = sm + {own};\n"
            f"    int first = blockIdx.x * {e};\n    int count = min({e}, n - first);\n"
            f"{body}    __pipeline_wait_prior(0);\n    __syncthreads();\n"
            f"    if (flag) sink[blockIdx.x] = sm[threadIdx.x % {own}] + pad[0];\n}}\n")
    return text, own


def shared_limit(device) -> int:
    """The most shared bytes one block may have on ``device`` (an ``hw`` ``Device``): the
    opt-in limit (dynamic shared memory, ``cudaFuncAttributeMaxDynamicSharedMemorySize``)
    where the architecture has one, else the plain per-block limit."""
    optin = getattr(device, "shared_per_block_optin", None)
    return int(optin or device.shared_per_block)


def fits(own_bytes: int, extra: int, device) -> str | None:
    """None when a kernel with ``own_bytes`` of its own shared memory can launch with
    ``extra`` more bytes on ``device``; else the reason it is not run."""
    limit = shared_limit(device)
    if own_bytes + extra > limit:
        return (f"{own_bytes} + {extra} shared bytes exceed {device.name}'s "
                f"{limit}-byte per-block limit")
    return None


def io_type(name: str):
    """The data type a load or store routine moves (from its ``// @routine`` line)."""
    r = routine(name)
    for line in r.text.splitlines():
        if line.startswith("// @routine"):
            from .language import parse_type

            return parse_type(line.split()[-1])
    raise KeyError(name)


def psi_source(r, elements=ELEMENTS) -> tuple[str, list]:
    """(CUDA C, [(kernel name, elements, threads per block, own shared bytes)]) of the
    benchmark kernels of routine ``r``."""
    parts, kernels = [PIPELINE_PRIMITIVES, r.text], []
    for e in elements:
        text, own = _kernel(r, e)
        parts.append(text)
        kernels.append((f"psi_{r.name}_e{e}", e, block_threads(e, r.threads), own * 4))
    return "\n".join(parts), kernels


def table_record(device: str, provenance: dict, timings: dict, elements=ELEMENTS,
                 extra=EXTRA_BYTES) -> dict:
    """A psi table in the ``fusion/data`` format from ``timings``: routine -> list (per
    elements value) of lists (per extra value) of ns per element (None: did not run)."""
    return {"device": device, "provenance": provenance, "elements": list(elements),
            "extra_bytes": list(extra),
            "routines": {name: {"ns": rows} for name, rows in sorted(timings.items())}}


__all__ = ["routines_of", "shared_limit", "fits", "io_type", "psi_source", "table_record"]
