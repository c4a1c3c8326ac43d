"""``tune.rank.rank`` predicts a configuration with warpsmith's transformation tunables
(coarsening) as the kernel the tuner builds for it, at that kernel's own launch: the same
prediction as the model given the tuner's build directly, in this process and in a pool."""

import numpy as np

from warpsmith import pipeline_predict as PP
from warpsmith.backends.block_replay import run_block_sampled
from warpsmith.tune.rank import rank
from warpsmith.tune.tuner import Problem, build

TRANSPOSE = """
__global__ void transpose(float *out, const float *in, int n) {
    int x = blockIdx.x * block_size_x + threadIdx.x;
    int y = blockIdx.y * block_size_y + threadIdx.y;
    if (x < n && y < n) out[x * n + y] = in[y * n + x];
}
"""
N = 64
CONFIGS = [
    {"block_size_x": 16, "block_size_y": 4, "ws_coarsen_factor": 1},
    {"block_size_x": 16, "block_size_y": 4, "ws_coarsen_factor": 2, "ws_coarsen_dim": 1},
    {"block_size_x": 16, "block_size_y": 4, "ws_coarsen_factor": 4, "ws_coarsen_dim": 0},
]


def test_coarsened_configurations_are_predicted_as_the_tuner_builds_them(tmp_path):
    src = tmp_path / "transpose.cu"
    src.write_text(TRANSPOSE)
    got = rank(str(src), "transpose", CONFIGS, problem_size=(N, N), params={"n": N},
               jobs=1, details=True)
    a = np.zeros(N * N, np.float32)
    problem = Problem("transpose", str(src), (N, N), [a, a, np.int32(N)],
                      {k: [v] for k, v in CONFIGS[1].items()})
    for cfg, pred in zip(CONFIGS, got):
        built = build(problem, cfg)
        want = PP.predict_kernel(built.module, built.kernel, built.grid, built.block,
                                 params={"n": N}, replay=run_block_sampled)
        assert pred.details_json() == want.details_json()
    assert got[1].details_json() != got[0].details_json()  # not the plain kernel's
    times = rank(str(src), "transpose", CONFIGS, problem_size=(N, N), params={"n": N},
                 jobs=2)
    assert times == [float(p.predicted_ms) for p in got]  # the pool: the same


def test_a_transformed_module_predicts_as_its_printed_text():
    """Copies of a statement keep its source place; the model matches the replay's counts to
    statements by place, so a transformed module is predicted from its printed text (what
    runs): a merged variant's IR and text give the same prediction."""
    from warpsmith.frontend import read_module
    from warpsmith.ir.launch import Launch
    from warpsmith.ir.printer import print_module
    from warpsmith.transform.group import merge_threads
    from warpsmith.transform.variant import Variant

    text = """
extern "C" __global__ void k(const float *x, float *y, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { float v = x[i]; y[i] = sinf(v) * v + 1.0f; }
}"""
    m = read_module("k.cu", text=text, dialect="cuda")
    v = merge_threads(Variant.of(m, "k", Launch((64, 1, 1), (128, 1, 1), params={"n": 8192})),
                      factor=4, mode="grid")
    assert isinstance(v, Variant), v
    printed = read_module("v.cu", text=print_module(v.module, "cuda"), dialect="cuda")
    from_ir = PP.predict_kernel(v.module, v.kernel, v.grid, v.block, params={"n": 8192})
    from_text = PP.predict_kernel(printed, v.kernel, v.grid, v.block, params={"n": 8192})
    assert from_ir.predicted_ms == from_text.predicted_ms
