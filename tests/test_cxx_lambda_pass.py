"""Issue 18 (xFormers' sparse24 ``sparse24_pack.cu`` and ``sparseNM_dense.cu``): template
kernels instantiated through generic host lambdas whose types come from host code, and
the device classes those kernels then read. Minimal reproductions written here, through
the whole pipeline (:func:`_whole`: read, simulate, CUDA and OpenCL round trips, analyze
and predict; the kernels take struct arguments, which ``ws.run`` builds from dicts)."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import WarpsmithError

from test_cxx_templates import N, _nvrtc

LAUNCH = ws.Launch(1, N)


def _whole(src: str, expect: dict, make_args) -> tuple:
    """Read ``src``; each instance named in ``expect`` (name -> reference of the arguments
    giving {buffer: expected}) runs right on the simulator, in the source and after a CUDA
    and an OpenCL round trip; NVRTC compiles the printed CUDA; analyze and predict handle
    each instance."""
    prog = ws.read(src)
    assert sorted(k.name for k in prog.kernels) == sorted(expect)
    cuda = ws.translate(prog, "cuda").text
    ocl = ws.translate(prog, "opencl").text
    progs = (prog, ws.read(cuda), ws.read(ocl, dialect="opencl"))
    for name, ref in expect.items():
        want = ref(**make_args(name))
        for p in progs:
            got = ws.run(p.kernel(name), LAUNCH, make_args(name)).outputs
            for buf, w in want.items():
                np.testing.assert_allclose(got[buf], w, rtol=1e-6, err_msg=f"{name} {buf}")
        ws.analyze(prog.kernel(name), LAUNCH)
        ws.predict(prog.kernel(name), LAUNCH)
    _nvrtc(cuda, sorted(expect)[0])
    return prog, cuda, ocl

# ------------------------------------- a generic lambda passed to a function template

PASSED = r"""
#include <string>
struct Plain { template <typename T> static __device__ T f(T x) { return x; } };
template <typename Op = Plain>
struct Greedy {
  template <typename T> static __device__ T fill() { return T(-1); }
  __device__ int operator()(int v) { return Op::f(v) + 1; }
};
template <int S>
struct Shift {
  template <typename T> static __device__ T fill() { return T(S); }
  __device__ int operator()(int v) { return v << S; }
};
template <typename F>
void each_algo(F callback) {
  callback(Greedy<Plain>(), "greedy");
  callback(Shift<2>(), "shift2");
}
template <typename E, typename Algo>
__global__ void apply(E* out, const int* in, Algo algo) {
  int i = threadIdx.x;
  E f = Algo::template fill<E>();
  out[i] = f + E(algo(in[i]));
}
void run(float* out, const int* in, std::string name) {
  auto launch = [&](auto algo, std::string const& algo_name) {
    if (algo_name == name) {
      apply<<<1, 64>>>(out, in, algo);
    }
  };
  each_algo(launch);
}
"""


def _passed_args(name):
    # (the algorithm classes are empty structs: a struct argument of no fields)
    return {"out": np.zeros(N, np.float32), "in": np.arange(N, dtype=np.int32), "algo": {}}


def _greedy_ref(out, algo, **_):
    return {"out": (-1.0 + (np.arange(N) + 1)).astype(np.float32)}


def _shift_ref(out, algo, **_):
    return {"out": (2.0 + (np.arange(N) << 2)).astype(np.float32)}


def test_a_generic_lambda_passed_to_a_function_template_is_bound_per_call_there():
    """``each_algo(launch)`` calls ``launch`` with a temporary of each algorithm: ``auto
    algo`` is that type, used as a value in the launch (the kernel's ``Algo`` deduced from
    it), the ``std::string`` parameter binds nothing."""
    _whole(PASSED, {"apply_float_struct_Greedy_struct_Plain": _greedy_ref,
                       "apply_float_struct_Shift_2": _shift_ref}, _passed_args)


def test_a_lambda_the_function_template_passes_on_keeps_the_reason():
    src = PASSED.replace('  callback(Shift<2>(), "shift2");\n',
                         '  callback(Shift<2>(), "shift2");\n  keep(callback);\n')
    src = src.replace("template <typename F>\nvoid each_algo",
                      "template <typename F> void keep(F f);\ntemplate <typename F>\nvoid each_algo")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "needs a value for template parameter" in str(e.value)
    assert "'algo' is not known" in str(e.value)


def test_a_temporary_made_from_arguments_binds_only_decltype():
    """``callback(Shift<2>(n), ..)`` would move ``n`` into the lambda's body: not bound
    when the body uses the parameter's value."""
    src = PASSED.replace("template <int S>\nstruct Shift {",
                         "template <int S>\nstruct Shift {\n  int k;\n"
                         "  __host__ __device__ Shift(int n = 0) : k(n) {}")
    src = src.replace('callback(Shift<2>(), "shift2")', 'callback(Shift<2>(3), "shift2")')
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "not known in the host code around the launch" in str(e.value)


