"""The instruction-fetch stall table of a GPU description: its fields, their checks and
the table value (measured by ``benchmarks/calibrate_icache.py``; used by
:mod:`warpsmith.model.icache`). Parsing a description checks these fields, so they live in
the hardware layer."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

#: the description fields of the table (hardware.py parses them; apply_calibration.py writes them)
WARPS_FIELD = "icache_warps_per_scheduler"
FORMS = {
    # form: (code-size field, stall field)
    "streamed": ("icache_streamed_code_instructions", "icache_streamed_stall_cycles"),
    "first_wave": ("icache_streamed_code_instructions", "icache_first_wave_stall_cycles"),
    "loop": ("icache_loop_code_instructions", "icache_loop_stall_cycles"),
}
FIELDS = (WARPS_FIELD, "icache_streamed_code_instructions", "icache_streamed_stall_cycles",
          "icache_first_wave_stall_cycles", "icache_loop_code_instructions",
          "icache_loop_stall_cycles")

class FetchTableError(ValueError):
    """The icache fields of a description or results file do not form a table."""


@dataclass(frozen=True)
class FetchTable:
    """The instruction-fetch stall table of one GPU.

    ``warps``: warps per scheduler (rows); ``sizes[form]``: code sizes (columns, increasing)
    and ``stall[form]``: rows x columns extra cycles per warp instruction, for the forms of
    :data:`FORMS` the table has; ``source``: where it came from (for notes)."""

    warps: tuple[float, ...]
    sizes: tuple[tuple[str, tuple[float, ...]], ...]
    stall: tuple[tuple[str, tuple[tuple[float, ...], ...]], ...]
    source: str = ""

    def forms(self) -> tuple[str, ...]:
        return tuple(f for f, _ in self.stall)

    def grid(self, form: str) -> tuple[tuple[float, ...], tuple[tuple[float, ...], ...]] | None:
        """(code sizes, stall rows) of ``form``, or None when the table lacks it."""
        st = dict(self.stall).get(form)
        if st is None:
            return None
        return dict(self.sizes)[form], st


def _tuples(v: Any) -> Any:
    return tuple(_tuples(x) for x in v) if isinstance(v, (list, tuple)) else v


def _number(x: Any) -> bool:
    return isinstance(x, (int, float)) and not isinstance(x, bool) and math.isfinite(x)


def check_fields(values: dict[str, Any], where: str = "description") -> None:
    """Raise :class:`FetchTableError` naming ``where`` and the field unless ``values`` (field
    -> value, absent fields allowed) forms a table: warps and sizes positive and strictly
    increasing, each stall table one row per warps value and one number per size. Called by
    the description parser and by the writer before anything is written."""
    def fail(field: str, why: str):
        raise FetchTableError(f"{where}: {field}: {why}")

    have = {k: _tuples(v) for k, v in values.items() if k in FIELDS and v is not None}
    if not have:
        return
    warps = have.get(WARPS_FIELD)
    for field in (WARPS_FIELD, FORMS["streamed"][0], FORMS["loop"][0]):
        v = have.get(field)
        if v is None:
            continue
        if not isinstance(v, tuple) or not v or not all(_number(x) and x > 0 for x in v):
            fail(field, f"must be a list of positive numbers, not {v!r}")
        if any(b <= a for a, b in zip(v, v[1:])):
            fail(field, f"must be strictly increasing, not {list(v)}")
    for form, (size_field, stall_field) in FORMS.items():
        st = have.get(stall_field)
        if st is None:
            continue
        sizes = have.get(size_field)
        if warps is None or sizes is None:
            fail(stall_field, f"needs {WARPS_FIELD} and {size_field} beside it")
        if not isinstance(st, tuple) or len(st) != len(warps):
            fail(stall_field, f"needs one row per value of {WARPS_FIELD} ({len(warps)})")
        for row in st:
            if not isinstance(row, tuple) or len(row) != len(sizes) or \
                    not all(_number(x) for x in row):
                fail(stall_field, f"each row needs {len(sizes)} finite numbers (one per "
                                  f"{size_field}), not {row!r}")


__all__ = ["FIELDS", "FORMS", "WARPS_FIELD", "FetchTable", "FetchTableError", "check_fields"]
