extern "C" __global__ void stereo_i16_split_cf8x(const short* pcm, float* left, float* right, int nframes) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (i_4 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        left[i_4] = (float)pcm[2 * i_4] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        right[i_4] = (float)pcm[2 * i_4 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (i_5 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        left[i_5] = (float)pcm[2 * i_5] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        right[i_5] = (float)pcm[2 * i_5 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (i_6 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        left[i_6] = (float)pcm[2 * i_6] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        right[i_6] = (float)pcm[2 * i_6 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
    if (i_7 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        left[i_7] = (float)pcm[2 * i_7] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cl"
        right[i_7] = (float)pcm[2 * i_7 + 1] * (1.0f / 32768.0f);
    }
}
