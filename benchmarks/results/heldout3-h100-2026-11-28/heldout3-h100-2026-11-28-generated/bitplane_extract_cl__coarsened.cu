extern "C" __global__ void bitplane_extract_cf16x_st32(const unsigned char* in, unsigned char* planes, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_0;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_1;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_2;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_3;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_4;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_5;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_6;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_7;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_8;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_9;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_10;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_11;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_12;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_13;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_14;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    int i_15;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_0 = in[i_0];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_0 = 0; p_0 < 8; p_0++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_0 * n + i_0] = (unsigned char)((v_0 >> p_0) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_1 = in[i_1];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_1 = 0; p_1 < 8; p_1++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_1 * n + i_1] = (unsigned char)((v_1 >> p_1) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_2 = in[i_2];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_2 = 0; p_2 < 8; p_2++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_2 * n + i_2] = (unsigned char)((v_2 >> p_2) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_3 = in[i_3];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_3 = 0; p_3 < 8; p_3++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_3 * n + i_3] = (unsigned char)((v_3 >> p_3) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_4 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_4 = in[i_4];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_4 = 0; p_4 < 8; p_4++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_4 * n + i_4] = (unsigned char)((v_4 >> p_4) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_5 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_5 = in[i_5];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_5 = 0; p_5 < 8; p_5++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_5 * n + i_5] = (unsigned char)((v_5 >> p_5) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_6 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_6 = in[i_6];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_6 = 0; p_6 < 8; p_6++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_6 * n + i_6] = (unsigned char)((v_6 >> p_6) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_7 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_7 = in[i_7];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_7 = 0; p_7 < 8; p_7++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_7 * n + i_7] = (unsigned char)((v_7 >> p_7) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_8 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_8 = in[i_8];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_8 = 0; p_8 < 8; p_8++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_8 * n + i_8] = (unsigned char)((v_8 >> p_8) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_9 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_9 = in[i_9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_9 = 0; p_9 < 8; p_9++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_9 * n + i_9] = (unsigned char)((v_9 >> p_9) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_10 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_10 = in[i_10];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_10 = 0; p_10 < 8; p_10++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_10 * n + i_10] = (unsigned char)((v_10 >> p_10) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_11 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_11 = in[i_11];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_11 = 0; p_11 < 8; p_11++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_11 * n + i_11] = (unsigned char)((v_11 >> p_11) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_12 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_12 = in[i_12];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_12 = 0; p_12 < 8; p_12++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_12 * n + i_12] = (unsigned char)((v_12 >> p_12) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_13 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_13 = in[i_13];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_13 = 0; p_13 < 8; p_13++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_13 * n + i_13] = (unsigned char)((v_13 >> p_13) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_14 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_14 = in[i_14];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_14 = 0; p_14 < 8; p_14++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_14 * n + i_14] = (unsigned char)((v_14 >> p_14) & 1);
        }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
        if (i_15 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            int v_15 = in[i_15];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
            for (int p_15 = 0; p_15 < 8; p_15++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bitplane_extract.cl"
                planes[p_15 * n + i_15] = (unsigned char)((v_15 >> p_15) & 1);
        }
}
