"""OpenCL images and samplers for the OpenCL backend (pyopencl).

An image parameter's :class:`~warpsmith.ir.texture.Texture` becomes a ``pyopencl.Image``
(``image_from_array``: 1, 2 or 4 channels as CL_R/CL_RG/CL_RGBA; ``read_mode="normalized"``
makes 8/16-bit integers UNORM/SNORM); a ``sampler_t`` parameter's CLK_* bits a
``pyopencl.Sampler``. A write_only image is read back after the run.
"""

from __future__ import annotations

import numpy as np

from ..ir.errors import LaunchError
from ..ir.texture import Texture, TextureType, sampler_state


def image_argument(cl, ctx, fn_name: str, pname: str, t: TextureType, v):
    """(the kernel argument, (image, host array) to read back or None)."""
    where = f"kernel {fn_name}: argument '{pname}'"
    if t.kind == "sampler":
        filt, mode, norm = sampler_state(int(v))
        addr = {"clamp": cl.addressing_mode.CLAMP_TO_EDGE, "border": cl.addressing_mode.CLAMP,
                "wrap": cl.addressing_mode.REPEAT,
                "mirror": cl.addressing_mode.MIRRORED_REPEAT}[mode]
        if int(v) & 0xE == 0:
            addr = cl.addressing_mode.NONE
        f = cl.filter_mode.LINEAR if filt == "linear" else cl.filter_mode.NEAREST
        return cl.Sampler(ctx, norm, addr, f), None
    if not isinstance(v, Texture):
        raise LaunchError(f"{where} is an image: give ws.Texture(array)")
    a = np.ascontiguousarray(v.array)
    chans = a.shape[-1] if a.ndim == t.dims + 1 else 1
    if a.ndim not in (t.dims, t.dims + 1) or chans not in (1, 2, 4):
        raise LaunchError(f"{where}: an {t} needs {t.dims} axes (+ 2 or 4 channels), got "
                          f"{a.shape}")
    mode = "w" if t.access == "write_only" else "r"
    img = cl.image_from_array(ctx, a, chans, mode=mode, norm_int=v.read_mode == "normalized")
    return img, ((img, a.copy()) if mode == "w" else None)


def read_back(cl, queue, img, host: np.ndarray) -> np.ndarray:
    """The written image's texels, in the array's shape."""
    out = np.empty_like(host)
    region = tuple(int(x) for x in img.shape)  # (width, height[, depth])
    cl.enqueue_copy(queue, out, img, origin=(0,) * len(region), region=region)
    return out


__all__ = ["image_argument", "read_back"]
