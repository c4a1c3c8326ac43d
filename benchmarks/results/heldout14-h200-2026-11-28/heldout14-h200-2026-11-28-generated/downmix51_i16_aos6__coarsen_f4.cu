extern "C" __global__ void downmix51_i16_aos6_cf4x(const short* frames, float* left, float* right, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        const short* f_0 = frames + 6 * (unsigned long long)i_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        float c_0 = 0.5f * (float)f_0[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        left[i_0] = (float)f_0[0] + c_0 + 0.5f * (float)f_0[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        right[i_0] = (float)f_0[1] + c_0 + 0.5f * (float)f_0[5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        const short* f_1 = frames + 6 * (unsigned long long)i_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        float c_1 = 0.5f * (float)f_1[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        left[i_1] = (float)f_1[0] + c_1 + 0.5f * (float)f_1[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        right[i_1] = (float)f_1[1] + c_1 + 0.5f * (float)f_1[5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        const short* f_2 = frames + 6 * (unsigned long long)i_2;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        float c_2 = 0.5f * (float)f_2[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        left[i_2] = (float)f_2[0] + c_2 + 0.5f * (float)f_2[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        right[i_2] = (float)f_2[1] + c_2 + 0.5f * (float)f_2[5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        const short* f_3 = frames + 6 * (unsigned long long)i_3;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        float c_3 = 0.5f * (float)f_3[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        left[i_3] = (float)f_3[0] + c_3 + 0.5f * (float)f_3[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        right[i_3] = (float)f_3[1] + c_3 + 0.5f * (float)f_3[5];
    }
}
