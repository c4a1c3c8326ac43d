extern "C" __global__ void ycocg_from_rgb_cf4x(const float* r, const float* g, const float* b, float* y, float* co, float* cg, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o_2 = r[i_2] - b[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp_2 = b[i_2] + 0.5f * o_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg_2 = g[i_2] - tmp_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i_2] = tmp_2 + 0.5f * gg_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i_2] = o_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i_2] = gg_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o_3 = r[i_3] - b[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp_3 = b[i_3] + 0.5f * o_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg_3 = g[i_3] - tmp_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i_3] = tmp_3 + 0.5f * gg_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i_3] = o_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i_3] = gg_3;
    }
}
