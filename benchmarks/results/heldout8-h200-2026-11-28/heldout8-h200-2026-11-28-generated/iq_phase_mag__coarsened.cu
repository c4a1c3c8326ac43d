extern "C" __global__ void iq_phase_mag_cf16x_st32(const float* si, const float* sq, float* mag, float* phase, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    int k_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        k_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_0 = si[k_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_0 = sq[k_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_0] = sqrtf(a_0 * a_0 + b_0 * b_0);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_0] = atan2f(b_0, a_0);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_1 = si[k_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_1 = sq[k_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_1] = sqrtf(a_1 * a_1 + b_1 * b_1);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_1] = atan2f(b_1, a_1);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_2 = si[k_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_2 = sq[k_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_2] = sqrtf(a_2 * a_2 + b_2 * b_2);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_2] = atan2f(b_2, a_2);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_3 = si[k_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_3 = sq[k_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_3] = sqrtf(a_3 * a_3 + b_3 * b_3);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_3] = atan2f(b_3, a_3);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_4 = si[k_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_4 = sq[k_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_4] = sqrtf(a_4 * a_4 + b_4 * b_4);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_4] = atan2f(b_4, a_4);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_5 = si[k_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_5 = sq[k_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_5] = sqrtf(a_5 * a_5 + b_5 * b_5);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_5] = atan2f(b_5, a_5);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_6 = si[k_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_6 = sq[k_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_6] = sqrtf(a_6 * a_6 + b_6 * b_6);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_6] = atan2f(b_6, a_6);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_7 = si[k_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_7 = sq[k_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_7] = sqrtf(a_7 * a_7 + b_7 * b_7);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_7] = atan2f(b_7, a_7);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_8 = si[k_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_8 = sq[k_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_8] = sqrtf(a_8 * a_8 + b_8 * b_8);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_8] = atan2f(b_8, a_8);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_9 = si[k_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_9 = sq[k_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_9] = sqrtf(a_9 * a_9 + b_9 * b_9);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_9] = atan2f(b_9, a_9);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_10 = si[k_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_10 = sq[k_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_10] = sqrtf(a_10 * a_10 + b_10 * b_10);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_10] = atan2f(b_10, a_10);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_11 = si[k_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_11 = sq[k_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_11] = sqrtf(a_11 * a_11 + b_11 * b_11);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_11] = atan2f(b_11, a_11);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_12 = si[k_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_12 = sq[k_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_12] = sqrtf(a_12 * a_12 + b_12 * b_12);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_12] = atan2f(b_12, a_12);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_13 = si[k_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_13 = sq[k_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_13] = sqrtf(a_13 * a_13 + b_13 * b_13);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_13] = atan2f(b_13, a_13);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_14 = si[k_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_14 = sq[k_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_14] = sqrtf(a_14 * a_14 + b_14 * b_14);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_14] = atan2f(b_14, a_14);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
        if (k_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float a_15 = si[k_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            float b_15 = sq[k_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            mag[k_15] = sqrtf(a_15 * a_15 + b_15 * b_15);
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/iq_phase_mag.cu"
            phase[k_15] = atan2f(b_15, a_15);
        }
}
