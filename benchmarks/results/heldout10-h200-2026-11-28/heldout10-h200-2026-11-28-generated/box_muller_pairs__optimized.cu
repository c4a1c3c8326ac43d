extern "C" __global__ void box_muller_pairs_opt(const float* u1, const float* u2, float* z0, float* z1, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    float4 u1_v0;
    float4 u2_v1;
    float4 z0_v2;
    float4 z1_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (ucond) {
            u1_v0 = *(const float4*)&u1[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_m0 = sqrtf(-2.0f * logf(u1_v0.x));
            u2_v1 = *(const float4*)&u2[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_m0 = 6.2831855f * u2_v1.x;
            z0_v2.x = r_m0 * cosf(a_m0);
            z1_v3.x = r_m0 * sinf(a_m0);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_m1 = sqrtf(-2.0f * logf(u1_v0.y));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_m1 = 6.2831855f * u2_v1.y;
            z0_v2.y = r_m1 * cosf(a_m1);
            z1_v3.y = r_m1 * sinf(a_m1);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_m2 = sqrtf(-2.0f * logf(u1_v0.z));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_m2 = 6.2831855f * u2_v1.z;
            z0_v2.z = r_m2 * cosf(a_m2);
            z1_v3.z = r_m2 * sinf(a_m2);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_m3 = sqrtf(-2.0f * logf(u1_v0.w));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_m3 = 6.2831855f * u2_v1.w;
            z0_v2.w = r_m3 * cosf(a_m3);
            *(float4*)(&z0[i_m3] - 3) = z0_v2;
            z1_v3.w = r_m3 * sinf(a_m3);
            *(float4*)(&z1[i_m3] - 3) = z1_v3;
        }
    }
}
