extern "C" __global__ void fdtd2d_ey_cf2x(float* ey, const float* hz, const float* fict, int t, int nx, int ny) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j_0 < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j_0] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j_0] = ey[i * nx + j_0] - 0.5f * (hz[i * nx + j_0] - hz[(i - 1) * nx + j_0]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j_1 < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j_1] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j_1] = ey[i * nx + j_1] - 0.5f * (hz[i * nx + j_1] - hz[(i - 1) * nx + j_1]);
    }
}
