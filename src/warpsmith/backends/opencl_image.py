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
    axes = t.dims + t.layered
    chans = a.shape[-1] if a.ndim == axes + 1 else 1
    if a.ndim not in (axes, axes + 1) or chans not in (1, 2, 4):
        raise LaunchError(f"{where}: an {t} needs {axes} axes (+ 2 or 4 channels), got "
                          f"{a.shape}")
    mode = "w" if t.access == "write_only" else "r"
    norm = v.read_mode == "normalized"
    if t.layered:
        img = _image_array(cl, ctx, a, chans, mode, norm)
    else:
        img = cl.image_from_array(ctx, a, chans, mode=mode, norm_int=norm)
    return img, ((img, a.copy()) if mode == "w" else None)


def _image_array(cl, ctx, a, chans, mode, norm):
    """An image1d_array / image2d_array of ``a`` ((layers, [h,] w[, channels])) with the
    channel types ``image_from_array`` uses, made from an image descriptor (pyopencl's
    ``is_array`` shape path leaves a 1D array's array_size at 1)."""
    shape = a.shape[:-1] if chans > 1 else a.shape
    order = {1: cl.channel_order.R, 2: cl.channel_order.RG, 4: cl.channel_order.RGBA}[chans]
    ctype = (cl.DTYPE_TO_CHANNEL_TYPE_NORM if norm else cl.DTYPE_TO_CHANNEL_TYPE)[a.dtype]
    flags = (cl.mem_flags.READ_ONLY if mode == "r" else cl.mem_flags.WRITE_ONLY) | \
        cl.mem_flags.COPY_HOST_PTR
    layers, w = shape[0], shape[-1]
    h = shape[1] if len(shape) == 3 else 1
    row = w * chans * a.dtype.itemsize
    desc = cl.ImageDescriptor()
    desc.image_type = cl.mem_object_type.IMAGE2D_ARRAY if len(shape) == 3 else \
        cl.mem_object_type.IMAGE1D_ARRAY
    desc.shape = (w, h, layers)
    desc.array_size = layers
    desc.pitches = (row, row * h)
    desc.num_mip_levels = 0
    desc.num_samples = 0
    desc.buffer = None
    return cl.Image(ctx, flags, cl.ImageFormat(order, ctype), desc=desc, hostbuf=a)


def read_back(cl, queue, img, host: np.ndarray) -> np.ndarray:
    """The written image's texels, in the array's shape."""
    out = np.empty_like(host)
    info, mt = cl.image_info, cl.mem_object_type
    w, h, d, n = (img.get_image_info(k) for k in (info.WIDTH, info.HEIGHT, info.DEPTH,
                                                   info.ARRAY_SIZE))
    region = {mt.IMAGE1D: (w,), mt.IMAGE1D_ARRAY: (w, n), mt.IMAGE2D: (w, h),
              mt.IMAGE2D_ARRAY: (w, h, n), mt.IMAGE3D: (w, h, d)}[img.type]
    if img.type in (mt.IMAGE1D, mt.IMAGE1D_ARRAY):
        # pyopencl's enqueue_copy takes 2D/3D images and 2D arrays only; its
        # clEnqueueReadImage wrapper takes every image type
        cl._cl._enqueue_read_image(queue, img, (0,) * len(region), region, out).wait()
        return out
    cl.enqueue_copy(queue, out, img, origin=(0,) * len(region), region=region)
    return out


__all__ = ["image_argument", "read_back"]
