"""``goto`` with a structured form (issue 17's list of causes): lowered to ``do .. while (0)``
(forward) and ``while (1)`` (backward), run against a NumPy reference and on PoCL; the
jumps without such a form are located refusals. Kernels written here."""

import numpy as np
import pytest

import warpsmith as ws
from warpsmith.ir.errors import Unsupported

JUMPS = """
__global__ void k(int *o, const int *in)
{
    int i = threadIdx.x;
    int acc = 0;
    if (in[i] < 0)
        goto done;
    acc = in[i] * 2;
    if (acc > 10) {
        if (in[i] & 1)
            goto done;
        acc = -acc;
    }
    acc += 1;
done:
    o[i] = acc;
    int tries = 0;
again:
    tries++;
    if (tries < in[i] % 4)
        goto again;
    o[i] += 100 * tries;
}
"""


def _reference(values):
    out = []
    for v in values:
        acc = 0
        if v >= 0:
            acc = v * 2
            if not (acc > 10 and v & 1):
                if acc > 10:
                    acc = -acc
                acc += 1
        tries = 1
        while tries < int(np.fmod(v, 4)):
            tries += 1
        out.append(acc + 100 * tries)
    return np.array(out, np.int32)


def _run(src, values, backend="cpu"):
    k = ws.read(src).kernel("k")
    return ws.run(k, ws.Launch(1, len(values)), {"in": values,
                                                 "o": np.zeros(len(values), np.int32)},
                  backend=backend).outputs["o"]


def test_forward_and_backward_jumps_run_as_written():
    values = np.arange(-3, 13, dtype=np.int32)
    np.testing.assert_array_equal(_run(JUMPS, values), _reference(values))
    text = ws.translate(ws.read(JUMPS), "cuda").text
    assert "goto" not in text and "} while (0);" in text and "while (1) {" in text
    assert ws.translate(ws.read(text), "cuda").text == text


def test_lowered_jumps_on_pocl_equal_the_simulator():
    cl = pytest.importorskip("pyopencl")
    try:
        cl.get_platforms()
    except cl.Error:
        pytest.skip("no OpenCL device (pyopencl found no platform)")
    values = np.arange(-3, 13, dtype=np.int32)
    opencl = ws.translate(ws.read(JUMPS), "opencl").text
    np.testing.assert_array_equal(_run(opencl, values, "opencl"), _reference(values))


@pytest.mark.parametrize("body, line, why", [
    ("for (int j = 0; j < 4; j++) { if (j == x) goto out; }\n x = 1;\nout: o[0] = x;",
     2, "goto out of a loop or switch"),
    ("if (x) goto in;\n{ in: o[0] = 1; }", 2, "label 'in' is not in a block enclosing"),
    ("if (x) goto skip;\n int y = 2;\nskip: o[0] = x;", 2, "goto past the declaration"),
    ("goto nowhere;", 2, "label 'nowhere' is not in a block enclosing"),
    ("if (x) goto mid;\n x = 1;\nmid: x++;\n if (x < 5) goto mid;\n o[0] = x;", 5,
     "gotos to label 'mid' from before and after it"),
])
def test_jumps_without_a_structured_form_are_located_refusals(body, line, why):
    src = "__global__ void k(int *o, int x) {\n" + body + "\n}\n"
    with pytest.raises(Unsupported) as e:
        ws.read(src)
    assert why in str(e.value) and e.value.loc.line == line
