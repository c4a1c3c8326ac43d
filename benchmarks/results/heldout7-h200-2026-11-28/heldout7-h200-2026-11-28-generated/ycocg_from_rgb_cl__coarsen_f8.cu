extern "C" __global__ void ycocg_from_rgb_cf8x(const float* r, const float* g, const float* b, float* y, float* co, float* cg, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o_4 = r[i_4] - b[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp_4 = b[i_4] + 0.5f * o_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg_4 = g[i_4] - tmp_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i_4] = tmp_4 + 0.5f * gg_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i_4] = o_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i_4] = gg_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o_5 = r[i_5] - b[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp_5 = b[i_5] + 0.5f * o_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg_5 = g[i_5] - tmp_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i_5] = tmp_5 + 0.5f * gg_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i_5] = o_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i_5] = gg_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o_6 = r[i_6] - b[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp_6 = b[i_6] + 0.5f * o_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg_6 = g[i_6] - tmp_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i_6] = tmp_6 + 0.5f * gg_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i_6] = o_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i_6] = gg_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float o_7 = r[i_7] - b[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float tmp_7 = b[i_7] + 0.5f * o_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        float gg_7 = g[i_7] - tmp_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        y[i_7] = tmp_7 + 0.5f * gg_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        co[i_7] = o_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cl"
        cg[i_7] = gg_7;
    }
}
