extern "C" __global__ void rotate_points_soa_cf4x(const float* x, const float* y, float* xr, float* yr, float angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c_2 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s_2 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py_2 = y[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i_2] = c_2 * px_2 - s_2 * py_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i_2] = s_2 * px_2 + c_2 * py_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c_3 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s_3 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py_3 = y[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i_3] = c_3 * px_3 - s_3 * py_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i_3] = s_3 * px_3 + c_3 * py_3;
    }
}
