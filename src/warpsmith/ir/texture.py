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

from dataclasses import dataclass

from .errors import LaunchError
from .types import F32, I32, U32, Type, VectorType

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


@dataclass(frozen=True)
class TextureType(Type):
    """A texture object (``kind="object"``: dimensions known only at the fetch) or an
    OpenCL image (``kind="image"``, ``dims`` 1/2/3, ``access`` read_only/write_only)."""

    kind: str = "object"
    dims: int = 0
    access: str = "read_only"

    @property
    def size(self) -> int:
        return 8

    def __str__(self) -> str:
        if self.kind == "image":
            return f"image{self.dims}d_t"
        return "cudaTextureObject_t"


TEXTURE_OBJECT = TextureType("object")


def image_type(dims: int, access: str = "read_only") -> TextureType:
    return TextureType("image", dims, access)


#: builtin -> (CUDA spelling, OpenCL spelling, coordinate count (None: dims of the
#: image), coordinates integer?, layered)
FUNCTIONS: dict[str, tuple[str | None, str | None, int | None, bool, bool]] = {
    "tex1Dfetch": ("tex1Dfetch", None, 1, True, False),
    "tex1D": ("tex1D", None, 1, False, False),
    "tex2D": ("tex2D", None, 2, False, False),
    "tex3D": ("tex3D", None, 3, False, False),
    "tex2DLayered": ("tex2DLayered", None, 2, False, True),
}

#: neutral names of the CUDA fetches that take a template element type
CUDA_FETCHES = tuple(FUNCTIONS)

#: constructs that stay refused, with the reason
NOT_MODELLED = {
    "texCubemap": "cubemap texture fetch (not modelled: only 1D/2D/3D/2D-layered textures)",
    "surf2Dread": "surface access (not modelled yet)",
    "surf2Dwrite": "surface access (not modelled yet)",
    "surf1Dread": "surface access (not modelled yet)",
    "surf1Dwrite": "surface access (not modelled yet)",
    "read_imagef": "OpenCL image read (not modelled yet; CUDA texture objects are)",
    "read_imagei": "OpenCL image read (not modelled yet; CUDA texture objects are)",
    "read_imageui": "OpenCL image read (not modelled yet; CUDA texture objects are)",
    "write_imagef": "OpenCL image write (not modelled yet)",
    "write_imagei": "OpenCL image write (not modelled yet)",
    "write_imageui": "OpenCL image write (not modelled yet)",
    "get_image_width": "OpenCL image query (not modelled yet)",
    "get_image_height": "OpenCL image query (not modelled yet)",
}


@dataclass(frozen=True)
class Texture:
    """The host's value for a texture parameter: ``array`` (NumPy; shape (w,), (h, w),
    (d, h, w) or, layered, (layers, h, w); one more trailing axis of 2 or 4 channels for
    vector elements: the fetch's dimensions decide which) read with ``filter`` ("nearest"/"linear"), ``address`` ("clamp",
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


def result_lanes(t: Type) -> int:
    return t.lanes if isinstance(t, VectorType) else 1


__all__ = ["TextureType", "TEXTURE_OBJECT", "image_type", "FUNCTIONS", "CUDA_FETCHES",
           "NOT_MODELLED", "Texture", "FILTERS", "ADDRESS_MODES", "READ_MODES",
           "SAMPLER_CONSTANTS", "result_lanes", "F32", "I32", "U32"]
