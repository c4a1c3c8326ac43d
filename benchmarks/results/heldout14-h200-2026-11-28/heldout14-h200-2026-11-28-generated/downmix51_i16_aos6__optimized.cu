extern "C" __global__ void downmix51_i16_aos6_opt(const short* frames, float* left, float* right, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        const short* f = frames + 6 * (unsigned long long)i;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        float c = 0.5f * (float)f[2];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        short2 frames_v = *(const short2*)&f[0];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        short2 frames_v1 = *(const short2*)&f[4];
#line 11 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        left[i] = (float)frames_v.x + c + 0.5f * (float)frames_v1.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/kernels/downmix51_i16_aos6.cu"
        right[i] = (float)frames_v.y + c + 0.5f * (float)frames_v1.y;
    }
}
