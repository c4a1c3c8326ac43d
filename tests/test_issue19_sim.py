"""Issue 19, the simulator and frontend half: printf, reserved words in translation,
global-memory races, the step and time limits, refusals instead of internal errors, and
frontend corner cases. Each test is a minimal reproduction of the issue's report."""

from __future__ import annotations

import ctypes
import ctypes.util

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.backends.sim_printf import format_printf
from warpsmith.backends.simulator import simulate
from warpsmith.ir.errors import SimulationError


def _sim(src: str, grid, block, args: dict, **kw):
    k = ws.read(src).kernels[0]
    return simulate(k.module, k.function, grid, block, args, **kw)


# ------------------------------------------------------------------------------ printf

PRINTF_KERNEL = r"""
__global__ void k(float *x, int n) {
    int i = threadIdx.x + blockIdx.x * blockDim.x;
    if (i < n) {
        printf("t%d x=%5.2f %s %c %x|%-4d|%+.3e|%g\n", i, x[i], "ok", 'A', i * 255,
               i, x[i], x[i] * 0.5f);
        if (i == 1) printf("second %u\n", -1);
    }
}
"""


def test_printf_on_the_simulator_by_block_then_thread():
    x = np.arange(4, dtype=np.float32) - 1
    r = _sim(PRINTF_KERNEL, 2, 2, {"x": x, "n": np.int32(4)})
    want = "".join("t%d x=%5.2f %s %c %x|%-4d|%+.3e|%g\n" % (i, x[i], "ok", "A", i * 255, i,
                                                            x[i], x[i] * 0.5)
                   + ("second 4294967295\n" if i == 1 else "") for i in range(4))
    assert r.printf == want


def test_printf_run_result_and_translation_to_opencl_and_back():
    k = ws.read(PRINTF_KERNEL).kernels[0]
    r = ws.run(k, ws.Launch(1, 2), {"x": "float32[2]:range", "n": "2"})
    assert r.printf.startswith("t0 x= 0.00 ok A 0|0   |+0.000e+00|0\n")
    assert r.as_json()["printf"] == r.printf
    cl = ws.translate(k, "opencl").text
    assert 'printf("t%d x=%5.2f %s %c %x|%-4d|%+.3e|%g\\n"' in cl
    back = ws.read(cl, dialect="opencl").kernels[0]
    r2 = ws.run(back, ws.Launch(1, 2), {"x": "float32[2]:range", "n": "2"})
    assert r2.printf == r.printf
    assert 'printf("second %u\\n"' in ws.translate(back, "cuda").text


_LIBC = ctypes.CDLL(ctypes.util.find_library("c"))


def _c_snprintf(fmt: str, *args) -> str:
    buf = ctypes.create_string_buffer(512)
    cargs = [ctypes.c_double(a) if isinstance(a, float) else
             ctypes.c_char_p(a.encode()) if isinstance(a, str) else ctypes.c_longlong(a)
             for a in args]
    _LIBC.snprintf(buf, 512, fmt.encode(), *cargs)
    return buf.value.decode()


@pytest.mark.parametrize("fmt,args", [
    ("%d %i %5d %-5d| %05d %+d % d %.3d", (-42, 7, 3, 3, -3, 5, 5, 7)),
    ("%u %x %X %#x %o %#o %8.4x", (-1, 255, 255, 255, 8, 8, 171)),
    ("%ld %lld %lu %lx", (-(1 << 40), 1 << 62, -1, 1 << 33)),
    ("%hd %hhu %hx", (70000, 300, -1)),
    ("%f %.0f %10.3f %-10.2f| %e %.2E %g %G %#g %+g", (1.5, 2.5, -3.14159, 2.0, 12345.678,
                                                    0.000123, 1e-5, 1e20, 1.0, 3.0)),
    ("%a %.3a", (1.5, -0.1)),
    ("%f %e %g", (float("inf"), float("-inf"), float("nan"))),
    ("%c%c %5c|%-3c|", (72, 105, 65, 66)),
    ("%s|%8s|%-8s|%.2s", ("abc", "abc", "abc", "abc")),
    ("%*d|%-*d|%.*f", (6, 42, 4, 7, 2, 3.14159)),
    ("100%% %d%%", (5,)),
])
def test_printf_formats_like_c(fmt, args):
    strings = {}
    vals = []
    for a in args:
        if isinstance(a, str):
            strings[len(strings) + 1] = a
            vals.append(len(strings))
        else:
            vals.append(a)
    got = format_printf(fmt, vals, lambda v: strings[int(v)], "test")
    assert got == _c_snprintf(fmt, *args)


def test_printf_missing_argument_is_a_located_error():
    src = '__global__ void k(int *x) { printf("%d %d\\n", x[0]); }'
    with pytest.raises(SimulationError, match=r"line 1.*needs more arguments"):
        _sim(src, 1, 1, {"x": np.zeros(1, np.int32)})
