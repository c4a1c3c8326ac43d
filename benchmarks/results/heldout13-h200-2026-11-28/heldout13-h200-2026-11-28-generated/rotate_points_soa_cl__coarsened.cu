extern "C" __global__ void rotate_points_soa_cf2x_st32(const float* x, const float* y, float* xr, float* yr, float angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c_0 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s_0 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py_0 = y[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i_0] = c_0 * px_0 - s_0 * py_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i_0] = s_0 * px_0 + c_0 * py_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c_1 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s_1 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py_1 = y[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i_1] = c_1 * px_1 - s_1 * py_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i_1] = s_1 * px_1 + c_1 * py_1;
    }
}
