"""Self tail calls read as loops (frontend/tailcall.py): the result equals the recursive
definition's, the printed text reads again, and what cannot be rewritten exactly stays a
located ``recursion`` refusal."""

import pytest

np = pytest.importorskip("numpy")

import warpsmith as ws  # noqa: E402
from warpsmith.ir.errors import WarpsmithError  # noqa: E402

QUICKSELECT = """
inline void swap(float* a, float* b) { float t = *a; *a = *b; *b = t; }
inline int partition(float* arr, const int l, const int r) {
  float x = arr[r]; int i = l;
  for (int j = l; j <= r - 1; j++) { if (arr[j] <= x) { swap(&arr[i], &arr[j]); i++; } }
  swap(&arr[i], &arr[r]); return i; }
inline float kth(float arr[], int l, int r, int k) {
  if (k > 0 && k <= r - l + 1) {
    int index = partition(arr, l, r);
    if (index - l == k - 1) return arr[index];
    if (index - l > k - 1) return kth(arr, l, index - 1, k);
    return kth(arr, index + 1, r, k - index + l - 1);
  } else return (float)0;
}
__kernel void rank(__global const float* in, __global float* out, int k) {
  int g = get_global_id(0);
  float a[9];
  for (int i = 0; i < 9; i++) a[i] = in[g * 9 + i];
  out[g] = kth(a, 0, 8, k);
}
"""


@pytest.mark.parametrize("k", [1, 5, 9])
def test_quickselect_equals_numpy_and_prints_back(k):
    rng = np.random.default_rng(k)
    data = rng.integers(-50, 50, size=(32, 9)).astype(np.float32)
    kern = ws.read(QUICKSELECT, dialect="opencl").kernel("rank")
    out = ws.run(kern, ws.Launch((4,), (8,)),
                 {"in": data.ravel(), "out": np.zeros(32, np.float32), "k": k}).outputs["out"]
    assert np.array_equal(out, np.sort(data, axis=1)[:, k - 1])
    for dialect in ("opencl", "cuda"):
        text = ws.translate(kern, dialect).text
        assert "while (1)" in text and "kth(arr" not in text
        again = ws.read(text, dialect=dialect).kernel("rank")
        out2 = ws.run(again, ws.Launch((4,), (8,)),
                      {"in": data.ravel(), "out": np.zeros(32, np.float32), "k": k}
                      ).outputs["out"]
        assert np.array_equal(out2, out)


def test_arguments_evaluated_before_any_parameter_changes():
    # gcd(a, b) = gcd(b, a % b): the second argument reads the first parameter
    src = ("int gcd(int a, int b) { if (b == 0) return a; return gcd(b, a % b); }\n"
           "__kernel void k(__global int* x, __global const int* y) {\n"
           "  int i = get_global_id(0); x[i] = gcd(x[i], y[i]); }\n")
    kern = ws.read(src, dialect="opencl").kernel("k")
    x = np.array([12, 35, 17, 0, 81], np.int32)
    y = np.array([18, 14, 5, 9, 27], np.int32)
    out = ws.run(kern, ws.Launch((1,), (5,)), {"x": x, "y": y}).outputs["x"]
    assert out.tolist() == np.gcd(x, y).tolist()


@pytest.mark.parametrize("body, col", [
    # not a tail call: the product is taken after the call returns
    ("if (n <= 1) return 1; return n * f(n - 1);", 49),
    # a tail call inside a loop: its continue would bind to the loop
    ("for (int i = 0; i < 2; i++) { if (n > 3) return f(n - 1); } return n;", 64),
])
def test_non_tail_recursion_stays_refused(body, col):
    src = (f"int f(int n) {{ {body} }}\n"
           "__kernel void k(__global int* x) { x[0] = f(x[0]); }\n")
    with pytest.raises(WarpsmithError, match="recursion") as e:
        ws.read(src, dialect="opencl").kernel("k")
    assert f":1:{col}:" in str(e.value)
