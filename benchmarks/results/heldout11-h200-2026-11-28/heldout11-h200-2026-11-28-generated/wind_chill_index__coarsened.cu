extern "C" __global__ void wind_chill_index_cf16x_st32(const float* temp, const float* wind, float* wci, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_0 = temp[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_0 = powf(wind[i_0], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_0] = 13.12f + 0.6215f * t_0 - 11.37f * p_0 + 0.3965f * t_0 * p_0;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_1 = temp[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_1 = powf(wind[i_1], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_1] = 13.12f + 0.6215f * t_1 - 11.37f * p_1 + 0.3965f * t_1 * p_1;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_2 = temp[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_2 = powf(wind[i_2], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_2] = 13.12f + 0.6215f * t_2 - 11.37f * p_2 + 0.3965f * t_2 * p_2;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_3 = temp[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_3 = powf(wind[i_3], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_3] = 13.12f + 0.6215f * t_3 - 11.37f * p_3 + 0.3965f * t_3 * p_3;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_4 = temp[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_4 = powf(wind[i_4], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_4] = 13.12f + 0.6215f * t_4 - 11.37f * p_4 + 0.3965f * t_4 * p_4;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_5 = temp[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_5 = powf(wind[i_5], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_5] = 13.12f + 0.6215f * t_5 - 11.37f * p_5 + 0.3965f * t_5 * p_5;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_6 = temp[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_6 = powf(wind[i_6], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_6] = 13.12f + 0.6215f * t_6 - 11.37f * p_6 + 0.3965f * t_6 * p_6;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_7 = temp[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_7 = powf(wind[i_7], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_7] = 13.12f + 0.6215f * t_7 - 11.37f * p_7 + 0.3965f * t_7 * p_7;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_8 = temp[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_8 = powf(wind[i_8], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_8] = 13.12f + 0.6215f * t_8 - 11.37f * p_8 + 0.3965f * t_8 * p_8;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_9 = temp[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_9 = powf(wind[i_9], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_9] = 13.12f + 0.6215f * t_9 - 11.37f * p_9 + 0.3965f * t_9 * p_9;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_10 = temp[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_10 = powf(wind[i_10], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_10] = 13.12f + 0.6215f * t_10 - 11.37f * p_10 + 0.3965f * t_10 * p_10;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_11 = temp[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_11 = powf(wind[i_11], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_11] = 13.12f + 0.6215f * t_11 - 11.37f * p_11 + 0.3965f * t_11 * p_11;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_12 = temp[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_12 = powf(wind[i_12], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_12] = 13.12f + 0.6215f * t_12 - 11.37f * p_12 + 0.3965f * t_12 * p_12;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_13 = temp[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_13 = powf(wind[i_13], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_13] = 13.12f + 0.6215f * t_13 - 11.37f * p_13 + 0.3965f * t_13 * p_13;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_14 = temp[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_14 = powf(wind[i_14], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_14] = 13.12f + 0.6215f * t_14 - 11.37f * p_14 + 0.3965f * t_14 * p_14;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float t_15 = temp[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            float p_15 = powf(wind[i_15], 0.16f);
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/wind_chill_index.cu"
            wci[i_15] = 13.12f + 0.6215f * t_15 - 11.37f * p_15 + 0.3965f * t_15 * p_15;
        }
}
