extern "C" __global__ void logistic_iter_cf16x_st32(const float* x0, float* x, float r, int iters, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_8;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_9;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_10;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_11;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_12;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_13;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_14;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    int i_15;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_0 = x0[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_0 = 0; k_0 < iters; k_0++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_0 = r * v_0 * (1.0f - v_0);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_0] = v_0;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_1 = x0[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_1 = 0; k_1 < iters; k_1++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_1 = r * v_1 * (1.0f - v_1);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_1] = v_1;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_2 = x0[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_2 = 0; k_2 < iters; k_2++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_2 = r * v_2 * (1.0f - v_2);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_2] = v_2;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_3 = x0[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_3 = 0; k_3 < iters; k_3++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_3 = r * v_3 * (1.0f - v_3);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_3] = v_3;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_4 = x0[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_4 = 0; k_4 < iters; k_4++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_4 = r * v_4 * (1.0f - v_4);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_4] = v_4;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_5 = x0[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_5 = 0; k_5 < iters; k_5++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_5 = r * v_5 * (1.0f - v_5);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_5] = v_5;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_6 = x0[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_6 = 0; k_6 < iters; k_6++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_6 = r * v_6 * (1.0f - v_6);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_6] = v_6;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_7 = x0[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_7 = 0; k_7 < iters; k_7++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_7 = r * v_7 * (1.0f - v_7);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_7] = v_7;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_8 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_8 = x0[i_8];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_8 = 0; k_8 < iters; k_8++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_8 = r * v_8 * (1.0f - v_8);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_8] = v_8;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_9 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_9 = x0[i_9];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_9 = 0; k_9 < iters; k_9++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_9 = r * v_9 * (1.0f - v_9);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_9] = v_9;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_10 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_10 = x0[i_10];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_10 = 0; k_10 < iters; k_10++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_10 = r * v_10 * (1.0f - v_10);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_10] = v_10;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_11 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_11 = x0[i_11];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_11 = 0; k_11 < iters; k_11++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_11 = r * v_11 * (1.0f - v_11);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_11] = v_11;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_12 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_12 = x0[i_12];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_12 = 0; k_12 < iters; k_12++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_12 = r * v_12 * (1.0f - v_12);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_12] = v_12;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_13 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_13 = x0[i_13];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_13 = 0; k_13 < iters; k_13++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_13 = r * v_13 * (1.0f - v_13);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_13] = v_13;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_14 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_14 = x0[i_14];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_14 = 0; k_14 < iters; k_14++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_14 = r * v_14 * (1.0f - v_14);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_14] = v_14;
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
        if (i_15 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            float v_15 = x0[i_15];
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            for (int k_15 = 0; k_15 < iters; k_15++)
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
                v_15 = r * v_15 * (1.0f - v_15);
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cl"
            x[i_15] = v_15;
        }
}
