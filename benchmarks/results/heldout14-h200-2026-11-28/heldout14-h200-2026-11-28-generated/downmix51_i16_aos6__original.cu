extern "C" __global__ void downmix51_i16_aos6(const short* frames, float* left, float* right, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        const short* f = frames + 6 * (unsigned long long)i;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        float c = 0.5f * (float)f[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        left[i] = (float)f[0] + c + 0.5f * (float)f[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        right[i] = (float)f[1] + c + 0.5f * (float)f[5];
    }
}
