"""Errors a user can cause, each located in their source (or launch).

Every error warpsmith raises for bad user input is a :class:`WarpsmithError`; the command
line prints ``str(error)`` (``FILE:LINE:COL: kind: message``) and exits non-zero, never a
traceback. Internal bugs stay ordinary exceptions.
"""

from __future__ import annotations

from .nodes import SourceLoc


class WarpsmithError(Exception):
    """A user-facing error with an optional source location and a category word."""

    category = "error"

    def __init__(self, message: str, loc: SourceLoc | None = None, hint: str | None = None):
        super().__init__(message)
        self.message = message
        self.loc = loc
        self.hint = hint

    def __str__(self) -> str:
        where = f"{self.loc}: " if self.loc is not None and self.loc.line else (
            f"{self.loc.file}: " if self.loc is not None else "")
        text = f"{where}{self.category}: {self.message}"
        if self.hint:
            text += f"\n  hint: {self.hint}"
        return text


class SyntaxErrorAt(WarpsmithError):
    """The source does not parse."""

    category = "error"


class Unsupported(WarpsmithError):
    """The source uses a construct warpsmith does not handle (templates it cannot
    instantiate, recursion, goto, inline asm, textures, ...)."""

    category = "unsupported"


class PreprocessError(WarpsmithError):
    """#include not found, #error, malformed directive."""

    category = "error"


class SemanticError(WarpsmithError):
    """Undeclared names, type errors, wrong argument counts."""

    category = "error"


class LaunchError(WarpsmithError):
    """Bad launch geometry or arguments (``--grid``, ``--block``, ``--arg``)."""

    category = "launch error"


class SimulationError(WarpsmithError):
    """A fault while running a kernel: out-of-bounds access, partial barrier, data race,
    division by zero; the message names kernel, line, thread and block."""

    category = "runtime error"


class BackendUnavailable(WarpsmithError):
    """The requested backend cannot run here (no GPU, no driver, no OpenCL platform)."""

    category = "error"


class VerifyError(WarpsmithError):
    """The IR breaks one of its own invariants (an undeclared name, an expression without
    a type, pointers of two address spaces mixed, a barrier threads may not all reach):
    raised by :func:`warpsmith.ir.verify.verify`, normally after a transformation."""

    category = "invalid IR"
