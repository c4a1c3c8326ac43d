"""Issue 18: bit-fields of plain structs (DeepSpeed's ``struct PackedInt4 { int8_t high :
4; int8_t low : 4; };``), lowered to storage units laid out as the Itanium C++ ABI does
(frontend/bitfields.py). A minimal reproduction written here: read, run on the simulator
against a NumPy reference, printed in CUDA and OpenCL and read back (same results); the
layouts and uses that are refused, with their place."""

from __future__ import annotations

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.simulator import simulate
from warpsmith.ir.errors import WarpsmithError

SRC = """
#include <stdint.h>
struct PackedInt4 {
    int8_t high : 4;
    int8_t low : 4;
};
struct Flags {
    unsigned a : 3;
    unsigned b : 7;
    unsigned : 0;
    unsigned c : 30;
    unsigned on : 1;
};
__global__ void k(const int8_t* in, int8_t* hi, int8_t* lo, PackedInt4* packed, unsigned* f) {
    int i = threadIdx.x;
    PackedInt4 p = *(const PackedInt4*)(&in[i]);
    hi[i] = p.high;
    lo[i] = p.low;
    auto q = PackedInt4{(int8_t)(p.low), (int8_t)(p.high + 1)};
    q.low -= 2;
    packed[i] = q;
    Flags g = {7, 100, 12345};
    g.b += i;
    g.a = i;
    g.on = i & 1;
    f[i] = g.a + 10 * g.b + 1000 * g.c + (g.on ? 100000000 : 0)
         + sizeof(Flags) * 1000000000u + sizeof(PackedInt4) * 10u;
}
"""
N = 64


def _s4(v: int) -> int:
    v &= 15
    return v - 16 if v >= 8 else v


def _reference(inp: np.ndarray) -> dict:
    hi = np.array([_s4(int(x)) for x in inp], np.int8)
    lo = np.array([_s4((int(x) & 255) >> 4) for x in inp], np.int8)
    q_low = [_s4(int(h) + 1 - 2) for h in hi]
    packed = np.array([(int(a) & 15) | ((b & 15) << 4) for a, b in zip(lo, q_low)], np.uint8)
    i = np.arange(N)
    f = ((i & 7) + 10 * ((100 + i) & 127) + 1000 * 12345 + (i & 1) * 100000000
         + 8 * 10**9 + 10) % 2**32
    return {"hi": hi, "lo": lo, "packed": packed, "f": f.astype(np.uint32)}


def test_bitfields_read_write_and_initialize_as_cxx_lays_them_out():
    inp = np.random.default_rng(7).integers(-128, 128, N).astype(np.int8)
    want = _reference(inp)
    prog = ws.read(SRC)
    cuda = ws.translate(prog, "cuda").text
    assert "bitfield_unit_0" in cuda
    for p in (prog, ws.read(cuda), ws.read(ws.translate(prog, "opencl").text,
                                          dialect="opencl")):
        k = p.kernel("k")
        out = simulate(k.module, k.function, 1, N, {
            "in": inp, "hi": np.zeros(N, np.int8), "lo": np.zeros(N, np.int8),
            "packed": np.zeros(N, np.uint8), "f": np.zeros(N, np.uint32)}).outputs
        for name, ref in want.items():
            np.testing.assert_array_equal(np.asarray(out[name]).view(ref.dtype), ref, name)


@pytest.mark.parametrize("body, use, message, line", [
    ("unsigned a : 3; bool b : 1;", "s.a = 1;",
     "bit-field 'b' of type bool next to bit-fields of type uint", 2),
    ("unsigned a : 3; char c;", "s.a = 1;",
     "member 'c' after a bit-field that does not fill its uint unit", 2),
    ("int8_t a : 9;", "s.a = 1;", "exceeds the width of its type", 2),
    ("unsigned a : 3;", "s.a++;", "increment or decrement of bit-field 'a'", 3),
    ("unsigned a : 3;", "unsigned* p = &s.a;", "address of bit-field 'a'", 3),
])
def test_refused_bitfield_layouts_and_uses_are_located(body, use, message, line):
    src = (f"#include <stdint.h>\nstruct S {{ {body} }};\n"
           f"__global__ void k(unsigned* o) {{ S s = {{}}; {use} o[0] = 1; }}\n")
    with pytest.raises(WarpsmithError, match=message) as e:
        ws.translate(ws.read(src), "cuda")
    assert str(e.value).startswith(f"<string>:{line}:")


def test_bitfield_in_a_union_is_refused():
    src = ("union U { unsigned a : 3; float f; };\n"
           "__global__ void k(float* o) { U u; u.f = 1.0f; o[0] = u.f; }\n")
    with pytest.raises(WarpsmithError, match="bit-field in a union"):
        ws.translate(ws.read(src), "cuda")
