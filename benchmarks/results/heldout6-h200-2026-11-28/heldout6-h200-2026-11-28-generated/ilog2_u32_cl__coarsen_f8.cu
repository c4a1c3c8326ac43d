extern "C" __global__ void ilog2_u32_cf8x(const unsigned int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
}
