extern "C" __global__ void stereo_i16_split_cf2x(const short* pcm, float* left, float* right, int nframes) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (i_0 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        left[i_0] = (float)pcm[2 * i_0] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        right[i_0] = (float)pcm[2 * i_0 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (i_1 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        left[i_1] = (float)pcm[2 * i_1] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        right[i_1] = (float)pcm[2 * i_1 + 1] * (1.0f / 32768.0f);
    }
}
