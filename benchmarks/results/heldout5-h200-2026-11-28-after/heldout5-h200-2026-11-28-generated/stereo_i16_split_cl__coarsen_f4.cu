extern "C" __global__ void stereo_i16_split_cf4x(const short* pcm, float* left, float* right, int nframes) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (i_2 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        left[i_2] = (float)pcm[2 * i_2] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        right[i_2] = (float)pcm[2 * i_2 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (i_3 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        left[i_3] = (float)pcm[2 * i_3] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        right[i_3] = (float)pcm[2 * i_3 + 1] * (1.0f / 32768.0f);
    }
}
