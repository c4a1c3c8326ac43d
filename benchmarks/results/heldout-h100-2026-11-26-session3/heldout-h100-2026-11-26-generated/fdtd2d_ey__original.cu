extern "C" __global__ void fdtd2d_ey(float* ey, const float* hz, const float* fict, int t, int nx, int ny) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j] = ey[i * nx + j] - 0.5f * (hz[i * nx + j] - hz[(i - 1) * nx + j]);
    }
}
