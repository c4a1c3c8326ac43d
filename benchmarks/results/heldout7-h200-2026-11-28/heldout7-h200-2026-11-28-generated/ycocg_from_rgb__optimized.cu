extern "C" __global__ void ycocg_from_rgb_opt(const float* r, const float* g, const float* b, float* y, float* co, float* cg, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 r_v0;
    float4 b_v1;
    float4 g_v2;
    float4 y_v3;
    float4 co_v4;
    float4 cg_v5;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        if (ucond) {
            r_v0 = *(const float4*)&r[i_m0];
            b_v1 = *(const float4*)&b[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float o_m0 = r_v0.x - b_v1.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float tmp_m0 = b_v1.x + 0.5f * o_m0;
            g_v2 = *(const float4*)&g[i_m0];
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float gg_m0 = g_v2.x - tmp_m0;
            y_v3.x = tmp_m0 + 0.5f * gg_m0;
            co_v4.x = o_m0;
            cg_v5.x = gg_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float o_m1 = r_v0.y - b_v1.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float tmp_m1 = b_v1.y + 0.5f * o_m1;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float gg_m1 = g_v2.y - tmp_m1;
            y_v3.y = tmp_m1 + 0.5f * gg_m1;
            co_v4.y = o_m1;
            cg_v5.y = gg_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float o_m2 = r_v0.z - b_v1.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float tmp_m2 = b_v1.z + 0.5f * o_m2;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float gg_m2 = g_v2.z - tmp_m2;
            y_v3.z = tmp_m2 + 0.5f * gg_m2;
            co_v4.z = o_m2;
            cg_v5.z = gg_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float o_m3 = r_v0.w - b_v1.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float tmp_m3 = b_v1.w + 0.5f * o_m3;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/ycocg_from_rgb.cu"
            float gg_m3 = g_v2.w - tmp_m3;
            y_v3.w = tmp_m3 + 0.5f * gg_m3;
            *(float4*)(&y[i_m3] - 3) = y_v3;
            co_v4.w = o_m3;
            *(float4*)(&co[i_m3] - 3) = co_v4;
            cg_v5.w = gg_m3;
            *(float4*)(&cg[i_m3] - 3) = cg_v5;
        }
    }
}
