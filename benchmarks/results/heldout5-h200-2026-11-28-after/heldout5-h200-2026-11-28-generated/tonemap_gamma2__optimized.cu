extern "C" __global__ void tonemap_gamma2_opt(const float* r, const float* g, const float* b, float* R, float* G, float* B, float exposure, int width, int height) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
    int ucond = ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < width) & ((int)(blockIdx.y * blockDim.y + threadIdx.y) < height);
    float4 r_v0;
    float4 g_v1;
    float4 b_v2;
    float4 R_v3;
    float4 G_v4;
    float4 B_v5;
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int x_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int y_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            int i_m0 = y_m0 * width + x_m0;
            r_v0 = *(const float4*)&r[i_m0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float rr_m0 = exposure * r_v0.x;
            g_v1 = *(const float4*)&g[i_m0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float gg_m0 = exposure * g_v1.x;
            b_v2 = *(const float4*)&b[i_m0];
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float bb_m0 = exposure * b_v2.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float s_m0 = 1.0f / (1.0f + 0.25f * rr_m0 + 0.5f * gg_m0 + 0.25f * bb_m0);
            R_v3.x = sqrtf(rr_m0 * s_m0);
            G_v4.x = sqrtf(gg_m0 * s_m0);
            B_v5.x = sqrtf(bb_m0 * s_m0);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int x_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int y_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            int i_m1 = y_m1 * width + x_m1;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float rr_m1 = exposure * r_v0.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float gg_m1 = exposure * g_v1.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float bb_m1 = exposure * b_v2.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float s_m1 = 1.0f / (1.0f + 0.25f * rr_m1 + 0.5f * gg_m1 + 0.25f * bb_m1);
            R_v3.y = sqrtf(rr_m1 * s_m1);
            G_v4.y = sqrtf(gg_m1 * s_m1);
            B_v5.y = sqrtf(bb_m1 * s_m1);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int x_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int y_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            int i_m2 = y_m2 * width + x_m2;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float rr_m2 = exposure * r_v0.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float gg_m2 = exposure * g_v1.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float bb_m2 = exposure * b_v2.z;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float s_m2 = 1.0f / (1.0f + 0.25f * rr_m2 + 0.5f * gg_m2 + 0.25f * bb_m2);
            R_v3.z = sqrtf(rr_m2 * s_m2);
            G_v4.z = sqrtf(gg_m2 * s_m2);
            B_v5.z = sqrtf(bb_m2 * s_m2);
        }
    }
    {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int x_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        int y_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            int i_m3 = y_m3 * width + x_m3;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float rr_m3 = exposure * r_v0.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float gg_m3 = exposure * g_v1.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float bb_m3 = exposure * b_v2.w;
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/tonemap_gamma2.cu"
            float s_m3 = 1.0f / (1.0f + 0.25f * rr_m3 + 0.5f * gg_m3 + 0.25f * bb_m3);
            R_v3.w = sqrtf(rr_m3 * s_m3);
            *(float4*)(&R[i_m3] - 3) = R_v3;
            G_v4.w = sqrtf(gg_m3 * s_m3);
            *(float4*)(&G[i_m3] - 3) = G_v4;
            B_v5.w = sqrtf(bb_m3 * s_m3);
            *(float4*)(&B[i_m3] - 3) = B_v5;
        }
    }
}
