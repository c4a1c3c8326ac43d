"""CUDA 1D layered arrays for the CUDA backend (``tex1DLayered``, ``surf1DLayered*``).

CUDA makes a 1D layered array with the extent ``(width, 0, layers)`` and
``cudaArrayLayered`` (CUDA Runtime API, ``cudaMalloc3DArray``). CuPy's ``CUDAarray``
refuses a zero height with a depth, and a ``(width, 1, layers)`` array (a 2D layered one)
reads zeros through ``tex1DLayered`` on the H100 (``benchmarks/results/
surfaces-h100-2026-11-27-first``), so this module makes the array with CuPy's runtime
binding of ``cudaMalloc3DArray``, copies with ``cudaMemcpy3D`` (its parameter struct built
with ctypes, laid out as in ``driver_types.h``), and points a CuPy resource descriptor at
it (the array handle is the first member of the descriptor's union, at offset 8).
Why our own code: CuPy has no other way to make this array; the struct is CUDA's.
"""

from __future__ import annotations

import ctypes

import numpy as np

_SIZE = ctypes.c_size_t


class _Pos(ctypes.Structure):  # cudaPos / cudaExtent: three size_t
    _fields_ = [("x", _SIZE), ("y", _SIZE), ("z", _SIZE)]


class _Pitched(ctypes.Structure):  # cudaPitchedPtr
    _fields_ = [("ptr", ctypes.c_void_p), ("pitch", _SIZE), ("xsize", _SIZE),
                ("ysize", _SIZE)]


class Memcpy3DParms(ctypes.Structure):  # cudaMemcpy3DParms
    _fields_ = [("srcArray", ctypes.c_void_p), ("srcPos", _Pos), ("srcPtr", _Pitched),
                ("dstArray", ctypes.c_void_p), ("dstPos", _Pos), ("dstPtr", _Pitched),
                ("extent", _Pos), ("kind", ctypes.c_int)]


_TO_DEVICE, _TO_HOST = 1, 2  # cudaMemcpyHostToDevice, cudaMemcpyDeviceToHost


class Layered1D:
    """A 1D layered CUDA array of ``flat`` ((layers, width * channels), contiguous) with
    ``flags`` (cudaArrayLayered, and cudaArraySurfaceLoadStore for a surface)."""

    def __init__(self, runtime, T, ch, flat: np.ndarray, width: int, flags: int):
        self.runtime, self.width, self.layers = runtime, width, flat.shape[0]
        self.row = flat.shape[1] * flat.dtype.itemsize
        self.handle = runtime.malloc3DArray(ch.ptr, width, 0, self.layers, flags)
        # a 1x1 array only to build CuPy's descriptor, then pointed at this one
        self._dummy = T.CUDAarray(ch, 1, 1, 0, flags & ~1)
        self.copy_from(flat)

    def _copy(self, host: np.ndarray, kind: int) -> None:
        assert host.flags.c_contiguous and host.nbytes == self.row * self.layers
        p = Memcpy3DParms()
        side = _Pitched(host.ctypes.data, self.row, self.width, 1)
        if kind == _TO_DEVICE:
            p.srcPtr, p.dstArray = side, self.handle
        else:
            p.srcArray, p.dstPtr = self.handle, side
        p.extent = _Pos(self.width, 1, self.layers)  # a 1D layer copies as one row
        p.kind = kind
        try:
            self.runtime.memcpy3D(ctypes.addressof(p))
        except Exception:  # noqa: BLE001 - the runtime's other reading: height 0
            p.extent = _Pos(self.width, 0, self.layers)
            self.runtime.memcpy3D(ctypes.addressof(p))

    def copy_from(self, host: np.ndarray) -> None:
        self._copy(host, _TO_DEVICE)

    def copy_to(self, out: np.ndarray) -> None:
        self._copy(out, _TO_HOST)

    def resource(self, T):
        """A CuPy ResourceDescriptor (cudaResourceTypeArray) of this array."""
        res = T.ResourceDescriptor(self.runtime.cudaResourceTypeArray, cuArr=self._dummy)
        ctypes.c_void_p.from_address(res.ptr + 8).value = self.handle
        return res

    def __del__(self):
        try:
            self.runtime.freeArray(self.handle)
        except Exception:  # noqa: BLE001 - interpreter shutdown: nothing to report to
            pass


__all__ = ["Layered1D", "Memcpy3DParms"]
