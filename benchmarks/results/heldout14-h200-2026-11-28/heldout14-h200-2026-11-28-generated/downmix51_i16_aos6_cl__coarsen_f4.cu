extern "C" __global__ void downmix51_i16_aos6_cf4x(const short* frames, float* left, float* right, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_1;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_2;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    int i_3;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull < 4000256ull)
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
        i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cl"
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull < 4000256ull)
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
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull < 4000256ull)
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
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull < 4000256ull)
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
    if ((unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull < 4000256ull)
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
}
