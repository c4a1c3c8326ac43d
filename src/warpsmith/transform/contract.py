"""The transformation contract: every step is ``step(variant, **options) -> Variant | Refusal``.

Every step is wrapped by :func:`transformation`, which checks that contract; with the
environment variable ``WARPSMITH_VERIFY=1`` it also checks the new variant's module with
``warpsmith.ir.verify.verify`` (types, declared names, address spaces, barrier placement),
so that the test suite verifies the IR after every transformation. The verifier is looked
up when first needed; a tree without ``warpsmith.ir.verify`` says so instead of skipping.
"""

from __future__ import annotations

import functools
import importlib
import importlib.util
import os

from .variant import Refusal, Variant

VERIFY_ENV = "WARPSMITH_VERIFY"


def verifying() -> bool:
    """Whether steps verify the IR they produce (``WARPSMITH_VERIFY=1``)."""
    return os.environ.get(VERIFY_ENV, "") not in ("", "0")


def verify_variant(variant: Variant) -> None:
    """Check ``variant.module`` with ``warpsmith.ir.verify.verify`` (raises on a broken
    module); a RuntimeError when this tree has no verifier."""
    if importlib.util.find_spec("warpsmith.ir.verify") is None:
        raise RuntimeError(f"{VERIFY_ENV}=1 but warpsmith.ir.verify is not in this tree")
    importlib.import_module("warpsmith.ir.verify").verify(variant.module)


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
            verify_variant(out)
        return out

    step.is_transformation = True
    return step


__all__ = ["transformation", "verify_variant", "verifying", "VERIFY_ENV"]
