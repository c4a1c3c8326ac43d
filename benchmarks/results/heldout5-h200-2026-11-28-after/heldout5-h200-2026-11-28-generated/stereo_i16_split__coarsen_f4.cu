extern "C" __global__ void stereo_i16_split_cf4x(const short* pcm, float* left, float* right, int nframes) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
