extern "C" __global__ void rotate_points_soa_cf8x(const float* x, const float* y, float* xr, float* yr, float angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c_4 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s_4 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py_4 = y[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i_4] = c_4 * px_4 - s_4 * py_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i_4] = s_4 * px_4 + c_4 * py_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c_5 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s_5 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py_5 = y[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i_5] = c_5 * px_5 - s_5 * py_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i_5] = s_5 * px_5 + c_5 * py_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c_6 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s_6 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py_6 = y[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i_6] = c_6 * px_6 - s_6 * py_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i_6] = s_6 * px_6 + c_6 * py_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c_7 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s_7 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py_7 = y[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i_7] = c_7 * px_7 - s_7 * py_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i_7] = s_7 * px_7 + c_7 * py_7;
    }
}
