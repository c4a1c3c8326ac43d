"""Template parameters as tunables (issue 20, section 1): a tunable named like a template
parameter of the kernel instantiates the kernel with its value in each configuration
(no ``-D`` macro, which would replace the parameter's name), and Kernel Tuner's form
``kernel_name="k<tile>"`` has tunable names replaced by their values; the answers stay
right on the simulator and the configurations differ as their instantiations do."""

import numpy as np
import warpsmith as ws
from warpsmith.tune.tuner import Problem, build, kernel_expr, macros, template_params, tune

SRC = r"""
template <int TILE, int UNUSED = 3>
__global__ void twice(float* y, const float* x, int n) {
    int base = (blockIdx.x * blockDim.x + threadIdx.x) * TILE;
    for (int j = 0; j < TILE; j++) {
        int i = base + j;
        if (i < n) y[i] = 2.0f * x[i] + (UNUSED - 3);
    }
}
"""
N = 256


def _problem(kernel="twice", params=None, tiles=(1, 2, 4)):
    x = np.arange(N, dtype=np.float32)
    params = params or {"block_size_x": [32, 64], "TILE": list(tiles)}
    tile = [k for k in params if k != "block_size_x"][0]
    return Problem(kernel, SRC, N, [np.zeros_like(x), x, np.int32(N)], params,
                   grid_div=(["block_size_x", tile], None, None),
                   answer=[2 * x, None, None])


def test_a_tunable_named_like_a_template_parameter_instantiates_the_kernel():
    p = _problem()
    assert template_params(p) == ("TILE", "UNUSED")
    cfg = {"block_size_x": 32, "TILE": 4}
    assert kernel_expr(p, cfg) == "twice<4>"
    assert "TILE" not in macros(p, cfg) and macros(p, cfg)["block_size_x"] == "32"
    built = build(p, cfg)
    assert built.failure is None and built.grid == (2, 1, 1)
    r = tune(p, strategy="exhaustive")
    assert len(r.results) == 6 and all(x.ok for x in r.results)
    costs = {x.params["TILE"]: x.value for x in r.results if x.params["block_size_x"] == 32}
    assert len(set(costs.values())) == 3  # three different instantiations ran


def test_kernel_tuner_form_replaces_tunable_names_in_the_written_arguments():
    p = _problem(kernel="twice<tile, 3>", params={"block_size_x": [32], "tile": [2, 8]})
    assert template_params(p) == ()
    assert kernel_expr(p, {"block_size_x": 32, "tile": 8}) == "twice<8, 3>"
    r = tune(p, strategy="exhaustive")
    assert [x.ok for x in r.results] == [True, True]


def test_through_the_public_api():
    x = np.arange(N, dtype=np.float32)
    r = ws.tune(SRC, "twice", problem_size=N,
                tune_params={"block_size_x": [64], "TILE": [2, 4]},
                grid_div_x=["block_size_x", "TILE"],
                arguments=[np.zeros_like(x), x, np.int32(N)], answer=[2 * x, None, None],
                strategy="exhaustive")
    assert sorted(res.params["TILE"] for res in r.results if res.ok) == [2, 4]


def test_a_value_the_template_rejects_is_a_failure_not_a_traceback():
    x = np.arange(N, dtype=np.float32)
    p = Problem("twice<2, u>", SRC, N, [np.zeros_like(x), x, np.int32(N)],
                {"block_size_x": [32], "u": ["float"]}, answer=[2 * x, None, None])
    bad = build(p, {"block_size_x": 32, "u": "float"})
    assert bad.failure_kind == "compile" and "<string>:3:" in bad.failure and "UNUSED" in bad.failure
