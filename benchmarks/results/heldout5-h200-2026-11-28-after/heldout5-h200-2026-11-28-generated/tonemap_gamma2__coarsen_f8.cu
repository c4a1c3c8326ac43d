extern "C" __global__ void tonemap_gamma2_cf8x(const float* r, const float* g, const float* b, float* R, float* G, float* B, float exposure, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x_0 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i_0 = y * width + x_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr_0 = exposure * r[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg_0 = exposure * g[i_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb_0 = exposure * b[i_0];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s_0 = 1.0f / (1.0f + 0.25f * rr_0 + 0.5f * gg_0 + 0.25f * bb_0);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i_0] = sqrtf(rr_0 * s_0);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i_0] = sqrtf(gg_0 * s_0);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i_0] = sqrtf(bb_0 * s_0);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x_1 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i_1 = y * width + x_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr_1 = exposure * r[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg_1 = exposure * g[i_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb_1 = exposure * b[i_1];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s_1 = 1.0f / (1.0f + 0.25f * rr_1 + 0.5f * gg_1 + 0.25f * bb_1);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i_1] = sqrtf(rr_1 * s_1);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i_1] = sqrtf(gg_1 * s_1);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i_1] = sqrtf(bb_1 * s_1);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x_2 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i_2 = y * width + x_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr_2 = exposure * r[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg_2 = exposure * g[i_2];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb_2 = exposure * b[i_2];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s_2 = 1.0f / (1.0f + 0.25f * rr_2 + 0.5f * gg_2 + 0.25f * bb_2);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i_2] = sqrtf(rr_2 * s_2);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i_2] = sqrtf(gg_2 * s_2);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i_2] = sqrtf(bb_2 * s_2);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x_3 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i_3 = y * width + x_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr_3 = exposure * r[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg_3 = exposure * g[i_3];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb_3 = exposure * b[i_3];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s_3 = 1.0f / (1.0f + 0.25f * rr_3 + 0.5f * gg_3 + 0.25f * bb_3);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i_3] = sqrtf(rr_3 * s_3);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i_3] = sqrtf(gg_3 * s_3);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i_3] = sqrtf(bb_3 * s_3);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x_4 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i_4 = y * width + x_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr_4 = exposure * r[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg_4 = exposure * g[i_4];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb_4 = exposure * b[i_4];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s_4 = 1.0f / (1.0f + 0.25f * rr_4 + 0.5f * gg_4 + 0.25f * bb_4);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i_4] = sqrtf(rr_4 * s_4);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i_4] = sqrtf(gg_4 * s_4);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i_4] = sqrtf(bb_4 * s_4);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x_5 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i_5 = y * width + x_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr_5 = exposure * r[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg_5 = exposure * g[i_5];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb_5 = exposure * b[i_5];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s_5 = 1.0f / (1.0f + 0.25f * rr_5 + 0.5f * gg_5 + 0.25f * bb_5);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i_5] = sqrtf(rr_5 * s_5);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i_5] = sqrtf(gg_5 * s_5);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i_5] = sqrtf(bb_5 * s_5);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x_6 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i_6 = y * width + x_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr_6 = exposure * r[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg_6 = exposure * g[i_6];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb_6 = exposure * b[i_6];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s_6 = 1.0f / (1.0f + 0.25f * rr_6 + 0.5f * gg_6 + 0.25f * bb_6);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i_6] = sqrtf(rr_6 * s_6);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i_6] = sqrtf(gg_6 * s_6);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i_6] = sqrtf(bb_6 * s_6);
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x_7 < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i_7 = y * width + x_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr_7 = exposure * r[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg_7 = exposure * g[i_7];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb_7 = exposure * b[i_7];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s_7 = 1.0f / (1.0f + 0.25f * rr_7 + 0.5f * gg_7 + 0.25f * bb_7);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i_7] = sqrtf(rr_7 * s_7);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i_7] = sqrtf(gg_7 * s_7);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i_7] = sqrtf(bb_7 * s_7);
    }
}
