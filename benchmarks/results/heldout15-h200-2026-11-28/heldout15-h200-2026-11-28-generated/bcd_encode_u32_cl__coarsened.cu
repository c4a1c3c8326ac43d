extern "C" __global__ void bcd_encode_u32_cf2x_st32(const unsigned int* value, unsigned int* bcd, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        unsigned int v_0 = value[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        unsigned int out_0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        for (int k_0 = 0; k_0 < 8; k_0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            out_0 |= (v_0 % 10u) << (4 * k_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            v_0 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        bcd[i_0] = out_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        unsigned int v_1 = value[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        unsigned int out_1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        for (int k_1 = 0; k_1 < 8; k_1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            out_1 |= (v_1 % 10u) << (4 * k_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            v_1 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        bcd[i_1] = out_1;
    }
}
