"""Textures and images in the IR: the handle type, the fetch builtins, the sampler state.

A texture (CUDA ``cudaTextureObject_t``) or image (OpenCL ``image2d_t`` ...) is a value of
:class:`TextureType`: an opaque 8-byte handle (a register value, never in memory). What it
reads (the array, its element type and shape) and how (filter, address mode, normalized
coordinates, read mode) is *binding-time* state, described by :class:`Texture`, the value
the host gives for the parameter (``ws.Texture(array, filter=..., ...)``), as CUDA's
``cudaCreateTextureObject`` and OpenCL's ``clCreateImage`` + sampler do. Fetches are builtins
of kind ``"texture"`` (:data:`FUNCTIONS`); the result type of a CUDA fetch is its template
argument (``tex2D<float4>``), of an OpenCL read the function's (``read_imagef``: float4).

See docs/textures.md for the formulas the simulator applies.
"""

from __future__ import annotations


from .record import record
from .errors import LaunchError
from .types import F32, I32, U32, U64, Type, VectorType

FILTERS = ("nearest", "linear")
ADDRESS_MODES = ("clamp", "wrap", "mirror", "border")
READ_MODES = ("element", "normalized")

#: OpenCL sampler bits (the values of clang's opencl-c-base.h, which PoCL uses)
SAMPLER_CONSTANTS = {
    "CLK_NORMALIZED_COORDS_FALSE": 0, "CLK_NORMALIZED_COORDS_TRUE": 1,
    "CLK_ADDRESS_NONE": 0, "CLK_ADDRESS_CLAMP_TO_EDGE": 2, "CLK_ADDRESS_CLAMP": 4,
    "CLK_ADDRESS_REPEAT": 6, "CLK_ADDRESS_MIRRORED_REPEAT": 8,
    "CLK_FILTER_NEAREST": 0x10, "CLK_FILTER_LINEAR": 0x20,
}


@record
class TextureType(Type):
    """A texture object (``kind="object"``: dimensions known only at the fetch), a legacy
    texture reference (``kind="reference"``: ``texture<elem, dims, read_mode>`` at file
    scope, a module variable holding its handle), an OpenCL image (``kind="image"``,
    ``dims`` 1/2/3, ``access`` read_only/write_only) or sampler (``kind="sampler"``)."""

    kind: str = "object"
    dims: int = 0
    access: str = "read_only"
    elem: Type | None = None  # reference: the texel type of texture<T, dims, mode>
    read_mode: str = "element"  # reference: cudaReadModeElementType / NormalizedFloat
    layered: bool = False  # image: an OpenCL image array (image1d_array_t, image2d_array_t)

    @property
    def size(self) -> int:
        return 8

    def __str__(self) -> str:
        if self.kind == "image":
            return f"{self.access} image{self.dims}d{'_array' if self.layered else ''}_t"
        if self.kind == "sampler":
            return "sampler_t"
        if self.kind == "surface":
            return "cudaSurfaceObject_t"
        if self.kind == "reference":
            mode = "cudaReadModeNormalizedFloat" if self.read_mode == "normalized" else \
                "cudaReadModeElementType"
            return f"texture<{self.elem}, {self.dims}, {mode}>"
        return "cudaTextureObject_t"


TEXTURE_OBJECT = TextureType("object")
#: CUDA ``cudaSurfaceObject_t``
SURFACE_OBJECT = TextureType("surface")
#: OpenCL ``sampler_t``: the handle is the CLK_* bit mask (SAMPLER_CONSTANTS)
SAMPLER = TextureType("sampler")


def image_type(dims: int, access: str = "read_only", layered: bool = False) -> TextureType:
    """The OpenCL ``image{dims}d_t`` (``layered``: ``image{dims}d_array_t``) read or
    written as ``access``."""
    return TextureType("image", dims, access, layered=layered)


#: builtin -> (CUDA spelling, OpenCL spelling, coordinate count (None: dims of the
#: image), coordinates integer?, layered)
FUNCTIONS: dict[str, tuple[str | None, str | None, int | None, bool, bool]] = {
    "tex1Dfetch": ("tex1Dfetch", None, 1, True, False),
    "tex1D": ("tex1D", None, 1, False, False),
    "tex2D": ("tex2D", None, 2, False, False),
    "tex3D": ("tex3D", None, 3, False, False),
    "tex1DLayered": ("tex1DLayered", None, 1, False, True),
    "tex2DLayered": ("tex2DLayered", None, 2, False, True),
    "texCubemap": ("texCubemap", None, 3, False, False),  # a direction (x, y, z)
    "texCubemapLayered": ("texCubemapLayered", None, 3, False, True),  # + the layer
    # level of detail / gradients: one mip level is modelled, so these read level 0
    "tex1DLod": ("tex1DLod", None, 1, False, False),
    "tex2DLod": ("tex2DLod", None, 2, False, False),
    "tex3DLod": ("tex3DLod", None, 3, False, False),
    "texCubemapLod": ("texCubemapLod", None, 3, False, False),
    "tex1DGrad": ("tex1DGrad", None, 1, False, False),
    "tex2DGrad": ("tex2DGrad", None, 2, False, False),
    "tex3DGrad": ("tex3DGrad", None, 3, False, False),
}

