extern "C" __global__ void stereo_i16_split_cf8x(const short* pcm, float* left, float* right, int nframes) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (i_0 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        left[i_0] = (float)pcm[2 * i_0] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        right[i_0] = (float)pcm[2 * i_0 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (i_1 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        left[i_1] = (float)pcm[2 * i_1] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        right[i_1] = (float)pcm[2 * i_1 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (i_2 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        left[i_2] = (float)pcm[2 * i_2] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        right[i_2] = (float)pcm[2 * i_2 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (i_3 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        left[i_3] = (float)pcm[2 * i_3] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        right[i_3] = (float)pcm[2 * i_3 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (i_4 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        left[i_4] = (float)pcm[2 * i_4] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        right[i_4] = (float)pcm[2 * i_4 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (i_5 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        left[i_5] = (float)pcm[2 * i_5] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        right[i_5] = (float)pcm[2 * i_5 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (i_6 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        left[i_6] = (float)pcm[2 * i_6] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        right[i_6] = (float)pcm[2 * i_6 + 1] * (1.0f / 32768.0f);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (i_7 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        left[i_7] = (float)pcm[2 * i_7] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        right[i_7] = (float)pcm[2 * i_7 + 1] * (1.0f / 32768.0f);
    }
}
