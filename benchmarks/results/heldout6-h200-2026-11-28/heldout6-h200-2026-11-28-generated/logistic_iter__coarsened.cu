extern "C" __global__ void logistic_iter_cf16x_st32(const float* x0, float* x, float r, int iters, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_0 = x0[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_0 = 0; k_0 < iters; k_0++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_0 = r * v_0 * (1.0f - v_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_0] = v_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_1 = x0[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_1 = 0; k_1 < iters; k_1++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_1 = r * v_1 * (1.0f - v_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_1] = v_1;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_2 = x0[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_2 = 0; k_2 < iters; k_2++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_2 = r * v_2 * (1.0f - v_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_2] = v_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_3 = x0[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_3 = 0; k_3 < iters; k_3++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_3 = r * v_3 * (1.0f - v_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_3] = v_3;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_4 = x0[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_4 = 0; k_4 < iters; k_4++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_4 = r * v_4 * (1.0f - v_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_4] = v_4;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_5 = x0[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_5 = 0; k_5 < iters; k_5++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_5 = r * v_5 * (1.0f - v_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_5] = v_5;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_6 = x0[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_6 = 0; k_6 < iters; k_6++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_6 = r * v_6 * (1.0f - v_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_6] = v_6;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_7 = x0[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_7 = 0; k_7 < iters; k_7++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_7 = r * v_7 * (1.0f - v_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_7] = v_7;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_8 = x0[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_8 = 0; k_8 < iters; k_8++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_8 = r * v_8 * (1.0f - v_8);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_8] = v_8;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_9 = x0[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_9 = 0; k_9 < iters; k_9++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_9 = r * v_9 * (1.0f - v_9);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_9] = v_9;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_10 = x0[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_10 = 0; k_10 < iters; k_10++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_10 = r * v_10 * (1.0f - v_10);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_10] = v_10;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_11 = x0[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_11 = 0; k_11 < iters; k_11++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_11 = r * v_11 * (1.0f - v_11);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_11] = v_11;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_12 = x0[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_12 = 0; k_12 < iters; k_12++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_12 = r * v_12 * (1.0f - v_12);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_12] = v_12;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_13 = x0[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_13 = 0; k_13 < iters; k_13++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_13 = r * v_13 * (1.0f - v_13);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_13] = v_13;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_14 = x0[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_14 = 0; k_14 < iters; k_14++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_14 = r * v_14 * (1.0f - v_14);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_14] = v_14;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            float v_15 = x0[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            for (int k_15 = 0; k_15 < iters; k_15++)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
                v_15 = r * v_15 * (1.0f - v_15);
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/logistic_iter.cu"
            x[i_15] = v_15;
        }
}
