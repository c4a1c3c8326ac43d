extern "C" __global__ void solve2x2_soa_opt(const float* a, const float* b, const float* c, const float* d, const float* e, const float* f, float* x, float* y, int n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 a_v0;
    float4 d_v1;
    float4 b_v2;
    float4 c_v3;
    float4 x_v4;
    float4 e_v5;
    float4 f_v6;
    float4 y_v7;
    {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        if (ucond) {
            a_v0 = *(const float4*)&a[i_m0];
            d_v1 = *(const float4*)&d[i_m0];
            b_v2 = *(const float4*)&b[i_m0];
            c_v3 = *(const float4*)&c[i_m0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
            float det_m0 = a_v0.x * d_v1.x - b_v2.x * c_v3.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
            float inv_m0 = 1.0f / det_m0;
            e_v5 = *(const float4*)&e[i_m0];
            f_v6 = *(const float4*)&f[i_m0];
            x_v4.x = (e_v5.x * d_v1.x - b_v2.x * f_v6.x) * inv_m0;
            y_v7.x = (a_v0.x * f_v6.x - e_v5.x * c_v3.x) * inv_m0;
        }
    }
    {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
            float det_m1 = a_v0.y * d_v1.y - b_v2.y * c_v3.y;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
            float inv_m1 = 1.0f / det_m1;
            x_v4.y = (e_v5.y * d_v1.y - b_v2.y * f_v6.y) * inv_m1;
            y_v7.y = (a_v0.y * f_v6.y - e_v5.y * c_v3.y) * inv_m1;
        }
    }
    {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
            float det_m2 = a_v0.z * d_v1.z - b_v2.z * c_v3.z;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
            float inv_m2 = 1.0f / det_m2;
            x_v4.z = (e_v5.z * d_v1.z - b_v2.z * f_v6.z) * inv_m2;
            y_v7.z = (a_v0.z * f_v6.z - e_v5.z * c_v3.z) * inv_m2;
        }
    }
    {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
            float det_m3 = a_v0.w * d_v1.w - b_v2.w * c_v3.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
            float inv_m3 = 1.0f / det_m3;
            x_v4.w = (e_v5.w * d_v1.w - b_v2.w * f_v6.w) * inv_m3;
            *(float4*)(&x[i_m3] - 3) = x_v4;
            y_v7.w = (a_v0.w * f_v6.w - e_v5.w * c_v3.w) * inv_m3;
            *(float4*)(&y[i_m3] - 3) = y_v7;
        }
    }
}
