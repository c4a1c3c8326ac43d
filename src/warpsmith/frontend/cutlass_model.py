"""warpsmith's model of the basic part of CUTLASS (``include/ws_cutlass.h``,
``docs/cxx-cutlass.md``).

A ``cutlass/...`` include that is not found on the include path reads ``ws_cutlass.h``
when it names one of the modelled headers (:data:`MODELLED`); any other CUTLASS or CuTe
header (``cutlass/gemm/...``, ``cute/tensor.hpp``) is refused where it is included, with
the reason. A project that vendors CUTLASS (``-I third_party/cutlass/include``) finds its
own copy first and reads it: the model is only the fallback.
"""

from __future__ import annotations

import os

from ..ir.errors import PreprocessError
from ..ir.nodes import SourceLoc

__all__ = ["MODELLED", "HEADER", "is_cutlass_header", "cutlass_model"]

HEADER = os.path.join(os.path.dirname(os.path.abspath(__file__)), "include", "ws_cutlass.h")

#: the CUTLASS headers whose device-visible interface ``ws_cutlass.h`` models
MODELLED = frozenset({
    "cutlass/cutlass.h", "cutlass/array.h", "cutlass/numeric_size.h",
    "cutlass/numeric_types.h", "cutlass/half.h", "cutlass/bfloat16.h", "cutlass/float8.h",
})


def _normal(name: str) -> str:
    n = name.replace("\\", "/")
    while n.startswith("./"):
        n = n[2:]
    return n


def is_cutlass_header(name: str) -> bool:
    """Whether the include ``name`` is one of CUTLASS's or CuTe's headers."""
    return _normal(name).split("/", 1)[0] in ("cutlass", "cute")


def cutlass_model(name: str, loc: SourceLoc) -> str:
    """The path of warpsmith's model for the CUTLASS include ``name`` that is not on the
    include path; a :class:`PreprocessError` located at the include for a header the model
    does not cover."""
    n = _normal(name)
    if n in MODELLED:
        return HEADER
    what = "CuTe" if n.startswith("cute/") else "this CUTLASS header"
    raise PreprocessError(
        f'cannot find include file "{name}": {what} is not modelled by warpsmith (its '
        f"CUTLASS model covers {', '.join(sorted(MODELLED))}: docs/cxx-cutlass.md)", loc,
        hint="add the directory that holds CUTLASS's include/ with -I DIR")
