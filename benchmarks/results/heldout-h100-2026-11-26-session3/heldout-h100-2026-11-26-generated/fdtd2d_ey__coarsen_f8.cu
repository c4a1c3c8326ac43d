extern "C" __global__ void fdtd2d_ey_cf8x(float* ey, const float* hz, const float* fict, int t, int nx, int ny) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j_4 < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j_4] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j_4] = ey[i * nx + j_4] - 0.5f * (hz[i * nx + j_4] - hz[(i - 1) * nx + j_4]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j_5 < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j_5] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j_5] = ey[i * nx + j_5] - 0.5f * (hz[i * nx + j_5] - hz[(i - 1) * nx + j_5]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j_6 < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j_6] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j_6] = ey[i * nx + j_6] - 0.5f * (hz[i * nx + j_6] - hz[(i - 1) * nx + j_6]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (i < ny && j_7 < nx) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        if (i == 0)
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[j_7] = fict[t];
        else
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
            ey[i * nx + j_7] = ey[i * nx + j_7] - 0.5f * (hz[i * nx + j_7] - hz[(i - 1) * nx + j_7]);
    }
}
