extern "C" __global__ void patch_mode8x8_cf8x(const unsigned char* labels, int* scratch, unsigned char* mode, int width, int height) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int p_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int pw = width / 8;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    int ph = height / 8;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p_0 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px_0 = p_0 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py_0 = p_0 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count_0 = scratch + p_0 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_0 = 0; b_0 < 16; b_0++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count_0[b_0] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r_0 = 0; r_0 < 8; r_0++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c_0 = 0; c_0 < 8; c_0++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count_0[labels[(py_0 * 8 + r_0) * width + px_0 * 8 + c_0]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best_0 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1_0 = 1; b_1_0 < 16; b_1_0++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count_0[b_1_0] > count_0[best_0])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best_0 = b_1_0;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p_0] = (unsigned char)best_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p_1 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px_1 = p_1 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py_1 = p_1 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count_1 = scratch + p_1 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_c1 = 0; b_c1 < 16; b_c1++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count_1[b_c1] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r_1 = 0; r_1 < 8; r_1++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c_1 = 0; c_1 < 8; c_1++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count_1[labels[(py_1 * 8 + r_1) * width + px_1 * 8 + c_1]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best_1 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1_1 = 1; b_1_1 < 16; b_1_1++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count_1[b_1_1] > count_1[best_1])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best_1 = b_1_1;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p_1] = (unsigned char)best_1;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p_2 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px_2 = p_2 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py_2 = p_2 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count_2 = scratch + p_2 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_2 = 0; b_2 < 16; b_2++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count_2[b_2] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r_2 = 0; r_2 < 8; r_2++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c_2 = 0; c_2 < 8; c_2++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count_2[labels[(py_2 * 8 + r_2) * width + px_2 * 8 + c_2]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best_2 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1_2 = 1; b_1_2 < 16; b_1_2++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count_2[b_1_2] > count_2[best_2])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best_2 = b_1_2;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p_2] = (unsigned char)best_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p_3 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px_3 = p_3 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py_3 = p_3 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count_3 = scratch + p_3 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_3 = 0; b_3 < 16; b_3++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count_3[b_3] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r_3 = 0; r_3 < 8; r_3++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c_3 = 0; c_3 < 8; c_3++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count_3[labels[(py_3 * 8 + r_3) * width + px_3 * 8 + c_3]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best_3 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1_3 = 1; b_1_3 < 16; b_1_3++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count_3[b_1_3] > count_3[best_3])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best_3 = b_1_3;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p_3] = (unsigned char)best_3;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p_4 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px_4 = p_4 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py_4 = p_4 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count_4 = scratch + p_4 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_4 = 0; b_4 < 16; b_4++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count_4[b_4] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r_4 = 0; r_4 < 8; r_4++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c_4 = 0; c_4 < 8; c_4++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count_4[labels[(py_4 * 8 + r_4) * width + px_4 * 8 + c_4]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best_4 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1_4 = 1; b_1_4 < 16; b_1_4++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count_4[b_1_4] > count_4[best_4])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best_4 = b_1_4;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p_4] = (unsigned char)best_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p_5 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px_5 = p_5 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py_5 = p_5 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count_5 = scratch + p_5 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_5 = 0; b_5 < 16; b_5++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count_5[b_5] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r_5 = 0; r_5 < 8; r_5++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c_5 = 0; c_5 < 8; c_5++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count_5[labels[(py_5 * 8 + r_5) * width + px_5 * 8 + c_5]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best_5 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1_5 = 1; b_1_5 < 16; b_1_5++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count_5[b_1_5] > count_5[best_5])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best_5 = b_1_5;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p_5] = (unsigned char)best_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p_6 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px_6 = p_6 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py_6 = p_6 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count_6 = scratch + p_6 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_6 = 0; b_6 < 16; b_6++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count_6[b_6] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r_6 = 0; r_6 < 8; r_6++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c_6 = 0; c_6 < 8; c_6++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count_6[labels[(py_6 * 8 + r_6) * width + px_6 * 8 + c_6]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best_6 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1_6 = 1; b_1_6 < 16; b_1_6++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count_6[b_1_6] > count_6[best_6])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best_6 = b_1_6;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p_6] = (unsigned char)best_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
    if (p_7 < pw * ph) {
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int px_7 = p_7 % pw;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int py_7 = p_7 / pw;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int* count_7 = scratch + p_7 * 16;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_7 = 0; b_7 < 16; b_7++)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            count_7[b_7] = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int r_7 = 0; r_7 < 8; r_7++)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            for (int c_7 = 0; c_7 < 8; c_7++)
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                count_7[labels[(py_7 * 8 + r_7) * width + px_7 * 8 + c_7]]++;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        int best_7 = 0;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        for (int b_1_7 = 1; b_1_7 < 16; b_1_7++)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
            if (count_7[b_1_7] > count_7[best_7])
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
                best_7 = b_1_7;
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/patch_mode8x8.cu"
        mode[p_7] = (unsigned char)best_7;
    }
}
