"""The CUDA runtime's plain structs that device code may use without an include.

nvcc includes ``cuda_runtime.h`` in every translation unit, so ``cudaExtent``,
``cudaPos`` and ``cudaPitchedPtr`` (defined in the runtime's ``driver_types.h``; fields and
order as the CUDA Runtime API reference lists them) are known in any ``.cu`` file; NVRTC's
built-in header defines them too (NVRTC 13 refuses a second definition). The CUDA SDK
passes them to kernels by value (a volume's size, a pitched 3D allocation). So the frontend
adds the definitions below (:func:`definition`) to a CUDA file that names one of them and
does not define it, and the CUDA printer leaves them out, as it leaves out cuRAND's states.
OpenCL has no such names; translated, they print as plain structs.
"""

from __future__ import annotations

#: struct name -> its fields in order (each ``size_t`` except ``cudaPitchedPtr.ptr``)
RUNTIME_STRUCTS: dict[str, tuple[str, ...]] = {
    "cudaExtent": ("width", "height", "depth"),
    "cudaPos": ("x", "y", "z"),
    "cudaPitchedPtr": ("ptr", "pitch", "xsize", "ysize"),
}


#: cuda_fp16.h / cuda_bf16.h's raw bit containers: name -> (format, lanes). Each holds the
#: 16-bit patterns in ``unsigned short x`` (and ``y``); the headers convert them to and from
#: ``__half``/``__half2``/``__nv_bfloat16``/``__nv_bfloat162`` bit for bit
#: (frontend/lowp.raw_conversion). Known like the runtime structs; printed as the header's.
LOWP_RAW: dict[str, tuple[str, int]] = {
    "__half_raw": ("f16", 1), "__half2_raw": ("f16", 2),
    "__nv_bfloat16_raw": ("bf16", 1), "__nv_bfloat162_raw": ("bf16", 2),
}


#: the runtime's opaque handles (``driver_types.h``: pointers to structs the runtime never
#: defines). A struct that carries one for the host (vLLM's ``cudaStream_t stream{}`` in a
#: kernel's parameter struct) reads it as ``void*``: the same size and alignment, and
#: device code can only copy it.
RUNTIME_HANDLES = ("cudaStream_t", "cudaEvent_t")


def definition(name: str) -> str:
    """The C definition of the runtime struct ``name`` (one of :data:`RUNTIME_STRUCTS` or
    :data:`LOWP_RAW`), or of the handle ``name`` (:data:`RUNTIME_HANDLES`)."""
    if name in RUNTIME_HANDLES:
        return f"typedef void *{name};"
    if name in LOWP_RAW:
        fields = " ".join(f"unsigned short {f};" for f in "xy"[:LOWP_RAW[name][1]])
        return f"struct {name} {{ {fields} }};"
    fields = " ".join(("void *" if f == "ptr" else "size_t ") + f + ";"
                      for f in RUNTIME_STRUCTS[name])
    return f"struct {name} {{ {fields} }};"
