extern "C" __global__ void fdtd2d_ey_cf4x(float* ey, const float* hz, const float* fict, int t, int nx, int ny) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j_2 < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j_2] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j_2] = ey[i * nx + j_2] - 0.5f * (hz[i * nx + j_2] - hz[(i - 1) * nx + j_2]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j_3 < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j_3] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j_3] = ey[i * nx + j_3] - 0.5f * (hz[i * nx + j_3] - hz[(i - 1) * nx + j_3]);
    }
}
