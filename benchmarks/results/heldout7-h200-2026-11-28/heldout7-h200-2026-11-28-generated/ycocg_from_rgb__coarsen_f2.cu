extern "C" __global__ void ycocg_from_rgb_cf2x(const float* r, const float* g, const float* b, float* y, float* co, float* cg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o_0 = r[i_0] - b[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp_0 = b[i_0] + 0.5f * o_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg_0 = g[i_0] - tmp_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i_0] = tmp_0 + 0.5f * gg_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i_0] = o_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i_0] = gg_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o_1 = r[i_1] - b[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp_1 = b[i_1] + 0.5f * o_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg_1 = g[i_1] - tmp_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i_1] = tmp_1 + 0.5f * gg_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i_1] = o_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i_1] = gg_1;
    }
}