_F2, _F4 = VectorType(F32, 2), VectorType(F32, 4)
#: the arguments after the coordinates (and layer) of level-of-detail fetches: the level
#: (``float``), or the gradients dx, dy (``float``/``float2``/``float4``)
EXTRA_ARGS: dict[str, tuple[Type, ...]] = {
    "tex1DLod": (F32,), "tex2DLod": (F32,), "tex3DLod": (F32,), "texCubemapLod": (F32,),
    "tex1DGrad": (F32, F32), "tex2DGrad": (_F2, _F2), "tex3DGrad": (_F4, _F4),
}
#: the fetch a level-of-detail fetch reads as: textures here have one mip level (CUDA
#: arrays, not mipmapped arrays), and a fetch of level L or with gradients reads level 0
BASE_FETCH = {"tex1DLod": "tex1D", "tex2DLod": "tex2D", "tex3DLod": "tex3D",
              "texCubemapLod": "texCubemap", "tex1DGrad": "tex1D", "tex2DGrad": "tex2D",
              "tex3DGrad": "tex3D"}
#: fetches that read a cubemap (a direction; 6 square faces per layer)
CUBEMAP_FETCHES = ("texCubemap", "texCubemapLayered", "texCubemapLod")


def base_fetch(name: str) -> str:
    """The fetch ``name`` reads as (itself, or the level-0 fetch of a LOD/gradient one)."""
    return BASE_FETCH.get(name, name)


def fetch_axes(name: str) -> int:
    """The axes of the texel array a fetch reads (channels aside): x, y, z plus a layer
    axis; a cubemap is (faces, w, w), a layered one (6 * layers, w, w)."""
    _, _, n, _, layered = FUNCTIONS[base_fetch(name)]
    return 3 if base_fetch(name) in CUBEMAP_FETCHES else n + layered


#: OpenCL image builtins -> (result type (None: void), what it does: "read" | "write" |
#: "query"); the neutral name is the OpenCL spelling
IMAGE_FUNCTIONS: dict[str, tuple[Type | None, str]] = {
    "read_imagef": (VectorType(F32, 4), "read"), "read_imagei": (VectorType(I32, 4), "read"),
    "read_imageui": (VectorType(U32, 4), "read"), "write_imagef": (None, "write"),
    "write_imagei": (None, "write"), "write_imageui": (None, "write"),
    "get_image_width": (I32, "query"), "get_image_height": (I32, "query"),
    "get_image_depth": (I32, "query"), "get_image_array_size": (U64, "query"),
}

def sampler_text(bits: int) -> str:
    """The CLK_* names of a sampler's bits (``CLK_NORMALIZED_COORDS_FALSE |
    CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST``)."""
    bits = int(bits)
    norm = "CLK_NORMALIZED_COORDS_TRUE" if bits & 1 else "CLK_NORMALIZED_COORDS_FALSE"
    addr = {0: "CLK_ADDRESS_NONE", 2: "CLK_ADDRESS_CLAMP_TO_EDGE", 4: "CLK_ADDRESS_CLAMP",
            6: "CLK_ADDRESS_REPEAT", 8: "CLK_ADDRESS_MIRRORED_REPEAT"}.get(bits & 0xE)
    filt = {0: "CLK_FILTER_NEAREST", 0x10: "CLK_FILTER_NEAREST",
            0x20: "CLK_FILTER_LINEAR"}.get(bits & 0x30)
    if addr is None or filt is None or bits & ~0x3F:
        return str(bits)
    return f"{norm} | {addr} | {filt}"


def sampler_state(bits: int) -> tuple[str, str, bool]:
    """(filter, address, normalized) of a sampler's CLK_* bits: CLK_ADDRESS_NONE is read
    as clamp-to-edge (the spec leaves it undefined outside the image), CLK_ADDRESS_CLAMP
    as border (a zero texel, alpha 1 for images without alpha)."""
    bits = int(bits)
    addr = {0: "clamp", 2: "clamp", 4: "border", 6: "wrap", 8: "mirror"}.get(bits & 0xE,
                                                                             "clamp")
    return ("linear" if bits & 0x20 else "nearest"), addr, bool(bits & 1)


