"""CUDA's pipeline primitives (``cuda_pipeline_primitives.h``, sm_80+): asynchronous
copies from global to shared memory, the ``cp.async`` instructions.

* ``__pipeline_memcpy_async(dst, src, size[, zfill])``: start copying ``size`` bytes (4, 8
  or 16, a constant: PTX encodes it in the instruction) from global ``src`` to shared
  ``dst``, both aligned to ``size``; the last ``zfill`` bytes are written as zeros;
* ``__pipeline_commit()``: close the batch of copies started since the last commit;
* ``__pipeline_wait_prior(n)``: wait until all but the last ``n`` batches have landed.

In the IR they are the builtins ``pipeline_memcpy_async`` (dst, src, size, zfill as
``unsigned long long``), ``pipeline_commit`` and ``pipeline_wait_prior``. The simulator
completes a copy when it is issued, which is one of the orders the hardware allows, so a
kernel that reads the destination only after the wait and a barrier (the only correct use)
computes what it computes on the GPU; reading before the wait is not detected. The CUDA
printer prints them as ``cp.async`` PTX in a small prelude (the primitives' header is not
part of NVRTC's), OpenCL C has none: translating refuses with the reason.
"""

from __future__ import annotations

from ..ir import nodes as N
from ..ir.errors import SemanticError
from ..ir.types import U64, VOID, PointerType
from .semantic import fold

#: the copy sizes ``cp.async`` has
SIZES = (4, 8, 16)


def pipeline_call(sem, neutral: str, args: list, tok) -> N.Expr:
    """The IR call of one pipeline primitive, its arguments checked (located errors)."""
    loc = tok.where
    if neutral == "pipeline_commit":
        sem._arity("__pipeline_commit", args, 0, tok)
        return N.Call(neutral, (), VOID, loc=loc)
    if neutral == "pipeline_wait_prior":
        sem._arity("__pipeline_wait_prior", args, 1, tok)
        n = fold_int(args[0])
        if n is None or n < 0:
            raise SemanticError("'__pipeline_wait_prior' needs a constant count of batches "
                                "(cp.async.wait_group encodes it in the instruction)", loc)
        return N.Call(neutral, (N.Const(n, U64, loc=loc),), VOID, loc=loc)
    if len(args) not in (3, 4):
        raise SemanticError(f"'__pipeline_memcpy_async' takes 3 or 4 arguments, got "
                            f"{len(args)}", loc)
    dst, src = sem.decay(args[0]), sem.decay(args[1])
    for what, p in (("destination", dst), ("source", src)):
        if not isinstance(p.type, PointerType):
            raise SemanticError(f"'__pipeline_memcpy_async' needs a pointer {what}, got "
                                f"{p.type}", loc)
    size = fold_int(args[2])
    if size not in SIZES:
        raise SemanticError("'__pipeline_memcpy_async' copies 4, 8 or 16 bytes, given as a "
                            f"constant (cp.async encodes the size), got "
                            f"{size if size is not None else 'a value known at run time'}",
                            loc)
    zfill = sem.conv(args[3], U64, tok) if len(args) == 4 else N.Const(0, U64, loc=loc)
    return N.Call(neutral, (dst, src, N.Const(size, U64, loc=loc), zfill), VOID, loc=loc)


def fold_int(e: N.Expr) -> int | None:
    """The constant integer value of ``e``, or None."""
    v = fold(e)
    return int(v) if isinstance(v, (int, bool)) else None


__all__ = ["pipeline_call", "SIZES"]
