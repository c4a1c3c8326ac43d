extern "C" __global__ void ising_checkerboard_cf4x(int* spin, const unsigned int* rnd, const unsigned int* thr, int color, int width, int height) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int x_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int x_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int x_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int x_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y = blockIdx.y * blockDim.y + threadIdx.y;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (x_0 < width && y < height && ((x_0 + y) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xl_0 = x_0 == 0 ? width - 1 : x_0 - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xr_0 = x_0 == width - 1 ? 0 : x_0 + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yu_0 = y == 0 ? height - 1 : y - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yd_0 = y == height - 1 ? 0 : y + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int s_0 = spin[y * width + x_0];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int nb_0 = spin[y * width + xl_0] + spin[y * width + xr_0] + spin[yu_0 * width + x_0] + spin[yd_0 * width + x_0];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int dE_0 = 2 * s_0 * nb_0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int flip_0 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (dE_0 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            flip_0 = rnd[y * width + x_0] < thr[(dE_0 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (flip_0)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            spin[y * width + x_0] = -s_0;
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (x_1 < width && y < height && ((x_1 + y) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xl_1 = x_1 == 0 ? width - 1 : x_1 - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xr_1 = x_1 == width - 1 ? 0 : x_1 + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yu_1 = y == 0 ? height - 1 : y - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yd_1 = y == height - 1 ? 0 : y + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int s_1 = spin[y * width + x_1];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int nb_1 = spin[y * width + xl_1] + spin[y * width + xr_1] + spin[yu_1 * width + x_1] + spin[yd_1 * width + x_1];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int dE_1 = 2 * s_1 * nb_1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int flip_1 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (dE_1 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            flip_1 = rnd[y * width + x_1] < thr[(dE_1 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (flip_1)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            spin[y * width + x_1] = -s_1;
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (x_2 < width && y < height && ((x_2 + y) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xl_2 = x_2 == 0 ? width - 1 : x_2 - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xr_2 = x_2 == width - 1 ? 0 : x_2 + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yu_2 = y == 0 ? height - 1 : y - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yd_2 = y == height - 1 ? 0 : y + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int s_2 = spin[y * width + x_2];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int nb_2 = spin[y * width + xl_2] + spin[y * width + xr_2] + spin[yu_2 * width + x_2] + spin[yd_2 * width + x_2];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int dE_2 = 2 * s_2 * nb_2;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int flip_2 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (dE_2 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            flip_2 = rnd[y * width + x_2] < thr[(dE_2 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (flip_2)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            spin[y * width + x_2] = -s_2;
    }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (x_3 < width && y < height && ((x_3 + y) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xl_3 = x_3 == 0 ? width - 1 : x_3 - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int xr_3 = x_3 == width - 1 ? 0 : x_3 + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yu_3 = y == 0 ? height - 1 : y - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int yd_3 = y == height - 1 ? 0 : y + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int s_3 = spin[y * width + x_3];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int nb_3 = spin[y * width + xl_3] + spin[y * width + xr_3] + spin[yu_3 * width + x_3] + spin[yd_3 * width + x_3];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int dE_3 = 2 * s_3 * nb_3;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        int flip_3 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (dE_3 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            flip_3 = rnd[y * width + x_3] < thr[(dE_3 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (flip_3)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            spin[y * width + x_3] = -s_3;
    }
}
