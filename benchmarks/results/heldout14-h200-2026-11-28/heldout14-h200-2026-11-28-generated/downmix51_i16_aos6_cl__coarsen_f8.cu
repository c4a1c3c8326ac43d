extern "C" __global__ void downmix51_i16_aos6_cf8x(const short* frames, float* left, float* right, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_4;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_5;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_6;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_7;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull < 4000256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            const short* f_0 = frames + 6 * (unsigned long long)i_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            float c_0 = 0.5f * (float)f_0[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            left[i_0] = (float)f_0[0] + c_0 + 0.5f * (float)f_0[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            right[i_0] = (float)f_0[1] + c_0 + 0.5f * (float)f_0[5];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull < 4000256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            const short* f_1 = frames + 6 * (unsigned long long)i_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            float c_1 = 0.5f * (float)f_1[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            left[i_1] = (float)f_1[0] + c_1 + 0.5f * (float)f_1[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            right[i_1] = (float)f_1[1] + c_1 + 0.5f * (float)f_1[5];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull < 4000256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            const short* f_2 = frames + 6 * (unsigned long long)i_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            float c_2 = 0.5f * (float)f_2[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            left[i_2] = (float)f_2[0] + c_2 + 0.5f * (float)f_2[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            right[i_2] = (float)f_2[1] + c_2 + 0.5f * (float)f_2[5];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull < 4000256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            const short* f_3 = frames + 6 * (unsigned long long)i_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            float c_3 = 0.5f * (float)f_3[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            left[i_3] = (float)f_3[0] + c_3 + 0.5f * (float)f_3[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            right[i_3] = (float)f_3[1] + c_3 + 0.5f * (float)f_3[5];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull < 4000256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            const short* f_4 = frames + 6 * (unsigned long long)i_4;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            float c_4 = 0.5f * (float)f_4[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            left[i_4] = (float)f_4[0] + c_4 + 0.5f * (float)f_4[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            right[i_4] = (float)f_4[1] + c_4 + 0.5f * (float)f_4[5];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull < 4000256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            const short* f_5 = frames + 6 * (unsigned long long)i_5;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            float c_5 = 0.5f * (float)f_5[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            left[i_5] = (float)f_5[0] + c_5 + 0.5f * (float)f_5[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            right[i_5] = (float)f_5[1] + c_5 + 0.5f * (float)f_5[5];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull < 4000256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            const short* f_6 = frames + 6 * (unsigned long long)i_6;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            float c_6 = 0.5f * (float)f_6[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            left[i_6] = (float)f_6[0] + c_6 + 0.5f * (float)f_6[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            right[i_6] = (float)f_6[1] + c_6 + 0.5f * (float)f_6[5];
        }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull < 4000256ull)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            const short* f_7 = frames + 6 * (unsigned long long)i_7;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            float c_7 = 0.5f * (float)f_7[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            left[i_7] = (float)f_7[0] + c_7 + 0.5f * (float)f_7[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
            right[i_7] = (float)f_7[1] + c_7 + 0.5f * (float)f_7[5];
        }
}
