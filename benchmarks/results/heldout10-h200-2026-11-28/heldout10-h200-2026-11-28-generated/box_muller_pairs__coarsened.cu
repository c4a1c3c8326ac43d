extern "C" __global__ void box_muller_pairs_cf16x_st32(const float* u1, const float* u2, float* z0, float* z1, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_0 = sqrtf(-2.0f * logf(u1[i_0]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_0 = 6.2831855f * u2[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_0] = r_0 * cosf(a_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_0] = r_0 * sinf(a_0);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_1 = sqrtf(-2.0f * logf(u1[i_1]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_1 = 6.2831855f * u2[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_1] = r_1 * cosf(a_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_1] = r_1 * sinf(a_1);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_2 = sqrtf(-2.0f * logf(u1[i_2]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_2 = 6.2831855f * u2[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_2] = r_2 * cosf(a_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_2] = r_2 * sinf(a_2);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_3 = sqrtf(-2.0f * logf(u1[i_3]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_3 = 6.2831855f * u2[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_3] = r_3 * cosf(a_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_3] = r_3 * sinf(a_3);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_4 = sqrtf(-2.0f * logf(u1[i_4]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_4 = 6.2831855f * u2[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_4] = r_4 * cosf(a_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_4] = r_4 * sinf(a_4);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_5 = sqrtf(-2.0f * logf(u1[i_5]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_5 = 6.2831855f * u2[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_5] = r_5 * cosf(a_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_5] = r_5 * sinf(a_5);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_6 = sqrtf(-2.0f * logf(u1[i_6]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_6 = 6.2831855f * u2[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_6] = r_6 * cosf(a_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_6] = r_6 * sinf(a_6);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_7 = sqrtf(-2.0f * logf(u1[i_7]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_7 = 6.2831855f * u2[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_7] = r_7 * cosf(a_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_7] = r_7 * sinf(a_7);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_8 = sqrtf(-2.0f * logf(u1[i_8]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_8 = 6.2831855f * u2[i_8];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_8] = r_8 * cosf(a_8);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_8] = r_8 * sinf(a_8);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_9 = sqrtf(-2.0f * logf(u1[i_9]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_9 = 6.2831855f * u2[i_9];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_9] = r_9 * cosf(a_9);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_9] = r_9 * sinf(a_9);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_10 = sqrtf(-2.0f * logf(u1[i_10]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_10 = 6.2831855f * u2[i_10];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_10] = r_10 * cosf(a_10);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_10] = r_10 * sinf(a_10);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_11 = sqrtf(-2.0f * logf(u1[i_11]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_11 = 6.2831855f * u2[i_11];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_11] = r_11 * cosf(a_11);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_11] = r_11 * sinf(a_11);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_12 = sqrtf(-2.0f * logf(u1[i_12]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_12 = 6.2831855f * u2[i_12];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_12] = r_12 * cosf(a_12);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_12] = r_12 * sinf(a_12);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_13 = sqrtf(-2.0f * logf(u1[i_13]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_13 = 6.2831855f * u2[i_13];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_13] = r_13 * cosf(a_13);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_13] = r_13 * sinf(a_13);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_14 = sqrtf(-2.0f * logf(u1[i_14]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_14 = 6.2831855f * u2[i_14];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_14] = r_14 * cosf(a_14);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_14] = r_14 * sinf(a_14);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float r_15 = sqrtf(-2.0f * logf(u1[i_15]));
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            float a_15 = 6.2831855f * u2[i_15];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z0[i_15] = r_15 * cosf(a_15);
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/box_muller_pairs.cu"
            z1[i_15] = r_15 * sinf(a_15);
        }
}
