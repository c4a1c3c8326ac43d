"""Instruction-fetch stalls: what code too large for the instruction caches costs per instruction.

The analytical model counts a warp instruction as issue cycles and waits for data; it has no
term for the instructions themselves arriving late. On the H100, ncu shows ``no_instruction``
stalls of 2.0-2.4 cycles per issued instruction for the fully unrolled radix-16 FFTs (about
1100-1200 SASS instructions executed once per thread, 1-2 warps per scheduler) and little
for the looped radix 2 and 4 (docs/model.md, "What remains wrong"). The size of the effect
depends on the code's size, on how many warps share a scheduler and on whether the code is
executed once (it streams through the caches as blocks come and go) or in a loop (its body
stays cached or not), none of which any document gives; ``benchmarks/calibrate_icache.py``
measures it with straight-line FMA kernels of growing length (docs/calibration.md,
"Instruction fetch").

The measured table lives in the hardware description, each field sourced to the results
file like every calibrated field (written by ``benchmarks/apply_calibration.py``):

* ``icache_warps_per_scheduler``: the warps per scheduler measured, ``[1, 2, 4, 8]``;
* ``icache_streamed_code_instructions``: the measured kernels' sizes (non-NOP SASS
  instructions of their ``.text``), increasing;
* ``icache_streamed_stall_cycles``: one row per warps-per-scheduler value, one column per
  size: extra cycles per warp instruction for code executed once per thread, blocks coming
  and going (the waves after the first);
* ``icache_first_wave_stall_cycles``: the same for the first wave of a launch (every warp
  starts at the top of the code at once; optional);
* ``icache_loop_code_instructions``, ``icache_loop_stall_cycles``: the same for a loop
  body of that many instructions run many times (steady state).

"Extra cycles per warp instruction" is per warp: a warp that executes ``n`` instructions
with ``W`` warps on its scheduler takes ``n x (W x issue + stall)`` cycles where it would
take ``n x W x issue`` if its code were cached; the stall is what the other ``W - 1`` warps
did *not* hide, so it is measured, not derived from a latency. :func:`fetch_stall_cycles`
interpolates it (linearly in the code size and in the warps per scheduler, clamped at the
table's edges) and returns 0 where a description has no table (older GPUs, an H100 before
the run): the model then leaves the term out, as it does for every uncalibrated mechanism.

:func:`kernel_code_size` gives a kernel's size the same way the table counts it: the
non-NOP instructions of its cubin's ``.text.<kernel>`` (compiled by the compiler passed
in, ``backends.cuda_compile.local_compiler()``, which caches one compile per source,
architecture and name for the whole prediction); :func:`kernel_code_shape`
also finds its loops (backward branches) and its hot path (the fewest instructions from the
entry to an ``EXIT``: what runs when the slow paths of ``sinf`` or a division are branched
around, the size to look up), and :func:`fetch_wait_cycles` turns a shape into a warp's
extra cycles. Both need a CUDA compiler and a GPU of compute capability 7 or newer (16-byte
instructions); without, None.
"""

from __future__ import annotations

import bisect
import math
from dataclasses import dataclass
from typing import Any

from ..hw.fetch_table import (FIELDS, FORMS, WARPS_FIELD, FetchTable, FetchTableError,  # noqa: F401
                              _tuples, check_fields)
from ..hw.compiled import arch_major, kernel_text as text_of  # a kernel's .text in a cubin

_NOP = 0x918


def table_from_fields(values: dict[str, Any], source: str = "") -> FetchTable | None:
    """A :class:`FetchTable` of the fields in ``values`` (checked), or None when they hold
    no stall table."""
    check_fields(values, source or "icache fields")
    v = {k: _tuples(x) for k, x in values.items() if k in FIELDS and x is not None}
    forms = [f for f, (_s, st) in FORMS.items() if st in v]
    if not forms:
        return None
    return FetchTable(
        warps=tuple(float(w) for w in v[WARPS_FIELD]),
        sizes=tuple((f, tuple(float(x) for x in v[FORMS[f][0]])) for f in forms),
        stall=tuple((f, tuple(tuple(float(x) for x in row) for row in v[FORMS[f][1]]))
                    for f in forms),
        source=source)


def table_of(device) -> FetchTable | None:
    """The table of ``device`` (a :class:`~warpsmith.hw.descriptions.Device`, a description
    name, or a :class:`FetchTable`), or None when its description has none."""
    if device is None or isinstance(device, FetchTable):
        return device
    if isinstance(device, str):
        from ..hw.descriptions import load_device

        device = load_device(device)
    values = {f: getattr(device, f, None) for f in FIELDS}
    if all(v is None for v in values.values()):
        return None
    sources = getattr(device, "sources", {}) or {}
    src = sources.get(FORMS["streamed"][1]) or sources.get(FORMS["loop"][1])
    return table_from_fields(values, getattr(src, "source", "") or getattr(device, "key", ""))


def table_from_results(results: dict) -> FetchTable | None:
    """The table a results file of ``benchmarks/calibrate_icache.py`` derived (its
    ``derived.table``), e.g. to try the term before the file is applied; None without."""
    return table_from_fields(fields_from_results(results),
                             f"icache-{results.get('gpu')}-{results.get('date')}")


