extern "C" __global__ void bcd_encode_u32_cf2x(const unsigned int* value, unsigned int* bcd, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int v_0 = value[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int out_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        for (int k_0 = 0; k_0 < 8; k_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            out_0 |= (v_0 % 10u) << (4 * k_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            v_0 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        bcd[i_0] = out_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int v_1 = value[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        unsigned int out_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        for (int k_1 = 0; k_1 < 8; k_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            out_1 |= (v_1 % 10u) << (4 * k_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
            v_1 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cu"
        bcd[i_1] = out_1;
    }
}
