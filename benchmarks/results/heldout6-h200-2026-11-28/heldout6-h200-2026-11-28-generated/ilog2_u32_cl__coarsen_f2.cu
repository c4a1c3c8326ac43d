extern "C" __global__ void ilog2_u32_cf2x(const unsigned int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
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
}
