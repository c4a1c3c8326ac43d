"""CUDA's warp matrix functions (``nvcuda::wmma``, ``<mma.h>``): refused, located.

A ``wmma::fragment`` holds a tile of a matrix spread over the 32 lanes of a warp in a
layout the CUDA Programming Guide leaves unspecified ("the mapping of matrix elements into
fragment internal storage is unspecified"), and ``mma_sync`` runs on the tensor cores,
whose accumulation order and intermediate rounding are not documented either. The
simulator could not run either exactly, so the frontend refuses the first use of one of
these names with the construct named, instead of the "undeclared identifier" the names
would otherwise give (docs/cxx-coop.md, section "Not modelled")."""

from __future__ import annotations

from ..ir.errors import SourceLoc, Unsupported

#: the types, tags and functions of ``nvcuda::wmma`` (CUDA Programming Guide, "Warp Matrix
#: Functions")
WMMA_TYPES = frozenset({"fragment", "matrix_a", "matrix_b", "accumulator", "row_major",
                        "col_major", "mem_row_major", "mem_col_major", "layout_t"})
WMMA_CALLS = frozenset({"fill_fragment", "load_matrix_sync", "store_matrix_sync",
                        "mma_sync", "bmma_sync"})
#: the namespaces that name them
WMMA_QUALIFIERS = frozenset({"wmma", "nvcuda"})

REASON = ("nvcuda::wmma fragments (tensor-core warp matrix operations) are not "
          "modelled: a fragment's layout over the lanes of a warp and mma_sync's "
          "accumulation order are unspecified, so the simulator cannot run them exactly")


def is_wmma_name(name: str, qual: list | tuple | None) -> bool:
    """Whether ``name`` (with its namespace qualifiers ``qual``) is one of the warp matrix
    names: qualified by ``wmma``/``nvcuda``, or one of the functions and ``fragment``
    (after ``using namespace nvcuda::wmma``), which user code does not declare."""
    if qual and WMMA_QUALIFIERS & set(qual):
        return name in WMMA_TYPES or name in WMMA_CALLS
    return name in WMMA_CALLS or name == "fragment"


def refuse(name: str, loc: SourceLoc | None) -> Unsupported:
    """The located refusal for a use of the warp matrix name ``name``."""
    return Unsupported(f"{REASON} ('{name}')", loc)
