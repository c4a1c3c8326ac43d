extern "C" __global__ void fdtd2d_hz_cf8x(float* hz, const float* ex, const float* ey, int nx, int ny) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    int j_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j_2 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p_2 = i * nx + j_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p_2] = hz[p_2] - 0.7f * (ex[p_2 + 1] - ex[p_2] + ey[p_2 + nx] - ey[p_2]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j_3 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p_3 = i * nx + j_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p_3] = hz[p_3] - 0.7f * (ex[p_3 + 1] - ex[p_3] + ey[p_3 + nx] - ey[p_3]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j_4 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p_4 = i * nx + j_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p_4] = hz[p_4] - 0.7f * (ex[p_4 + 1] - ex[p_4] + ey[p_4 + nx] - ey[p_4]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j_5 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p_5 = i * nx + j_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p_5] = hz[p_5] - 0.7f * (ex[p_5 + 1] - ex[p_5] + ey[p_5 + nx] - ey[p_5]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j_6 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p_6 = i * nx + j_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p_6] = hz[p_6] - 0.7f * (ex[p_6 + 1] - ex[p_6] + ey[p_6 + nx] - ey[p_6]);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
    if (i < ny - 1 && j_7 < nx - 1) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        int p_7 = i * nx + j_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/fdtd2d_hz.cl"
        hz[p_7] = hz[p_7] - 0.7f * (ex[p_7 + 1] - ex[p_7] + ey[p_7 + nx] - ey[p_7]);
    }
}