def fields_from_results(results: dict) -> dict[str, Any]:
    """Description field -> value of a results file's ``derived.table`` (the forms it has)."""
    tab = (results.get("derived") or {}).get("table") or {}
    out: dict[str, Any] = {}
    if not tab.get("warps_per_scheduler"):
        return out
    out[WARPS_FIELD] = list(tab["warps_per_scheduler"])
    for form, (size_field, stall_field) in FORMS.items():
        t = tab.get(form)
        if not t:
            continue
        out[size_field] = list(t["code_instructions"])
        out[stall_field] = [list(r) for r in t["stall_cycles"]]
    return out


def _interp(xs: tuple[float, ...], x: float) -> tuple[int, int, float]:
    """Indices ``i, j`` and weight ``w`` with value = (1 - w) v[i] + w v[j], clamped."""
    if x <= xs[0]:
        return 0, 0, 0.0
    if x >= xs[-1]:
        n = len(xs) - 1
        return n, n, 0.0
    j = bisect.bisect_right(xs, x)
    i = j - 1
    return i, j, (x - xs[i]) / (xs[j] - xs[i])


def interpolate(table: FetchTable, form: str, code_instructions: float,
                warps_per_scheduler: float) -> float | None:
    """The table's stall of ``form`` at a code size and warps per scheduler: linear in
    both between the measured points, the nearest edge outside them; None without the
    form."""
    g = table.grid(form)
    if g is None:
        return None
    sizes, rows = g
    ki, kj, kw = _interp(sizes, float(code_instructions))
    wi, wj, ww = _interp(table.warps, float(warps_per_scheduler))

    def at(r):
        return (1 - kw) * rows[r][ki] + kw * rows[r][kj]

    return (1 - ww) * at(wi) + ww * at(wj)


def fetch_stall_cycles(device, code_instructions: float | None, warps_per_scheduler: float,
                       streamed: bool, *, first_wave: bool = False) -> float:
    """Extra cycles per warp instruction that instruction fetch costs a warp of a kernel of
    ``code_instructions`` SASS instructions (:func:`kernel_code_size`; for a loop, its
    body's) with ``warps_per_scheduler`` resident warps per scheduler (active warps per SM
    / sub-partitions), for code executed once per thread (``streamed``) or in a loop.
    ``first_wave``: code executed once by warps that all start together (a launch of one
    wave), where the table has that form (else the streamed one).

    0.0 where ``device``'s description has no table (older GPUs, an uncalibrated one) or
    the size is unknown (None). Never negative: a measured excess below zero is noise
    around a cached code's cost."""
    if code_instructions is None or code_instructions <= 0:
        return 0.0
    table = table_of(device)
    if table is None:
        return 0.0
    form = "loop"
    if streamed:
        form = "first_wave" if first_wave and table.grid("first_wave") else "streamed"
    v = interpolate(table, form, code_instructions, max(warps_per_scheduler, 0.0))
    return max(0.0, v) if v is not None else 0.0


def fetch_wait_cycles(device, shape: "CodeShape | None", warps_per_scheduler: float,
                      loop_instructions: float = 0.0, *, first_wave: bool = False) -> float:
    """Extra cycles one warp spends waiting for its instructions: the hot path outside loops
    (``shape.hot_straight`` instructions, each run once) at the streamed stall of code of
    ``shape.fast_path`` instructions, plus ``loop_instructions`` (the warp's dynamic SASS
    instructions inside hot loops, which the caller estimates, e.g. trips x
    ``largest_hot_loop_body``) at the loop stall of the largest hot loop body. Without a
    fast path (an undecodable branch) the whole code stands for it. 0 without a shape or a
    table. A per-warp wait (what the other warps of the scheduler did not hide, as measured
    at that W), to add to a warp's latency, not to the issue cycles the SM's warps share."""
    if shape is None:
        return 0.0
    size = shape.fast_path if shape.fast_path is not None else shape.instructions
    once = shape.hot_straight if shape.hot_straight is not None else shape.straight_line
    out = once * fetch_stall_cycles(device, size, warps_per_scheduler, True,
                                    first_wave=first_wave)
    body = shape.largest_hot_loop_body or shape.largest_loop_body
    if loop_instructions > 0 and body:
        out += loop_instructions * fetch_stall_cycles(device, body, warps_per_scheduler, False)
    return out


def warps_per_scheduler(device, active_warps_per_sm: float) -> float:
    """Resident warps per warp scheduler: the SM's active warps over its sub-partitions
    (4 on sm_70+, ``sub_partitions`` of the description; 1 where it has none)."""
    if isinstance(device, str):
        from ..hw.descriptions import load_device

        device = load_device(device)
    return float(active_warps_per_sm) / float(getattr(device, "sub_partitions", None) or 1)


# ----------------------------------------------------------------------------- code size


