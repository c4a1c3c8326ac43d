extern "C" __global__ void fdtd2d_hz_cf2x(float* hz, const float* ex, const float* ey, int nx, int ny) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j_0 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p_0 = i * nx + j_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p_0] = hz[p_0] - 0.7f * (ex[p_0 + 1] - ex[p_0] + ey[p_0 + nx] - ey[p_0]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j_1 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p_1 = i * nx + j_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p_1] = hz[p_1] - 0.7f * (ex[p_1 + 1] - ex[p_1] + ey[p_1 + nx] - ey[p_1]);
    }
}
