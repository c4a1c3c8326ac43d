extern "C" __global__ void ilog2_u32_cf2x(const unsigned int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
