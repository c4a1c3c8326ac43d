extern "C" __global__ void ycocg_from_rgb_cf2x(const float* r, const float* g, const float* b, float* y, float* co, float* cg, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o_0 = r[i_0] - b[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp_0 = b[i_0] + 0.5f * o_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg_0 = g[i_0] - tmp_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i_0] = tmp_0 + 0.5f * gg_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i_0] = o_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i_0] = gg_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o_1 = r[i_1] - b[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp_1 = b[i_1] + 0.5f * o_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg_1 = g[i_1] - tmp_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i_1] = tmp_1 + 0.5f * gg_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i_1] = o_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i_1] = gg_1;
    }
}
