"""c10's bit constructors of its low-precision types (issue 18; ``docs/cxx-half.md``).

``c10::Float8_e4m3fn(bits, c10::Float8_e4m3fn::from_bits())`` (vLLM's fp8 conversions), and
the same form of ``c10::Float8_e5m2``, ``c10::Half`` and ``c10::BFloat16``, make the value
whose storage is ``bits`` (c10's ``from_bits_t`` tag constructor). warpsmith reads these c10
types as CUDA's ``__nv_fp8_e4m3``, ``__nv_fp8_e5m2``, ``__half`` and ``__nv_bfloat16``
(``include/ws_aten.h``), so the construction is lowered to a bit cast of ``bits``, converted
to the unsigned integer of the type's width, to the type: exact, and printed as the CUDA
bit-reinterpretation of that width."""

from __future__ import annotations

from dataclasses import replace

from ..ir import nodes as N
from ..ir.types import ScalarType, Type

#: the c10 formats that have the tag constructor: float format -> storage width in bits
_WIDTHS = {"e4m3": 8, "e5m2": 8, "": 16, "bf16": 16}


def is_from_bits(syn) -> bool:
    """Whether the syntax ``syn`` is a call of ``T::from_bits()`` (c10's tag)."""
    fn = getattr(syn, "fn", None) if getattr(syn, "kind", None) == "call" else None
    return fn is not None and getattr(fn, "kind", None) == "id" and fn.name == "from_bits" \
        and not getattr(syn, "args", None)


def takes_bits(t: Type) -> bool:
    """Whether ``t`` is one of the low-precision types with c10's bit constructor."""
    return isinstance(t, ScalarType) and t.is_lowp and _WIDTHS.get(t.fmt) == t.bits


def from_bits(sem, t: ScalarType, bits_syn, tok, ctx) -> N.Expr:
    """The ``t`` whose storage is the value of ``bits_syn``."""
    from . import dialects as D

    loc = tok.where
    storage = D.SCALAR_NAMES["uchar" if t.bits == 8 else "ushort"]
    bits = sem.conv(sem.decay(sem.ex(bits_syn, ctx)), storage, tok)
    if isinstance(bits, N.Cast) and bits.implicit:  # (printed: the bit cast needs its width)
        bits = replace(bits, implicit=False)
    return N.Cast(t, bits, False, "bitcast", loc=loc)
