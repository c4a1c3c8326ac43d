extern "C" __global__ void bswap32_words_cf16x_st32(const unsigned int* in, unsigned int* out, unsigned int key, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_0;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_1;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_2;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_3;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_4;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_5;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_6;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_7;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_8;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_9;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_10;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_11;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_12;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_13;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_14;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    int i_15;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_0 = in[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_0 = (w_0 >> 24) | ((w_0 >> 8) & 65280u) | ((w_0 << 8) & 16711680u) | (w_0 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_0] = s_0 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_1 = in[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_1 = (w_1 >> 24) | ((w_1 >> 8) & 65280u) | ((w_1 << 8) & 16711680u) | (w_1 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_1] = s_1 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_2 = in[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_2 = (w_2 >> 24) | ((w_2 >> 8) & 65280u) | ((w_2 << 8) & 16711680u) | (w_2 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_2] = s_2 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_3 = in[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_3 = (w_3 >> 24) | ((w_3 >> 8) & 65280u) | ((w_3 << 8) & 16711680u) | (w_3 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_3] = s_3 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_4 = in[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_4 = (w_4 >> 24) | ((w_4 >> 8) & 65280u) | ((w_4 << 8) & 16711680u) | (w_4 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_4] = s_4 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_5 = in[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_5 = (w_5 >> 24) | ((w_5 >> 8) & 65280u) | ((w_5 << 8) & 16711680u) | (w_5 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_5] = s_5 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_6 = in[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_6 = (w_6 >> 24) | ((w_6 >> 8) & 65280u) | ((w_6 << 8) & 16711680u) | (w_6 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_6] = s_6 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_7 = in[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_7 = (w_7 >> 24) | ((w_7 >> 8) & 65280u) | ((w_7 << 8) & 16711680u) | (w_7 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_7] = s_7 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_8 = in[i_8];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_8 = (w_8 >> 24) | ((w_8 >> 8) & 65280u) | ((w_8 << 8) & 16711680u) | (w_8 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_8] = s_8 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_9 = in[i_9];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_9 = (w_9 >> 24) | ((w_9 >> 8) & 65280u) | ((w_9 << 8) & 16711680u) | (w_9 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_9] = s_9 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_10 = in[i_10];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_10 = (w_10 >> 24) | ((w_10 >> 8) & 65280u) | ((w_10 << 8) & 16711680u) | (w_10 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_10] = s_10 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_11 = in[i_11];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_11 = (w_11 >> 24) | ((w_11 >> 8) & 65280u) | ((w_11 << 8) & 16711680u) | (w_11 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_11] = s_11 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_12 = in[i_12];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_12 = (w_12 >> 24) | ((w_12 >> 8) & 65280u) | ((w_12 << 8) & 16711680u) | (w_12 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_12] = s_12 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_13 = in[i_13];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_13 = (w_13 >> 24) | ((w_13 >> 8) & 65280u) | ((w_13 << 8) & 16711680u) | (w_13 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_13] = s_13 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_14 = in[i_14];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_14 = (w_14 >> 24) | ((w_14 >> 8) & 65280u) | ((w_14 << 8) & 16711680u) | (w_14 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_14] = s_14 ^ key;
        }
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int w_15 = in[i_15];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            unsigned int s_15 = (w_15 >> 24) | ((w_15 >> 8) & 65280u) | ((w_15 << 8) & 16711680u) | (w_15 << 24);
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/bswap32_words.cu"
            out[i_15] = s_15 ^ key;
        }
}
