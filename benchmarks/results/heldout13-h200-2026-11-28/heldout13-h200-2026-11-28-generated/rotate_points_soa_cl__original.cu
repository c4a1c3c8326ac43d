extern "C" __global__ void rotate_points_soa(const float* x, const float* y, float* xr, float* yr, float angle, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float c = cosf(angle);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float s = sinf(angle);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float px = x[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        float py = y[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        xr[i] = c * px - s * py;
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/rotate_points_soa.cl"
        yr[i] = s * px + c * py;
    }
}
