extern "C" __global__ void ycocg_from_rgb_cf8x(const float* r, const float* g, const float* b, float* y, float* co, float* cg, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o_2 = r[i_2] - b[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp_2 = b[i_2] + 0.5f * o_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg_2 = g[i_2] - tmp_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i_2] = tmp_2 + 0.5f * gg_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i_2] = o_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i_2] = gg_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o_3 = r[i_3] - b[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp_3 = b[i_3] + 0.5f * o_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg_3 = g[i_3] - tmp_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i_3] = tmp_3 + 0.5f * gg_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i_3] = o_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i_3] = gg_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o_4 = r[i_4] - b[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp_4 = b[i_4] + 0.5f * o_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg_4 = g[i_4] - tmp_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i_4] = tmp_4 + 0.5f * gg_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i_4] = o_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i_4] = gg_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o_5 = r[i_5] - b[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp_5 = b[i_5] + 0.5f * o_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg_5 = g[i_5] - tmp_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i_5] = tmp_5 + 0.5f * gg_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i_5] = o_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i_5] = gg_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o_6 = r[i_6] - b[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp_6 = b[i_6] + 0.5f * o_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg_6 = g[i_6] - tmp_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i_6] = tmp_6 + 0.5f * gg_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i_6] = o_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i_6] = gg_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float o_7 = r[i_7] - b[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float tmp_7 = b[i_7] + 0.5f * o_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        float gg_7 = g[i_7] - tmp_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        y[i_7] = tmp_7 + 0.5f * gg_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        co[i_7] = o_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        cg[i_7] = gg_7;
    }
}