@dataclass(frozen=True)
class CodeShape:
    """A kernel's machine code.

    ``instructions``: non-NOP instructions in its ``.text``; ``loops``: ``(first, last,
    body)`` per backward branch (instruction indices of the branch target and of the branch,
    and the non-NOP instructions from one to the other; the branch-to-itself that ends every
    kernel is not a loop); ``straight_line``: the non-NOP instructions outside every loop.

    The *hot path* is the shortest path from the entry to an ``EXIT`` (``predict_sass``'s
    fast path: slow paths of ``sinf``, division and the like are branched around and not
    counted): ``fast_path`` non-NOP instructions on it (each loop it enters counted once; a
    loop behind a zero-trip guard is skipped; None when a branch cannot be decoded),
    ``hot_loops`` the ``(first, last, body on the path)`` of the loops it enters. A fully unrolled kernel such as the radix-16 FFT has no
    hot loop and runs ``fast_path`` instructions once per thread: the size that streams
    through the instruction caches, whatever the size of its slow paths."""

    instructions: int
    loops: tuple[tuple[int, int, int], ...] = ()
    straight_line: int = 0
    fast_path: int | None = None
    hot_loops: tuple[tuple[int, int, int], ...] = ()

    @property
    def largest_loop_body(self) -> int:
        """Non-NOP instructions of the largest loop body (0 without loops)."""
        return max((b for _f, _l, b in self.loops), default=0)

    @property
    def hot_straight(self) -> int | None:
        """Hot-path instructions outside its loops (run once per thread); None without a
        fast path."""
        if self.fast_path is None:
            return None
        return self.fast_path - sum(b for _f, _l, b in _outermost(self.hot_loops))

    @property
    def largest_hot_loop_body(self) -> int:
        """Hot-path instructions of the largest loop the hot path enters (0 without)."""
        return max((b for _f, _l, b in self.hot_loops), default=0)


def _outermost(loops):
    out = []
    for lp in sorted(loops, key=lambda x: (x[0], -x[1])):
        if not any(o[0] <= lp[0] and lp[1] <= o[1] for o in out):
            out.append(lp)
    return out


def code_shape(text: bytes) -> CodeShape:
    """The :class:`CodeShape` of a kernel's ``.text`` (sm_70+ 16-byte instructions). Raises
    ValueError when a branch cannot be decoded."""
    from .predict_sass import decode_instructions, exit_path

    ins = decode_instructions(text)
    prefix = [0]
    for op, _p, _t in ins:
        prefix.append(prefix[-1] + (op != _NOP))
    loops, inside = [], set()
    for i, (_op, _p, t) in enumerate(ins):
        if t is not None and t < i:  # a backward branch; not the BRA-to-self after EXIT
            loops.append((t, i, prefix[i + 1] - prefix[t]))
            inside.update(range(t, i + 1))
    loops.sort(key=lambda x: (x[0], -x[1]))
    in_loops = sum(1 for i in inside if ins[i][0] != _NOP)
    path = exit_path(ins) if ins else None
    fast = hot = None
    if path is not None:
        on = [i for i in path if ins[i][0] != _NOP]
        fast = len(on)
        hot = []
        for f, last, _b in loops:
            k = sum(1 for i in on if f <= i <= last)
            if k:
                hot.append((f, last, k))
    return CodeShape(prefix[-1], tuple(loops), prefix[-1] - in_loops, fast,
                     tuple(hot or ()))


def compiled_code_shape(compiled) -> CodeShape | None:
    """The :class:`CodeShape` of a compiled kernel (a
    :class:`~warpsmith.hw.compiled.CompiledKernel`); None when it has no ``.text`` or a
    branch cannot be decoded."""
    try:
        text = compiled.text
        return code_shape(text) if text is not None else None
    except ValueError:
        return None


def kernel_code_shape(module, fn, arch: str, compiler) -> CodeShape | None:
    """The :class:`CodeShape` of kernel ``fn`` of ``module`` (IR) compiled for ``arch`` by
    ``compiler`` (a :class:`~warpsmith.hw.compiled.KernelCompiler`: the CUDA C the CUDA
    backend prints, as the prediction compiles it); None without a compiler, before sm_70,
    or when it does not compile."""
    from ..ir.errors import WarpsmithError

    if arch_major(arch) < 7 or compiler is None:
        return None
    try:
        return compiled_code_shape(compiler.kernel(module, fn, arch))
    except WarpsmithError:
        return None


def kernel_code_size(module, fn, arch: str, compiler) -> int | None:
    """The SASS instructions of kernel ``fn`` (non-NOP instructions of its cubin's
    ``.text``), the size :func:`fetch_stall_cycles` takes; None without a compiler (see
    :func:`kernel_code_shape`)."""
    shape = kernel_code_shape(module, fn, arch, compiler)
    return shape.instructions if shape is not None else None


__all__ = ["FIELDS", "FORMS", "WARPS_FIELD", "FetchTable", "FetchTableError", "CodeShape",
           "check_fields", "table_from_fields", "table_of", "table_from_results",
           "fields_from_results", "interpolate", "fetch_stall_cycles", "fetch_wait_cycles",
           "warps_per_scheduler",
           "code_shape", "text_of", "compiled_code_shape", "kernel_code_shape", "kernel_code_size"]
