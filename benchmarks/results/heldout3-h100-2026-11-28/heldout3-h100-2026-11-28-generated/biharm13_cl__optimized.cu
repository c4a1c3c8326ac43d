extern "C" __global__ void biharm13_opt(const float* u, float* out, int width, int height) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
    int ucond = ((int)(2ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
    int ucond1 = ((int)(2ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) >= 2) & ((int)(2ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < width - 2) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) >= 2) & ((int)((unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y) < height - 2);
    float2 u_v0;
    float2 u_v1;
    float u_v1_lo2;
    float u_v1_lo1;
    float u_v1_hi2;
    float u_v1_hi3;
    float2 u_v2;
    float u_v2_lo1;
    float u_v2_hi2;
    float2 u_v3;
    float u_v3_lo1;
    float u_v3_hi2;
    float2 u_v4;
    float2 u_v5;
    float2 out_v6;
    {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        int x_m0 = 2ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        int y_m0 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        if (ucond) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            int i_m0 = y_m0 * width + x_m0;
            u_v0 = *(const float2*)&u[i_m0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            float v_m0 = u_v0.x;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            if (ucond1) {
                u_v1 = *(const float2*)(&u[i_m0 - 1] + 1);
                u_v1_lo2 = u[i_m0 - 1 - 1];
                u_v1_lo1 = u[i_m0 - 1];
                u_v1_hi2 = u[i_m0 - 1 + 3];
                u_v1_hi3 = u[i_m0 - 1 + 4];
                u_v2 = *(const float2*)&u[i_m0 - width];
                u_v2_lo1 = u[i_m0 - width - 1];
                u_v2_hi2 = u[i_m0 - width + 2];
                u_v3 = *(const float2*)&u[i_m0 + width];
                u_v3_lo1 = u[i_m0 + width - 1];
                u_v3_hi2 = u[i_m0 + width + 2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
                float c1_m0 = u_v1_lo1 + u_v1.y + (u_v2.x + u_v3.x);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
                float d1_m0 = u_v2_lo1 + u_v2.y + (u_v3_lo1 + u_v3.y);
                u_v4 = *(const float2*)&u[i_m0 - 2 * width];
                u_v5 = *(const float2*)&u[i_m0 + 2 * width];
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
                float c2_m0 = u_v1_lo2 + u_v1_hi2 + (u_v4.x + u_v5.x);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
                v_m0 = 20.0f * v_m0 - 8.0f * c1_m0 + 2.0f * d1_m0 + c2_m0;
            }
            out_v6.x = v_m0;
        }
    }
    {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        int x_m1 = 2ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        int y_m1 = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
        if (ucond) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            int i_m1 = y_m1 * width + x_m1;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            float v_m1 = u_v0.y;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
            if (ucond1) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
                float c1_m1 = u_v1.x + u_v1_hi2 + (u_v2.y + u_v3.y);
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
                float d1_m1 = u_v2.x + u_v2_hi2 + (u_v3.x + u_v3_hi2);
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
                float c2_m1 = u_v1_lo1 + u_v1_hi3 + (u_v4.y + u_v5.y);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/biharm13.cl"
                v_m1 = 20.0f * v_m1 - 8.0f * c1_m1 + 2.0f * d1_m1 + c2_m1;
            }
            out_v6.y = v_m1;
            *(float2*)(&out[i_m1] - 1) = out_v6;
        }
    }
}