#: OpenCL image types by name
OPENCL_TYPES = {"image1d_t": image_type(1), "image2d_t": image_type(2),
                "image3d_t": image_type(3), "image1d_array_t": image_type(1, layered=True),
                "image2d_array_t": image_type(2, layered=True), "sampler_t": SAMPLER}

#: CUDA surface builtins -> (dimensions, "read" | "write", layer argument: None, "layer",
#: "face" (a cubemap: 6 layers) or "layerface" (a layered cubemap: face + 6 * layer)); x
#: is in bytes, as in CUDA; a read's result type is its template argument (the frontend
#: turns the pointer form ``surf2Dread(&v, s, x, y)`` into ``v = surf2Dread<T>(s, x, y)``);
#: an optional last argument is the boundary mode (:data:`BOUNDARY_MODES`)
SURFACE_FUNCTIONS = {
    **{f"surf{d}D{w}": (d, w, None) for d in (1, 2, 3) for w in ("read", "write")},
    **{f"surf{d}DLayered{w}": (d, w, "layer") for d in (1, 2) for w in ("read", "write")},
    **{f"surfCubemap{w}": (2, w, "face") for w in ("read", "write")},
    **{f"surfCubemapLayered{w}": (2, w, "layerface") for w in ("read", "write")},
}

#: CUDA's cudaSurfaceBoundaryMode values (driver_types.h) -> the simulator's name
BOUNDARY_MODES = {0: "zero", 1: "clamp", 2: "trap"}
#: their CUDA spellings
BOUNDARY_NAMES = {0: "cudaBoundaryModeZero", 1: "cudaBoundaryModeClamp",
                  2: "cudaBoundaryModeTrap"}


def surface_axes(name: str) -> int:
    """The axes of the array a surface call addresses (x, y, z plus a layer axis)."""
    dims, _, layer = SURFACE_FUNCTIONS[name]
    return dims + (layer is not None)


#: CUDA calls that take a template element type (fetches, surface reads)
CUDA_FETCHES = tuple(FUNCTIONS) + tuple(n for n, v in SURFACE_FUNCTIONS.items()
                                        if v[1] == "read")

#: constructs that stay refused, with the reason
NOT_MODELLED = {
    "image1d_buffer_t": "OpenCL buffer images (not modelled: image1d/2d/3d_t are)",
}


@record
class Texture:
    """The host's value for a texture parameter: ``array`` (NumPy; shape (w,), (h, w),
    (d, h, w), layered (layers, w) / (layers, h, w), a cubemap (6, w, w), a layered
    cubemap (6 * layers, w, w); one more trailing axis of 2 or 4 channels for vector
    elements: the fetch's dimensions decide which) read with ``filter`` ("nearest"/"linear"), ``address`` ("clamp",
    "wrap", "mirror", "border"; one for all dimensions), ``normalized`` coordinates and
    ``read_mode`` ("element" or "normalized": 8/16-bit integers read as floats in
    [0, 1] / [-1, 1]). A 1D texture read with ``tex1Dfetch``
    is CUDA's linear-memory texture (``cudaResourceTypeLinear``)."""

    array: object
    filter: str = "nearest"
    address: str = "clamp"
    normalized: bool = False
    read_mode: str = "element"

    def __post_init__(self):
        for name, value, allowed in (("filter", self.filter, FILTERS),
                                     ("address", self.address, ADDRESS_MODES),
                                     ("read_mode", self.read_mode, READ_MODES)):
            if value not in allowed:
                raise LaunchError(f"texture {name} {value!r}: choose one of "
                                 f"{', '.join(allowed)}")


__all__ = ["EXTRA_ARGS", "BASE_FETCH", "CUBEMAP_FETCHES", "base_fetch", "fetch_axes",
           "BOUNDARY_MODES", "BOUNDARY_NAMES", "surface_axes",
           "TextureType", "TEXTURE_OBJECT", "SAMPLER", "IMAGE_FUNCTIONS", "OPENCL_TYPES",
           "SURFACE_OBJECT", "SURFACE_FUNCTIONS",
           "sampler_text", "sampler_state",
           "image_type", "FUNCTIONS", "CUDA_FETCHES",
           "NOT_MODELLED", "Texture", "FILTERS", "ADDRESS_MODES", "READ_MODES",
           "SAMPLER_CONSTANTS"]
