extern "C" __global__ void rotate_points_soa_opt(const float* x, const float* y, float* xr, float* yr, float angle, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 x_v0;
    float4 y_v1;
    float4 xr_v2;
    float4 yr_v3;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float c_m0 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float s_m0 = sinf(angle);
            x_v0 = *(const float4*)&x[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float px_m0 = x_v0.x;
            y_v1 = *(const float4*)&y[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float py_m0 = y_v1.x;
            xr_v2.x = c_m0 * px_m0 - s_m0 * py_m0;
            yr_v3.x = s_m0 * px_m0 + c_m0 * py_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float c_m1 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float s_m1 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float px_m1 = x_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float py_m1 = y_v1.y;
            xr_v2.y = c_m1 * px_m1 - s_m1 * py_m1;
            yr_v3.y = s_m1 * px_m1 + c_m1 * py_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float c_m2 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float s_m2 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float px_m2 = x_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float py_m2 = y_v1.z;
            xr_v2.z = c_m2 * px_m2 - s_m2 * py_m2;
            yr_v3.z = s_m2 * px_m2 + c_m2 * py_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float c_m3 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float s_m3 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float px_m3 = x_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
            float py_m3 = y_v1.w;
            xr_v2.w = c_m3 * px_m3 - s_m3 * py_m3;
            *(float4*)(&xr[i_m3] - 3) = xr_v2;
            yr_v3.w = s_m3 * px_m3 + c_m3 * py_m3;
            *(float4*)(&yr[i_m3] - 3) = yr_v3;
        }
    }
}
