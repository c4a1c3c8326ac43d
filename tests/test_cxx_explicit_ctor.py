"""An ``explicit`` constructor takes part in direct initialization (``W a(1)``, ``W{2}``,
``W(3)``, casts, member initializers) and in no implicit conversion (``W w = 5``, ``w = 5``,
an argument, a return): C++ [class.conv.ctor]. Before, every conversion used it."""

import numpy as np
import pytest

import warpsmith as ws
from warpsmith import SemanticError

DIRECT = """
struct W { int x; __device__ explicit W(int v) : x(v) {} __device__ W() : x(0) {} };
struct H { W m; W n; __device__ H(int a) : m(a), n{a + 1} {} };
__device__ int f(W w) { return w.x; }
__device__ W g(int v) { return W(v); }
__global__ void k(int *o) {
    W a(1); W b{2}; auto c = W(3); W d = W(4); W e[2] = {W(5), W(6)}; H h(7);
    W q = static_cast<W>(8); W r = (W)9; W s = g(10);
    o[threadIdx.x] = a.x + b.x + c.x + d.x + e[1].x + f(W(11)) + h.m.x + h.n.x + q.x + r.x
                     + s.x;
}
"""


def test_direct_initializations_use_an_explicit_constructor():
    p = ws.read(DIRECT)
    got = ws.run(p.kernel("k"), ws.Launch(grid=(1,), block=(32,)),
                 {"o": np.zeros(32, np.int32)}).outputs["o"]
    assert (got == 1 + 2 + 3 + 4 + 6 + 11 + 7 + 8 + 8 + 9 + 10).all()
    again = ws.read(ws.translate(p, "cuda").text)
    got2 = ws.run(again.kernel("k"), ws.Launch(grid=(1,), block=(32,)),
                  {"o": np.zeros(32, np.int32)}).outputs["o"]
    assert (got2 == got).all()


W = "struct W { int x; __device__ explicit W(int v) : x(v) {} __device__ W() : x(0) {} };\n"
W_ONLY = "struct W { int x; __device__ explicit W(int v) : x(v) {} };\n"


@pytest.mark.parametrize("cls, body, line", [
    (W, "__global__ void k(int *o) { W w; w = 5; o[0] = w.x; }", 2),
    (W, "__global__ void k(int *o) { W w = 7; o[0] = w.x; }", 2),
    (W, "__device__ int f(W w) { return w.x; }\n"
        "__global__ void k(int *o) { o[0] = f(5); }", 3),
    (W, "__device__ W g(int v) { return v; }\n"
        "__global__ void k(int *o) { o[0] = g(5).x; }", 2),
    (W_ONLY, "__global__ void k(int *o) { W w = 7; o[0] = w.x; }", 2),
])
def test_an_implicit_conversion_through_an_explicit_constructor_is_an_error(cls, body, line):
    with pytest.raises(SemanticError) as e:
        ws.translate(ws.read(cls + body), "cuda")
    assert "explicit" in str(e.value) and f"<string>:{line}:" in str(e.value)
