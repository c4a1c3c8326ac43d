extern "C" __global__ void ising_checkerboard_cf8x(int* spin, const unsigned int* rnd, const unsigned int* thr, int color, int width, int height) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int x_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    int y = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x_0 < width && y < height && ((x_0 + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl_0 = x_0 == 0 ? width - 1 : x_0 - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr_0 = x_0 == width - 1 ? 0 : x_0 + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu_0 = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd_0 = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s_0 = spin[y * width + x_0];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb_0 = spin[y * width + xl_0] + spin[y * width + xr_0] + spin[yu_0 * width + x_0] + spin[yd_0 * width + x_0];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE_0 = 2 * s_0 * nb_0;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip_0 = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE_0 > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip_0 = rnd[y * width + x_0] < thr[(dE_0 >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip_0)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x_0] = -s_0;
    }
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x_1 < width && y < height && ((x_1 + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl_1 = x_1 == 0 ? width - 1 : x_1 - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr_1 = x_1 == width - 1 ? 0 : x_1 + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu_1 = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd_1 = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s_1 = spin[y * width + x_1];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb_1 = spin[y * width + xl_1] + spin[y * width + xr_1] + spin[yu_1 * width + x_1] + spin[yd_1 * width + x_1];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE_1 = 2 * s_1 * nb_1;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip_1 = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE_1 > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip_1 = rnd[y * width + x_1] < thr[(dE_1 >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip_1)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x_1] = -s_1;
    }
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x_2 < width && y < height && ((x_2 + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl_2 = x_2 == 0 ? width - 1 : x_2 - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr_2 = x_2 == width - 1 ? 0 : x_2 + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu_2 = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd_2 = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s_2 = spin[y * width + x_2];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb_2 = spin[y * width + xl_2] + spin[y * width + xr_2] + spin[yu_2 * width + x_2] + spin[yd_2 * width + x_2];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE_2 = 2 * s_2 * nb_2;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip_2 = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE_2 > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip_2 = rnd[y * width + x_2] < thr[(dE_2 >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip_2)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x_2] = -s_2;
    }
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x_3 < width && y < height && ((x_3 + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl_3 = x_3 == 0 ? width - 1 : x_3 - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr_3 = x_3 == width - 1 ? 0 : x_3 + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu_3 = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd_3 = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s_3 = spin[y * width + x_3];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb_3 = spin[y * width + xl_3] + spin[y * width + xr_3] + spin[yu_3 * width + x_3] + spin[yd_3 * width + x_3];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE_3 = 2 * s_3 * nb_3;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip_3 = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE_3 > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip_3 = rnd[y * width + x_3] < thr[(dE_3 >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip_3)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x_3] = -s_3;
    }
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x_4 < width && y < height && ((x_4 + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl_4 = x_4 == 0 ? width - 1 : x_4 - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr_4 = x_4 == width - 1 ? 0 : x_4 + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu_4 = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd_4 = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s_4 = spin[y * width + x_4];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb_4 = spin[y * width + xl_4] + spin[y * width + xr_4] + spin[yu_4 * width + x_4] + spin[yd_4 * width + x_4];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE_4 = 2 * s_4 * nb_4;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip_4 = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE_4 > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip_4 = rnd[y * width + x_4] < thr[(dE_4 >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip_4)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x_4] = -s_4;
    }
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x_5 < width && y < height && ((x_5 + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl_5 = x_5 == 0 ? width - 1 : x_5 - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr_5 = x_5 == width - 1 ? 0 : x_5 + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu_5 = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd_5 = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s_5 = spin[y * width + x_5];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb_5 = spin[y * width + xl_5] + spin[y * width + xr_5] + spin[yu_5 * width + x_5] + spin[yd_5 * width + x_5];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE_5 = 2 * s_5 * nb_5;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip_5 = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE_5 > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip_5 = rnd[y * width + x_5] < thr[(dE_5 >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip_5)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x_5] = -s_5;
    }
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x_6 < width && y < height && ((x_6 + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl_6 = x_6 == 0 ? width - 1 : x_6 - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr_6 = x_6 == width - 1 ? 0 : x_6 + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu_6 = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd_6 = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s_6 = spin[y * width + x_6];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb_6 = spin[y * width + xl_6] + spin[y * width + xr_6] + spin[yu_6 * width + x_6] + spin[yd_6 * width + x_6];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE_6 = 2 * s_6 * nb_6;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip_6 = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE_6 > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip_6 = rnd[y * width + x_6] < thr[(dE_6 >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip_6)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x_6] = -s_6;
    }
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
    if (x_7 < width && y < height && ((x_7 + y) & 1) == color) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xl_7 = x_7 == 0 ? width - 1 : x_7 - 1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int xr_7 = x_7 == width - 1 ? 0 : x_7 + 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yu_7 = y == 0 ? height - 1 : y - 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int yd_7 = y == height - 1 ? 0 : y + 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int s_7 = spin[y * width + x_7];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int nb_7 = spin[y * width + xl_7] + spin[y * width + xr_7] + spin[yu_7 * width + x_7] + spin[yd_7 * width + x_7];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int dE_7 = 2 * s_7 * nb_7;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        int flip_7 = 1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (dE_7 > 0)
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            flip_7 = rnd[y * width + x_7] < thr[(dE_7 >> 2) - 1];
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
        if (flip_7)
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cl"
            spin[y * width + x_7] = -s_7;
    }
}
