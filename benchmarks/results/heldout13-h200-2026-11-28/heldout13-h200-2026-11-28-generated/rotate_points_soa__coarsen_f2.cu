extern "C" __global__ void rotate_points_soa_cf2x(const float* x, const float* y, float* xr, float* yr, float angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
