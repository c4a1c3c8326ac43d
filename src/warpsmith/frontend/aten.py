"""PyTorch's type dispatch around a launch: ``AT_DISPATCH_*`` binds ``scalar_t`` (issue 18).

A PyTorch extension launches its template kernels inside a dispatch macro::

    AT_DISPATCH_FLOATING_TYPES(x.scalar_type(), "scale", [&] {
      scale_kernel<scalar_t><<<g, b>>>(x.data_ptr<scalar_t>(), n);
    });

ATen's macro defines ``using scalar_t = T;`` inside the lambda once per type of the
dispatch and calls it, so the program holds one instance of the kernel per type. warpsmith
does not read ATen's headers (host code), so the macro stays unexpanded; this module reads
the macro's name and its leading ``ScalarType`` arguments at the launch and gives the
bindings of ``scalar_t`` (``index_t`` for ``AT_DISPATCH_INDEX_TYPES``) the macro makes,
the same types in the same order as ATen's ``Dispatch.h``:

* ``AT_DISPATCH_FLOATING_TYPES``: double, float; ``..._AND_HALF`` adds half;
* ``AT_DISPATCH_ALL_TYPES``: uint8, int8, int16, int32, int64, float, double;
* ``AT_DISPATCH_INTEGRAL_TYPES``: the five integer types; ``AT_DISPATCH_REDUCED_FLOATING_TYPES``:
  half, bfloat16; ``AT_DISPATCH_COMPLEX_TYPES``: the two complex types;
* ``..._AND(X, ..)``, ``..._AND2(X, Y, ..)``, ``..._AND3``: the listed ``at::ScalarType``\\ s too;
* ``AT_DISPATCH_CASE(at::ScalarType::X, ..)`` (what a project's own dispatch macro, vLLM's
  ``VLLM_DISPATCH_FLOATING_TYPES``, expands to), and its header-only twin
  ``THO_DISPATCH_CASE(torch::headeronly::ScalarType::X, ..)`` (``VLLM_STABLE_DISPATCH_*``):
  that one type;
* ``AT_PRIVATE_CASE_TYPE_USING_HINT(at::ScalarType::X, NAME, ..)`` (and ``THO_...``): that
  one type, bound to ``NAME`` instead of ``scalar_t`` (vLLM's FP8 dispatch binds
  ``fp8_t``).

Nested dispatches bind outermost first, so an inner one rebinds ``scalar_t``, and an alias
``using query_t = scalar_t;`` written in an outer dispatch's lambda keeps the outer type.

``at::Half`` is CUDA's ``__half`` and ``at::BFloat16`` ``__nv_bfloat16`` (see
``include/ATen_device.h``). The complex families (``AT_DISPATCH_COMPLEX_TYPES``,
``..._ALL_TYPES_AND_COMPLEX``, ``..._FLOATING_AND_COMPLEX_TYPES``) add ``c10::complex<double>``
and ``c10::complex<float>`` (``ws_aten.h``: storage and accessors, no arithmetic). Other
dispatch macros (``AT_DISPATCH_V2``) give no binding, so a launch inside them keeps its
"needs a value" report.
"""

from __future__ import annotations

import re

from ..ir.types import Type
from ..ir.errors import WarpsmithError

__all__ = ["dispatch_bindings", "SCALAR_TYPES"]

#: ``c10::ScalarType`` item -> the C type of ``scalar_t`` (c10/core/ScalarType.h)
SCALAR_TYPES = {
    "Byte": "unsigned char", "Char": "signed char", "Short": "short", "Int": "int",
    "Long": "long long", "Float": "float", "Double": "double", "Half": "__half",
    "BFloat16": "__nv_bfloat16", "Bool": "bool",
    "Float8_e4m3fn": "__nv_fp8_e4m3", "Float8_e5m2": "__nv_fp8_e5m2",
    "ComplexFloat": "c10::complex<float>", "ComplexDouble": "c10::complex<double>",
}
_K_NAMES = {"k" + k: k for k in SCALAR_TYPES}   # at::kHalf, at::kFloat, ...

_INTEGRAL = ["Byte", "Char", "Short", "Int", "Long"]
#: dispatch family -> its types (ATen's Dispatch.h order)
_FAMILIES = {
    "FLOATING_TYPES": ["Double", "Float"],
    "FLOATING_TYPES_AND_HALF": ["Double", "Float", "Half"],
    "ALL_TYPES": _INTEGRAL + ["Float", "Double"],
    "INTEGRAL_TYPES": _INTEGRAL,
    "REDUCED_FLOATING_TYPES": ["Half", "BFloat16"],
    "INDEX_TYPES": ["Int", "Long"],
    "COMPLEX_TYPES": ["ComplexDouble", "ComplexFloat"],
    "ALL_TYPES_AND_COMPLEX": _INTEGRAL + ["Float", "Double", "ComplexDouble", "ComplexFloat"],
    "FLOATING_AND_COMPLEX_TYPES": ["Double", "Float", "ComplexDouble", "ComplexFloat"],
}
#: ATen's (and the header-only twin's) dispatch case that names its bound type
_HINT_CASES = ("AT_PRIVATE_CASE_TYPE_USING_HINT", "THO_PRIVATE_CASE_TYPE_USING_HINT")
_MACRO = re.compile(r"AT_DISPATCH_(" + "|".join(_FAMILIES) + r")(?:_AND(\d?))?$")


