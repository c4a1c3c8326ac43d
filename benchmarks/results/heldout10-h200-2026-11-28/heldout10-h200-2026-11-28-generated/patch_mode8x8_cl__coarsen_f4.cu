extern "C" __global__ void patch_mode8x8_cf4x(const unsigned char* labels, int* scratch, unsigned char* mode, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    int p_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    int p_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    int p_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    int p_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    int pw = width / 8;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    int ph = height / 8;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    if (p_0 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int px_0 = p_0 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int py_0 = p_0 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int* count_0 = scratch + p_0 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int b_0 = 0; b_0 < 16; b_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            count_0[b_0] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int r_0 = 0; r_0 < 8; r_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            for (int c_0 = 0; c_0 < 8; c_0++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
                count_0[labels[(py_0 * 8 + r_0) * width + px_0 * 8 + c_0]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int best_0 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int b_1_0 = 1; b_1_0 < 16; b_1_0++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            if (count_0[b_1_0] > count_0[best_0])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
                best_0 = b_1_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        mode[p_0] = (unsigned char)best_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    if (p_1 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int px_1 = p_1 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int py_1 = p_1 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int* count_1 = scratch + p_1 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int b_c1 = 0; b_c1 < 16; b_c1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            count_1[b_c1] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int r_1 = 0; r_1 < 8; r_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            for (int c_1 = 0; c_1 < 8; c_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
                count_1[labels[(py_1 * 8 + r_1) * width + px_1 * 8 + c_1]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int best_1 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int b_1_1 = 1; b_1_1 < 16; b_1_1++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            if (count_1[b_1_1] > count_1[best_1])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
                best_1 = b_1_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        mode[p_1] = (unsigned char)best_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    if (p_2 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int px_2 = p_2 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int py_2 = p_2 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int* count_2 = scratch + p_2 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int b_2 = 0; b_2 < 16; b_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            count_2[b_2] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int r_2 = 0; r_2 < 8; r_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            for (int c_2 = 0; c_2 < 8; c_2++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
                count_2[labels[(py_2 * 8 + r_2) * width + px_2 * 8 + c_2]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int best_2 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int b_1_2 = 1; b_1_2 < 16; b_1_2++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            if (count_2[b_1_2] > count_2[best_2])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
                best_2 = b_1_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        mode[p_2] = (unsigned char)best_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
    if (p_3 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int px_3 = p_3 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int py_3 = p_3 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int* count_3 = scratch + p_3 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int b_3 = 0; b_3 < 16; b_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            count_3[b_3] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int r_3 = 0; r_3 < 8; r_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            for (int c_3 = 0; c_3 < 8; c_3++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
                count_3[labels[(py_3 * 8 + r_3) * width + px_3 * 8 + c_3]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        int best_3 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        for (int b_1_3 = 1; b_1_3 < 16; b_1_3++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
            if (count_3[b_1_3] > count_3[best_3])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
                best_3 = b_1_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cl"
        mode[p_3] = (unsigned char)best_3;
    }
}
