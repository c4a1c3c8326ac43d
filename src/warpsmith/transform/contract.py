"""The transformation contract: every step is ``step(variant, **options) -> Variant | Refusal``.

Every step is wrapped by :func:`transformation`, which checks that contract; with the
environment variable ``WARPSMITH_VERIFY=1`` it also checks the new variant's module with
``warpsmith.ir.verify.verify`` (types, declared names, address spaces, barrier placement),
so that the test suite verifies the IR after every transformation. A fault the step's input
already has (a user's kernel that a step carries along before refusing) is not raised.
"""

from __future__ import annotations

import functools
import os

from ..ir.errors import VerifyError
from ..ir.verify import verify
from .variant import Refusal, Variant

VERIFY_ENV = "WARPSMITH_VERIFY"


def verifying() -> bool:
    """Whether steps verify the IR they produce (``WARPSMITH_VERIFY=1``)."""
    return os.environ.get(VERIFY_ENV, "") not in ("", "0")


def verify_variant(variant: Variant) -> None:
    """Check ``variant.module`` with :func:`warpsmith.ir.verify.verify` (a located
    :class:`~warpsmith.ir.errors.VerifyError` on a broken module)."""
    verify(variant.module)


def verify_change(before: Variant, after: Variant) -> None:
    """Verify ``after``; a fault that ``before`` already has (a user's kernel with a barrier
    under divergent control, say, which a step may carry along before it refuses) is not
    the step's: only a fault the step introduced is raised."""
    try:
        verify_variant(after)
    except VerifyError:
        try:
            verify_variant(before)
        except VerifyError:
            return  # the input is already broken: not the step's fault
        raise


def transformation(fn):
    """Mark ``fn`` as a step of the contract: the wrapped step checks that it returned a
    Variant or a Refusal (a TypeError otherwise) and, when :func:`verifying`, verifies
    the IR of every new variant it returns."""

    @functools.wraps(fn)
    def step(variant: Variant, **options) -> Variant | Refusal:
        out = fn(variant, **options)
        if not isinstance(out, (Variant, Refusal)):
            raise TypeError(f"{fn.__name__} returned {type(out).__name__}, not a Variant "
                            "or a Refusal")
        if out is not variant and isinstance(out, Variant) and verifying():
            verify_change(variant, out)
        return out

    step.is_transformation = True
    return step


__all__ = ["transformation", "verify_variant", "verify_change", "verifying", "VERIFY_ENV"]
