extern "C" __global__ void stereo_i16_split_cf16x_st32(const short* pcm, float* left, float* right, int nframes) {
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_0 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_0] = (float)pcm[2 * i_0] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_0] = (float)pcm[2 * i_0 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_1 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_1] = (float)pcm[2 * i_1] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_1] = (float)pcm[2 * i_1 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_2 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_2] = (float)pcm[2 * i_2] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_2] = (float)pcm[2 * i_2 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_3 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_3] = (float)pcm[2 * i_3] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_3] = (float)pcm[2 * i_3 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_4 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_4] = (float)pcm[2 * i_4] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_4] = (float)pcm[2 * i_4 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_5 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_5] = (float)pcm[2 * i_5] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_5] = (float)pcm[2 * i_5 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_6 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_6] = (float)pcm[2 * i_6] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_6] = (float)pcm[2 * i_6 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_7 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_7] = (float)pcm[2 * i_7] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_7] = (float)pcm[2 * i_7 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_8 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_8] = (float)pcm[2 * i_8] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_8] = (float)pcm[2 * i_8 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_9 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_9] = (float)pcm[2 * i_9] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_9] = (float)pcm[2 * i_9 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_10 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_10] = (float)pcm[2 * i_10] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_10] = (float)pcm[2 * i_10 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_11 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_11] = (float)pcm[2 * i_11] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_11] = (float)pcm[2 * i_11 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_12 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_12] = (float)pcm[2 * i_12] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_12] = (float)pcm[2 * i_12 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_13 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_13] = (float)pcm[2 * i_13] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_13] = (float)pcm[2 * i_13 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_14 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_14] = (float)pcm[2 * i_14] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_14] = (float)pcm[2 * i_14 + 1] * (1.0f / 32768.0f);
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
        if (i_15 < nframes) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            left[i_15] = (float)pcm[2 * i_15] * (1.0f / 32768.0f);
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/stereo_i16_split.cu"
            right[i_15] = (float)pcm[2 * i_15 + 1] * (1.0f / 32768.0f);
        }
}
