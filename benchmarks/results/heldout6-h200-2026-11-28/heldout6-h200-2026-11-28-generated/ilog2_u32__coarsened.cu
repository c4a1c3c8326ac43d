extern "C" __global__ void ilog2_u32_cf16x_st32(const unsigned int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_0;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_0 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_1;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_1 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_2;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_2 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_3;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_3 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_4;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_4 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_5;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_5 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_6;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_6 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_7;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_7 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_8;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_8 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_9;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_9 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_10;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_10 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_11;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_11 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_12;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_12 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_13;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_13 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_14;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_14 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u);
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_15;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        i_15 = blockIdx.x * 256u + (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u);
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_0 = in[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_0 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_0 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_0 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_0 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_0 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_0 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_0 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_0 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_0 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_0 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_0 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_0 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_0 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_0 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_0 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_0 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_0 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_0] = r_0;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 32u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_1 = in[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_1 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_1 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_1 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_1 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_1 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_1 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_1 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_1 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_1 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_1 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_1 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_1 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_1 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_1 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_1 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_1 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_1 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_1] = r_1;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 64u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_2 = in[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_2 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_2 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_2 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_2 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_2 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_2 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_2 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_2 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_2 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_2 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_2 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_2 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_2 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_2 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_2 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_2 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_2 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_2] = r_2;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 96u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_3 = in[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_3 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_3 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_3 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_3 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_3 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_3 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_3 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_3 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_3 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_3 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_3 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_3 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_3 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_3 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_3 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_3 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_3 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_3] = r_3;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 128u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_4 = in[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_4 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_4 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_4 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_4 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_4 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_4 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_4 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_4 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_4 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_4 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_4 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_4 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_4 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_4 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_4 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_4 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_4 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_4] = r_4;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 160u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_5 = in[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_5 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_5 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_5 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_5 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_5 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_5 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_5 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_5 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_5 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_5 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_5 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_5 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_5 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_5 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_5 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_5 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_5 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_5] = r_5;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 192u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_6 = in[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_6 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_6 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_6 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_6 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_6 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_6 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_6 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_6 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_6 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_6 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_6 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_6 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_6 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_6 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_6 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_6 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_6 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_6] = r_6;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 224u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_7 = in[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_7 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_7 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_7 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_7 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_7 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_7 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_7 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_7 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_7 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_7 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_7 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_7 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_7 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_7 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_7 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_7 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_7 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_7] = r_7;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 256u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_8 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_8 = in[i_8];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_8 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_8 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_8 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_8 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_8 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_8 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_8 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_8 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_8 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_8 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_8 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_8 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_8 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_8 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_8 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_8 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_8 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_8] = r_8;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 288u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_9 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_9 = in[i_9];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_9 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_9 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_9 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_9 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_9 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_9 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_9 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_9 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_9 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_9 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_9 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_9 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_9 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_9 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_9 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_9 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_9 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_9] = r_9;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 320u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_10 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_10 = in[i_10];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_10 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_10 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_10 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_10 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_10 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_10 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_10 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_10 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_10 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_10 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_10 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_10 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_10 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_10 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_10 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_10 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_10 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_10] = r_10;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 352u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_11 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_11 = in[i_11];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_11 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_11 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_11 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_11 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_11 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_11 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_11 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_11 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_11 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_11 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_11 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_11 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_11 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_11 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_11 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_11 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_11 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_11] = r_11;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 384u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_12 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_12 = in[i_12];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_12 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_12 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_12 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_12 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_12 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_12 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_12 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_12 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_12 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_12 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_12 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_12 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_12 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_12 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_12 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_12 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_12 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_12] = r_12;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 416u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_13 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_13 = in[i_13];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_13 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_13 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_13 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_13 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_13 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_13 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_13 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_13 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_13 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_13 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_13 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_13 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_13 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_13 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_13 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_13 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_13 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_13] = r_13;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 448u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_14 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_14 = in[i_14];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_14 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_14 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_14 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_14 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_14 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_14 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_14 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_14 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_14 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_14 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_14 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_14 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_14 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_14 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_14 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_14 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_14 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_14] = r_14;
        }
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (threadIdx.x / 32u * 512u + threadIdx.x % 32u + 480u < 256u)
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (i_15 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            unsigned int w_15 = in[i_15];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            int r_15 = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w_15 != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r_15 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_15 >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_15 >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_15 += 16;
                }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_15 >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_15 >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_15 += 8;
                }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_15 >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_15 >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_15 += 4;
                }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_15 >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    w_15 >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_15 += 2;
                }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                if (w_15 >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                    r_15 += 1;
                }
            }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            out[i_15] = r_15;
        }
}
