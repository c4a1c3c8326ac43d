extern "C" __global__ void ilog2_u32(const unsigned int* in, int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        unsigned int w = in[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        int r = -1;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        if (w != 0u) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            r = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w >= 65536u) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                w >>= 16;
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r += 16;
            }
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w >= 256u) {
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                w >>= 8;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r += 8;
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w >= 16u) {
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                w >>= 4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r += 4;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w >= 4u) {
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                w >>= 2;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r += 2;
            }
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
            if (w >= 2u) {
#line 15 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
                r += 1;
            }
        }
#line 17 "/work/main/.stage/main/benchmarks/heldout6/kernels/ilog2_u32.cu"
        out[i] = r;
    }
}
