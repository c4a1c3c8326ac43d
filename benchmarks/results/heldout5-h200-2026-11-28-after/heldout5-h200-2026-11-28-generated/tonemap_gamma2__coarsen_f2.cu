extern "C" __global__ void tonemap_gamma2_cf2x(const float* r, const float* g, const float* b, float* R, float* G, float* B, float exposure, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
