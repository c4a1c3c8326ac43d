"""Issue 18: a template kernel launched inside a generic host lambda that the code calls
with type aliases of integral constants, directly and from another generic lambda
(gptqmodel's swordfish ``run(tid, kF{}, kT{})`` inside ``dispatch(kF16{})``, with ``using
kF16 = std::integral_constant<..>;``): one instance per combination of constants
(``frontend/templates.py``, ``lambda_scopes``). Minimal reproduction written here, through
the whole pipeline (``test_cxx_templates._pipeline``)."""

from __future__ import annotations

import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_template_launches import ADD, _addk_args, _addk_ref
from test_cxx_templates import _pipeline

DISPATCH = ADD + r"""
void host(const float* x, float* y, bool w, bool t) {
  const auto run = [&](auto kc, auto flag) {
    constexpr int kK = decltype(kc)::value + (decltype(flag)::value ? 10 : 0);
    addk<float, kK><<<1, 64>>>(x, y, 50);
  };
  using kTwo = std::integral_constant<int, 2>;
  using kOn = std::true_type;
  using kOff = std::false_type;
  const auto dispatch = [&](auto kc) {
    if (t) {
      run(kc, kOn{});
    } else {
      run(kc, kOff{});
    }
  };
  if (w) {
    dispatch(kTwo{});
  } else {
    dispatch(std::integral_constant<int, 3>{});
  }
}
"""


def test_a_lambda_called_from_a_lambda_with_aliased_constants():
    """`run(kc, kOn{})` inside `dispatch` is read once per call of `dispatch` (kc the
    constant that call passed), `kOn{}` through its alias: four instances."""
    _pipeline(DISPATCH, {"addk_float_2": _addk_ref(2), "addk_float_12": _addk_ref(12),
                         "addk_float_3": _addk_ref(3), "addk_float_13": _addk_ref(13)},
              _addk_args)


def test_a_run_time_argument_of_the_outer_lambda_keeps_the_reason():
    """`dispatch(w)` passes a run-time value: the launch is not instantiated from it and
    keeps its located reason."""
    src = DISPATCH.replace("dispatch(kTwo{});", "dispatch(w);")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "not a compile-time constant" in str(e.value)
