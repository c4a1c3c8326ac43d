extern "C" __global__ void fdtd2d_hz(float* hz, const float* ex, const float* ey, int nx, int ny) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p = i * nx + j;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p] = hz[p] - 0.7f * (ex[p + 1] - ex[p] + ey[p + nx] - ey[p]);
    }
}
