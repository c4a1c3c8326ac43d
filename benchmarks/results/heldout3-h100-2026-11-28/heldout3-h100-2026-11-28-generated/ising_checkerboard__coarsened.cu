extern "C" __global__ void ising_checkerboard_cf16y_st32(int* spin, const unsigned int* rnd, const unsigned int* thr, int color, int width, int height) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int x = blockIdx.x * blockDim.x + threadIdx.x;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_0;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_0 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_1;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_1 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_2;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_2 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_3;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_3 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_4;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_4 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_5;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_5 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_6;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_6 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_7;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_7 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_8;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_8 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_9;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_9 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_10;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_10 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_11;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_11 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_12;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_12 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_13;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_13 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_14;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_14 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    int y_15;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u < 8u)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        y_15 = blockIdx.y * 8u + (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u);
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_0 < height && ((x + y_0) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_0 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_0 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_0 = y_0 == 0 ? height - 1 : y_0 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_0 = y_0 == height - 1 ? 0 : y_0 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_0 = spin[y_0 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_0 = spin[y_0 * width + xl_0] + spin[y_0 * width + xr_0] + spin[yu_0 * width + x] + spin[yd_0 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_0 = 2 * s_0 * nb_0;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_0 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_0 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_0 = rnd[y_0 * width + x] < thr[(dE_0 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_0)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_0 * width + x] = -s_0;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 32u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_1 < height && ((x + y_1) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_1 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_1 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_1 = y_1 == 0 ? height - 1 : y_1 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_1 = y_1 == height - 1 ? 0 : y_1 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_1 = spin[y_1 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_1 = spin[y_1 * width + xl_1] + spin[y_1 * width + xr_1] + spin[yu_1 * width + x] + spin[yd_1 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_1 = 2 * s_1 * nb_1;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_1 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_1 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_1 = rnd[y_1 * width + x] < thr[(dE_1 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_1)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_1 * width + x] = -s_1;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 64u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_2 < height && ((x + y_2) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_2 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_2 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_2 = y_2 == 0 ? height - 1 : y_2 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_2 = y_2 == height - 1 ? 0 : y_2 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_2 = spin[y_2 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_2 = spin[y_2 * width + xl_2] + spin[y_2 * width + xr_2] + spin[yu_2 * width + x] + spin[yd_2 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_2 = 2 * s_2 * nb_2;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_2 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_2 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_2 = rnd[y_2 * width + x] < thr[(dE_2 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_2)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_2 * width + x] = -s_2;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 96u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_3 < height && ((x + y_3) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_3 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_3 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_3 = y_3 == 0 ? height - 1 : y_3 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_3 = y_3 == height - 1 ? 0 : y_3 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_3 = spin[y_3 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_3 = spin[y_3 * width + xl_3] + spin[y_3 * width + xr_3] + spin[yu_3 * width + x] + spin[yd_3 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_3 = 2 * s_3 * nb_3;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_3 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_3 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_3 = rnd[y_3 * width + x] < thr[(dE_3 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_3)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_3 * width + x] = -s_3;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 128u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_4 < height && ((x + y_4) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_4 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_4 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_4 = y_4 == 0 ? height - 1 : y_4 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_4 = y_4 == height - 1 ? 0 : y_4 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_4 = spin[y_4 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_4 = spin[y_4 * width + xl_4] + spin[y_4 * width + xr_4] + spin[yu_4 * width + x] + spin[yd_4 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_4 = 2 * s_4 * nb_4;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_4 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_4 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_4 = rnd[y_4 * width + x] < thr[(dE_4 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_4)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_4 * width + x] = -s_4;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 160u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_5 < height && ((x + y_5) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_5 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_5 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_5 = y_5 == 0 ? height - 1 : y_5 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_5 = y_5 == height - 1 ? 0 : y_5 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_5 = spin[y_5 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_5 = spin[y_5 * width + xl_5] + spin[y_5 * width + xr_5] + spin[yu_5 * width + x] + spin[yd_5 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_5 = 2 * s_5 * nb_5;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_5 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_5 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_5 = rnd[y_5 * width + x] < thr[(dE_5 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_5)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_5 * width + x] = -s_5;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 192u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_6 < height && ((x + y_6) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_6 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_6 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_6 = y_6 == 0 ? height - 1 : y_6 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_6 = y_6 == height - 1 ? 0 : y_6 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_6 = spin[y_6 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_6 = spin[y_6 * width + xl_6] + spin[y_6 * width + xr_6] + spin[yu_6 * width + x] + spin[yd_6 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_6 = 2 * s_6 * nb_6;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_6 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_6 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_6 = rnd[y_6 * width + x] < thr[(dE_6 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_6)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_6 * width + x] = -s_6;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 224u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_7 < height && ((x + y_7) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_7 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_7 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_7 = y_7 == 0 ? height - 1 : y_7 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_7 = y_7 == height - 1 ? 0 : y_7 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_7 = spin[y_7 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_7 = spin[y_7 * width + xl_7] + spin[y_7 * width + xr_7] + spin[yu_7 * width + x] + spin[yd_7 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_7 = 2 * s_7 * nb_7;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_7 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_7 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_7 = rnd[y_7 * width + x] < thr[(dE_7 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_7)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_7 * width + x] = -s_7;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 256u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_8 < height && ((x + y_8) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_8 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_8 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_8 = y_8 == 0 ? height - 1 : y_8 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_8 = y_8 == height - 1 ? 0 : y_8 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_8 = spin[y_8 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_8 = spin[y_8 * width + xl_8] + spin[y_8 * width + xr_8] + spin[yu_8 * width + x] + spin[yd_8 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_8 = 2 * s_8 * nb_8;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_8 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_8 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_8 = rnd[y_8 * width + x] < thr[(dE_8 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_8)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_8 * width + x] = -s_8;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 288u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_9 < height && ((x + y_9) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_9 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_9 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_9 = y_9 == 0 ? height - 1 : y_9 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_9 = y_9 == height - 1 ? 0 : y_9 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_9 = spin[y_9 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_9 = spin[y_9 * width + xl_9] + spin[y_9 * width + xr_9] + spin[yu_9 * width + x] + spin[yd_9 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_9 = 2 * s_9 * nb_9;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_9 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_9 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_9 = rnd[y_9 * width + x] < thr[(dE_9 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_9)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_9 * width + x] = -s_9;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 320u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_10 < height && ((x + y_10) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_10 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_10 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_10 = y_10 == 0 ? height - 1 : y_10 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_10 = y_10 == height - 1 ? 0 : y_10 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_10 = spin[y_10 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_10 = spin[y_10 * width + xl_10] + spin[y_10 * width + xr_10] + spin[yu_10 * width + x] + spin[yd_10 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_10 = 2 * s_10 * nb_10;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_10 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_10 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_10 = rnd[y_10 * width + x] < thr[(dE_10 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_10)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_10 * width + x] = -s_10;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 352u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_11 < height && ((x + y_11) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_11 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_11 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_11 = y_11 == 0 ? height - 1 : y_11 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_11 = y_11 == height - 1 ? 0 : y_11 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_11 = spin[y_11 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_11 = spin[y_11 * width + xl_11] + spin[y_11 * width + xr_11] + spin[yu_11 * width + x] + spin[yd_11 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_11 = 2 * s_11 * nb_11;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_11 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_11 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_11 = rnd[y_11 * width + x] < thr[(dE_11 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_11)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_11 * width + x] = -s_11;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 384u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_12 < height && ((x + y_12) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_12 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_12 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_12 = y_12 == 0 ? height - 1 : y_12 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_12 = y_12 == height - 1 ? 0 : y_12 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_12 = spin[y_12 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_12 = spin[y_12 * width + xl_12] + spin[y_12 * width + xr_12] + spin[yu_12 * width + x] + spin[yd_12 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_12 = 2 * s_12 * nb_12;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_12 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_12 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_12 = rnd[y_12 * width + x] < thr[(dE_12 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_12)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_12 * width + x] = -s_12;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 416u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_13 < height && ((x + y_13) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_13 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_13 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_13 = y_13 == 0 ? height - 1 : y_13 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_13 = y_13 == height - 1 ? 0 : y_13 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_13 = spin[y_13 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_13 = spin[y_13 * width + xl_13] + spin[y_13 * width + xr_13] + spin[yu_13 * width + x] + spin[yd_13 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_13 = 2 * s_13 * nb_13;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_13 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_13 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_13 = rnd[y_13 * width + x] < thr[(dE_13 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_13)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_13 * width + x] = -s_13;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 448u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_14 < height && ((x + y_14) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_14 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_14 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_14 = y_14 == 0 ? height - 1 : y_14 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_14 = y_14 == height - 1 ? 0 : y_14 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_14 = spin[y_14 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_14 = spin[y_14 * width + xl_14] + spin[y_14 * width + xr_14] + spin[yu_14 * width + x] + spin[yd_14 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_14 = 2 * s_14 * nb_14;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_14 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_14 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_14 = rnd[y_14 * width + x] < thr[(dE_14 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_14)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_14 * width + x] = -s_14;
        }
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
    if (threadIdx.y / 32u * 512u + threadIdx.y % 32u + 480u < 8u)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
        if (x < width && y_15 < height && ((x + y_15) & 1) == color) {
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xl_15 = x == 0 ? width - 1 : x - 1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int xr_15 = x == width - 1 ? 0 : x + 1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yu_15 = y_15 == 0 ? height - 1 : y_15 - 1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int yd_15 = y_15 == height - 1 ? 0 : y_15 + 1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int s_15 = spin[y_15 * width + x];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int nb_15 = spin[y_15 * width + xl_15] + spin[y_15 * width + xr_15] + spin[yu_15 * width + x] + spin[yd_15 * width + x];
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int dE_15 = 2 * s_15 * nb_15;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            int flip_15 = 1;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (dE_15 > 0)
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                flip_15 = rnd[y_15 * width + x] < thr[(dE_15 >> 2) - 1];
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
            if (flip_15)
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/ising_checkerboard.cu"
                spin[y_15 * width + x] = -s_15;
        }
}
