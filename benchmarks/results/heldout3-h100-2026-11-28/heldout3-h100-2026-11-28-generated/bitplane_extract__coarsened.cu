extern "C" __global__ void bitplane_extract_cf16x_st32(const unsigned char* in, unsigned char* planes, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_1;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_2;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_3;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_4;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_5;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_6;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_7;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_8;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_9;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_10;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_11;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_12;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_13;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_14;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    int i_15;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_0 = in[i_0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_0 = 0; p_0 < 8; p_0++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_0 * n + i_0] = (unsigned char)((v_0 >> p_0) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_1 = in[i_1];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_1 = 0; p_1 < 8; p_1++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_1 * n + i_1] = (unsigned char)((v_1 >> p_1) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_2 = in[i_2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_2 = 0; p_2 < 8; p_2++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_2 * n + i_2] = (unsigned char)((v_2 >> p_2) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_3 = in[i_3];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_3 = 0; p_3 < 8; p_3++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_3 * n + i_3] = (unsigned char)((v_3 >> p_3) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_4 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_4 = in[i_4];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_4 = 0; p_4 < 8; p_4++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_4 * n + i_4] = (unsigned char)((v_4 >> p_4) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_5 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_5 = in[i_5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_5 = 0; p_5 < 8; p_5++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_5 * n + i_5] = (unsigned char)((v_5 >> p_5) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_6 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_6 = in[i_6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_6 = 0; p_6 < 8; p_6++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_6 * n + i_6] = (unsigned char)((v_6 >> p_6) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_7 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_7 = in[i_7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_7 = 0; p_7 < 8; p_7++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_7 * n + i_7] = (unsigned char)((v_7 >> p_7) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_8 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_8 = in[i_8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_8 = 0; p_8 < 8; p_8++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_8 * n + i_8] = (unsigned char)((v_8 >> p_8) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_9 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_9 = in[i_9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_9 = 0; p_9 < 8; p_9++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_9 * n + i_9] = (unsigned char)((v_9 >> p_9) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_10 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_10 = in[i_10];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_10 = 0; p_10 < 8; p_10++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_10 * n + i_10] = (unsigned char)((v_10 >> p_10) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_11 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_11 = in[i_11];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_11 = 0; p_11 < 8; p_11++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_11 * n + i_11] = (unsigned char)((v_11 >> p_11) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_12 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_12 = in[i_12];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_12 = 0; p_12 < 8; p_12++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_12 * n + i_12] = (unsigned char)((v_12 >> p_12) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_13 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_13 = in[i_13];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_13 = 0; p_13 < 8; p_13++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_13 * n + i_13] = (unsigned char)((v_13 >> p_13) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_14 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_14 = in[i_14];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_14 = 0; p_14 < 8; p_14++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_14 * n + i_14] = (unsigned char)((v_14 >> p_14) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
        if (i_15 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            int v_15 = in[i_15];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
            for (int p_15 = 0; p_15 < 8; p_15++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cu"
                planes[p_15 * n + i_15] = (unsigned char)((v_15 >> p_15) & 1);
        }
}
