extern "C" __global__ void tonemap_gamma2(const float* r, const float* g, const float* b, float* R, float* G, float* B, float exposure, int width, int height) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    if (x < width && y < height) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int i = y * width + x;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float rr = exposure * r[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float gg = exposure * g[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float bb = exposure * b[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        float s = 1.0f / (1.0f + 0.25f * rr + 0.5f * gg + 0.25f * bb);
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        R[i] = sqrtf(rr * s);
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        G[i] = sqrtf(gg * s);
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        B[i] = sqrtf(bb * s);
    }
}
