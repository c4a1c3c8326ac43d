extern "C" __global__ void fdtd2d_ey_cf8x_st8(float* ey, const float* hz, const float* fict, int t, int nx, int ny) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        j_0 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 8u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        j_1 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 8u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 16u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        j_2 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 16u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 24u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        j_3 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 24u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 32u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        j_4 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 40u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        j_5 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 40u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 48u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        j_6 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 48u);
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int j_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 56u < 32u)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
        j_7 = blockIdx.x * 32u + (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 56u);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    int i = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_ey.cu"
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u < 32u)
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
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 8u < 32u)
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
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 16u < 32u)
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
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 24u < 32u)
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
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 32u < 32u)
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
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 40u < 32u)
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
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 48u < 32u)
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
    if (threadIdx.x / 8u * 64u + threadIdx.x % 8u + 56u < 32u)
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
