extern "C" __global__ void ilog2_u32_cf16x_st32(const unsigned int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_0 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_1 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_2 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_3 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_4 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_5 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_6 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_7 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_8 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_9 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_10 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_11 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_12 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_13 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_14 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        i_15 = (unsigned long long)blockIdx.x * 256ull + ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_0 = in[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_0 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_0 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_0 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_0 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_0 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_0 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_0 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_0 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_0 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_0 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_0 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_0 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_0 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_0 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_0 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_0 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_0 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_0] = r_0;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 32ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_1 = in[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_1 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_1 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_1 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_1 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_1 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_1 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_1 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_1 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_1 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_1 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_1 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_1 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_1 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_1 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_1 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_1 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_1 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_1] = r_1;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 64ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_2 = in[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_2 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_2 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_2 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_2 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_2 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_2 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_2 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_2 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_2 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_2 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_2 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_2 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_2 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_2 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_2 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_2 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_2 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_2] = r_2;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 96ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_3 = in[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_3 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_3 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_3 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_3 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_3 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_3 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_3 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_3 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_3 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_3 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_3 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_3 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_3 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_3 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_3 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_3 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_3 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_3] = r_3;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 128ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_4 = in[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_4 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_4 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_4 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_4 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_4 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_4 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_4 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_4 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_4 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_4 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_4 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_4 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_4 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_4 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_4 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_4 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_4 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_4] = r_4;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 160ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_5 = in[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_5 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_5 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_5 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_5 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_5 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_5 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_5 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_5 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_5 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_5 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_5 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_5 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_5 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_5 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_5 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_5 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_5 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_5] = r_5;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 192ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_6 = in[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_6 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_6 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_6 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_6 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_6 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_6 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_6 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_6 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_6 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_6 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_6 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_6 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_6 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_6 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_6 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_6 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_6 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_6] = r_6;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 224ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_7 = in[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_7 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_7 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_7 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_7 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_7 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_7 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_7 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_7 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_7 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_7 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_7 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_7 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_7 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_7 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_7 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_7 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_7 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_7] = r_7;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 256ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_8 = in[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_8 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_8 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_8 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_8 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_8 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_8 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_8 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_8 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_8 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_8 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_8 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_8 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_8 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_8 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_8 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_8 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_8 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_8] = r_8;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 288ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_9 = in[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_9 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_9 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_9 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_9 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_9 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_9 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_9 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_9 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_9 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_9 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_9 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_9 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_9 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_9 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_9 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_9 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_9 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_9] = r_9;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 320ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_10 = in[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_10 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_10 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_10 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_10 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_10 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_10 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_10 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_10 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_10 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_10 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_10 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_10 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_10 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_10 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_10 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_10 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_10 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_10] = r_10;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 352ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_11 = in[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_11 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_11 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_11 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_11 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_11 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_11 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_11 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_11 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_11 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_11 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_11 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_11 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_11 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_11 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_11 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_11 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_11 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_11] = r_11;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 384ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_12 = in[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_12 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_12 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_12 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_12 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_12 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_12 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_12 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_12 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_12 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_12 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_12 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_12 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_12 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_12 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_12 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_12 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_12 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_12] = r_12;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 416ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_13 = in[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_13 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_13 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_13 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_13 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_13 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_13 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_13 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_13 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_13 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_13 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_13 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_13 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_13 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_13 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_13 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_13 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_13 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_13] = r_13;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 448ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_14 = in[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_14 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_14 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_14 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_14 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_14 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_14 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_14 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_14 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_14 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_14 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_14 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_14 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_14 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_14 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_14 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_14 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_14 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_14] = r_14;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    if ((unsigned long long)threadIdx.x / 32ull * 512ull + (unsigned long long)threadIdx.x % 32ull + 480ull < 256ull)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            unsigned int w_15 = in[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            int r_15 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            if (w_15 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                r_15 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_15 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_15 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_15 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_15 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_15 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_15 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_15 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_15 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_15 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_15 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    w_15 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_15 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                if (w_15 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
                    r_15 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
            out[i_15] = r_15;
        }
}
