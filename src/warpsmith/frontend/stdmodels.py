"""Standard-library, libcu++ and Thrust class templates in device code that warpsmith models
with headers of its own (issue 18):

* ``std::array<T, N>`` (also ``::std::array``, ``cuda::std::array``; vLLM's activation
  kernels view an ``int4`` as ``std::array<scalar_t, 8>``): ``include/ws_std_array.h``,
  ``ws_std_array<T, N>`` (the ``N`` elements as a public array member, ``operator[]``,
  ``size()``, ``data()``, ``at()`` (unchecked), ``rbegin()``/``rend()``: a nested
  ``reverse_iterator``; ``std::size(a)``; a structured binding names its elements:
  ``Semantic._binding_parts``);
* libcu++'s ``cuda::fast_mod_div<T>`` (flashinfer's ``uint_fastdiv``):
  ``include/ws_cuda_fast_mod_div.h``, the divisor with ``/``, ``%`` and its conversion
  to ``T`` (CCCL's quotient and remainder are the exact ones, which the model computes by
  dividing);
* ``std::pair<A, B>`` (also ``cuda::std::pair``; vLLM's and gptqmodel's ``ScalarType::id()``
  folds the members into a ``std::pair<int64_t, uint32_t>``): ``include/ws_std_pair.h``,
  ``ws_std_pair<A, B>`` (``first``, ``second``, the default and the two-argument
  constructors);
* ``std::tuple<Ts...>``: ``include/ws_std_tuple.h`` declares ``ws_std_tuple``, whose
  instances and functions ``frontend/stdtuple.py`` reads;
* ``thrust::pair<A, B>`` and the function ``thrust::make_pair(a, b)`` (MinkowskiEngine's
  device hash map): ``include/ws_thrust_pair.h``, ``ws_thrust_pair<A, B>`` (``first``,
  ``second``, the default and two-argument constructors, Thrust's comparisons) and the
  function template ``ws_thrust_make_pair`` (``thrust::get<I>`` of a pair:
  ``frontend/thrust.py``; docs/cxx-thrust.md).

Each is read by the class lowering as any class template with methods
(``docs/cxx-classes.md``). The preprocessed tokens name the model: the qualified name
followed by ``<`` becomes the model's name, and the model header's tokens are put before
the file's when the file names it (a function model, ``thrust::make_pair``, also when
followed by ``(``; C++ programs get ``<array>`` or ``<cuda/cmath>`` through other headers,
PyTorch's among them, so the include that brought the name is not looked for). An
unqualified ``array`` (a variable, ``using namespace std;``) is left alone."""

from __future__ import annotations

import os

from .lexer import Token, tokenize

_INCLUDE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "include")

#: (namespace path, name) -> (model class or function template, its header)
MODELS = {
    (("std",), "array"): ("ws_std_array", "ws_std_array.h"),
    (("cuda", "std"), "array"): ("ws_std_array", "ws_std_array.h"),
    (("cuda",), "fast_mod_div"): ("ws_cuda_fast_mod_div", "ws_cuda_fast_mod_div.h"),
    (("std",), "pair"): ("ws_std_pair", "ws_std_pair.h"),
    (("cuda", "std"), "pair"): ("ws_std_pair", "ws_std_pair.h"),
    (("std",), "tuple"): ("ws_std_tuple", "ws_std_tuple.h"),
    (("thrust",), "pair"): ("ws_thrust_pair", "ws_thrust_pair.h"),
    (("thrust",), "make_pair"): ("ws_thrust_make_pair", "ws_thrust_pair.h"),
}
#: the models that are functions: also read before ``(`` (a class only before ``<``)
_FUNCTIONS = {"ws_thrust_make_pair"}
_FIRST = {ns[0] for ns, _ in MODELS} | {"::"}

_header_tokens: dict[str, list[Token]] = {}


def _model_tokens(header: str) -> list[Token]:
    """A model header's tokens (read once)."""
    if header not in _header_tokens:
        path = os.path.join(_INCLUDE, header)
        with open(path, encoding="utf-8") as f:
            _header_tokens[header] = [t for t in tokenize(f.read(), path) if t.kind != "eof"]
    return _header_tokens[header]


def _model_at(toks: list[Token], i: int):
    """(tokens used, model class, header) of a modelled qualified name starting at ``i``
    and followed by ``<`` (a function model's also by ``(``), else None."""
    k = i + (toks[i].text == "::" and toks[i].kind == "punct")
    ns = []
    while k + 2 < len(toks) and toks[k].kind == "id" and toks[k + 1].text == "::" and \
            toks[k + 2].kind == "id" and len(ns) < 3:
        ns.append(toks[k].text)
        k += 2
        model = MODELS.get((tuple(ns), toks[k].text))
        if model is not None and k + 1 < len(toks) and (toks[k + 1].text == "<" or (
                toks[k + 1].text == "(" and model[0] in _FUNCTIONS)):
            return k + 1 - i, model[0], model[1]
    return None


def rewrite(toks: list[Token]) -> list[Token]:
    """``toks`` with the modelled names read as their models (``std::array<`` as
    ``ws_std_array<``), the models' headers first; unchanged when none is named."""
    out: list[Token] = []
    headers: list[str] = []
    i = 0
    while i < len(toks):
        found = _model_at(toks, i) if toks[i].text in _FIRST and (
            i == 0 or toks[i - 1].text != "::") else None
        if found is not None:
            n, model, header = found
            last = toks[i + n - 1]
            out.append(Token("id", model, last.loc, toks[i].bol, toks[i].space,
                             expanded_at=last.expanded_at))
            i += n
            if header not in headers:
                headers.append(header)
            continue
        out.append(toks[i])
        i += 1
    return [t for h in headers for t in _model_tokens(h)] + out


__all__ = ["MODELS", "rewrite"]
