extern "C" __global__ void rotate_points_soa_cf8x(const float* x, const float* y, float* xr, float* yr, float angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float c_0 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float s_0 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float px_0 = x[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float py_0 = y[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        xr[i_0] = c_0 * px_0 - s_0 * py_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        yr[i_0] = s_0 * px_0 + c_0 * py_0;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float c_1 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float s_1 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float px_1 = x[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float py_1 = y[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        xr[i_1] = c_1 * px_1 - s_1 * py_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        yr[i_1] = s_1 * px_1 + c_1 * py_1;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float c_2 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float s_2 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float px_2 = x[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float py_2 = y[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        xr[i_2] = c_2 * px_2 - s_2 * py_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        yr[i_2] = s_2 * px_2 + c_2 * py_2;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float c_3 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float s_3 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float px_3 = x[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float py_3 = y[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        xr[i_3] = c_3 * px_3 - s_3 * py_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        yr[i_3] = s_3 * px_3 + c_3 * py_3;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float c_4 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float s_4 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float px_4 = x[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float py_4 = y[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        xr[i_4] = c_4 * px_4 - s_4 * py_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        yr[i_4] = s_4 * px_4 + c_4 * py_4;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float c_5 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float s_5 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float px_5 = x[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float py_5 = y[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        xr[i_5] = c_5 * px_5 - s_5 * py_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        yr[i_5] = s_5 * px_5 + c_5 * py_5;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float c_6 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float s_6 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float px_6 = x[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float py_6 = y[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        xr[i_6] = c_6 * px_6 - s_6 * py_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        yr[i_6] = s_6 * px_6 + c_6 * py_6;
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float c_7 = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float s_7 = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float px_7 = x[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        float py_7 = y[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        xr[i_7] = c_7 * px_7 - s_7 * py_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
        yr[i_7] = s_7 * px_7 + c_7 * py_7;
    }
}