def _scalar_type(toks: list) -> str | None:
    """``at::ScalarType::Half``, ``c10::ScalarType::Float``, ``at::kHalf``: the item."""
    ids = [t.text for t in toks if t.kind == "id"]
    if not ids:
        return None
    last = ids[-1]
    if last in SCALAR_TYPES:
        return last
    return _K_NAMES.get(last)


def _enclosing_calls(toks: list, pos: int):
    """(name index, '(' index) of every call whose parentheses enclose ``toks[pos]``,
    innermost first."""
    depth = 0
    for k in range(pos - 1, 0, -1):
        x = toks[k].text
        if x == ")":
            depth += 1
        elif x == "(":
            if depth:
                depth -= 1
            elif toks[k - 1].kind == "id":
                yield k - 1, k


def _one_macro(toks: list, name_at: int, open_at: int):
    """(bound name, [ScalarType items]) of one dispatch macro, or None."""
    from .parser import _call_args

    name = toks[name_at].text
    args = _call_args(toks, open_at) or []
    if name in ("AT_DISPATCH_CASE", "THO_DISPATCH_CASE"):
        st = _scalar_type(args[0]) if args else None
        return ("scalar_t", [st]) if st else None
    if name in _HINT_CASES:
        # `AT_PRIVATE_CASE_TYPE_USING_HINT(ScalarType::X, fp8_t, ..)`: the case names the
        # type it binds (vLLM's VLLM_DISPATCH_FP8_CASE binds `fp8_t`)
        st = _scalar_type(args[0]) if len(args) > 2 else None
        hint = [t.text for t in args[1]] if st else []
        return (hint[0], [st]) if len(hint) == 1 and args[1][0].kind == "id" else None
    m = _MACRO.match(name)
    if m is None:
        return None
    family, extra = m.group(1), m.group(2)
    items = list(_FAMILIES[family])
    if extra is not None:
        n = int(extra or "1")
        if len(args) < n:
            return None
        for a in args[:n]:
            st = _scalar_type(a)
            if st is None:
                return None
            if st not in items:
                items.append(st)
    return ("index_t" if family == "INDEX_TYPES" else "scalar_t"), items


def dispatch_bindings(sem, toks: list | None, pos: int) -> list[dict]:
    """The bindings ({name: Type}) the ``AT_DISPATCH_*`` macros around ``toks[pos]`` make,
    one per combination of their types (nested dispatches multiply); ``[{}]`` when no
    dispatch macro encloses the position."""
    out: list[dict] = [{}]
    if not toks:
        return out
    levels = [(open_at, found) for name_at, open_at in _enclosing_calls(toks, pos)
              if (found := _one_macro(toks, name_at, open_at)) is not None]
    # outermost first: an inner dispatch rebinds `scalar_t`, and `using query_t =
    # scalar_t;` in an outer dispatch's lambda keeps the outer type (vLLM nests two)
    for open_at, (bound, items) in reversed(levels):
        types = []
        for it in items:
            t = _c_type(sem, SCALAR_TYPES[it])
            if t is not None:
                types.append(t)
        aliases = _aliases(toks, open_at, pos, bound)
        out = [{**b, bound: t, **{a: t for a in aliases}} for b in out for t in types]
    return out


def _aliases(toks: list, start: int, end: int, bound: str) -> list[str]:
    """The names ``using NAME = scalar_t;`` / ``typedef scalar_t NAME;`` declare between
    ``toks[start]`` and ``toks[end]``."""
    out = []
    for k in range(start, end - 3):
        x = [t.text for t in toks[k:k + 5]]
        if x[0] == "using" and x[2:] == ["=", bound, ";"]:
            out.append(x[1])
        elif x[:2] == ["typedef", bound] and x[3] == ";":
            out.append(x[2])
    return out


def _c_type(sem, text: str) -> Type | None:
    from .lexer import tokenize
    from .semantic import FuncCtx

    try:
        p = sem.parser([t for t in tokenize(text, "<aten>") if t.kind != "eof"])
        return sem.type_name(p.type_name(), FuncCtx(device=False))
    except WarpsmithError:
        return None


def overloads_builtin_for_half(chunk) -> bool:
    """Whether function ``chunk`` overloads a CUDA builtin for ``at::Half``/``c10::Half``
    (torch_scatter's ``__shfl_up_sync(unsigned, at::Half, unsigned)`` calling the ``__half``
    builtin through ``var.operator __half()``). In PyTorch ``at::Half`` is a class of its
    own; in warpsmith's model it is ``__half`` (docs/cxx-aten.md), where the builtin already
    takes it, so such an overload is left out and its calls are the builtin's (for the
    shuffles and loads these files overload, the same value)."""
    toks = chunk.toks
    head = toks[:next((k for k, t in enumerate(toks) if t.text == "{"), len(toks))]
    return any(t.text in ("at", "c10") and k + 2 < len(head) and head[k + 1].text == "::"
               and head[k + 2].text == "Half" for k, t in enumerate(head))