# ------------------- arguments through local declarations, lambdas and `N.value`

DECLARED = r"""
#include <type_traits>
#include <string>
template <int N, int M, typename E, typename F>
__global__ void pick(const E* in, E* out, F fn) {
  int i = threadIdx.x;
  out[i] = fn(in[i]) * E(N) + E(M);
}
void run(const float* in, float* out, std::string mode, int kN) {
  auto launch = [&](auto dtype, auto N, auto M, auto pre) {
    using Element = decltype(dtype);
    pick<N.value, M.value><<<1, 64>>>((const Element*)in, (Element*)out, pre);
  };
  auto dtype = float();
  auto Same = [] __device__(auto x) { return x; };
  auto Twice = [] __device__(auto x) { return x + x; };
  auto test = [&](auto N, auto M) {
    if (N.value != kN) {
      return;
    }
    if (mode == "same") {
      launch(dtype, N, M, Same);
    } else {
      launch(dtype, N, M, Twice);
    }
  };
  test(std::integral_constant<int, 2>(), std::integral_constant<int, 8>());
  test(std::integral_constant<int, 3>(), std::integral_constant<int, 4>());
}
"""


def _pick_ref(n, m, twice):
    def ref(in_, out, fn):
        return {"out": (in_ * (2 if twice else 1) * n + m).astype(np.float32)}
    return ref


def _pick_args(name):
    # (a closure without captures is a struct of one unused field)
    return {"in_": np.linspace(-2, 2, N).astype(np.float32), "out": np.zeros(N, np.float32),
            "fn": {"unused_": 0}}


def test_locals_declared_with_a_temporary_or_a_lambda_and_integral_constants():
    """``dtype`` is ``auto dtype = float();`` (``decltype`` gives ``float``), ``Same`` and
    ``Twice`` lambdas without captures (the kernel's ``F`` is each one's closure type),
    ``N.value`` the constant each call of ``test`` passes."""
    src = DECLARED.replace("in[i]", "in_[i]").replace("const E* in,", "const E* in_,")
    prog = ws.read(src)
    names = sorted(k.name for k in prog.kernels)
    assert len(names) == 4 and all(n.startswith("pick_") for n in names), names
    expect = {}
    for name in names:
        n, m = (2, 8) if name.startswith("pick_2_8") else (3, 4)
        body = ws.translate(prog.kernel(name), "cuda").text
        expect[name] = _pick_ref(n, m, "x + x" in body)
    assert sum("x + x" in ws.translate(prog.kernel(k), "cuda").text for k in names) == 2
    _whole(src, expect, _pick_args)


def test_a_lambda_with_captures_is_not_moved_into_another_scope():
    src = DECLARED.replace("auto Twice = [] __device__(auto x) { return x + x; };",
                           "auto Twice = [=] __device__(auto x) { return x + x * kN; };")
    with pytest.raises(WarpsmithError) as e:
        ws.translate(ws.read(src), "cuda")
    assert "needs a value for template parameter" in str(e.value)


NESTED_TYPED = r"""
#include <type_traits>
template <int K>
__global__ void scale(float* p, int n) {
  int i = threadIdx.x;
  if (i < n) p[i] = p[i] * K;
}
void run(float* p, int n) {
  auto launch = [&](auto K) {
    auto inner = [&](auto q, int m) {
      scale<decltype(K)::value><<<1, 64>>>(p, m);
    };
    inner(p, n);
  };
  launch(std::integral_constant<int, 3>{});
}
"""


def test_a_lambda_with_typed_parameters_not_bound_leaves_the_enclosing_one_to_bind():
    """``inner(p, n)`` binds nothing (``p`` is a parameter, not a temporary): the launch
    is resolved by the enclosing ``launch``'s call, as when ``inner`` was not read as a
    generic lambda at all."""
    def ref(p, n):
        return {"p": np.where(np.arange(N) < n, p * 3, p).astype(np.float32)}

    _whole(NESTED_TYPED, {"scale_3": ref},
           lambda name: {"p": np.linspace(-1, 1, N).astype(np.float32), "n": N - 5})
