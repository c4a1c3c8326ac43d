extern "C" __global__ void bcd_encode_u32_cf4x(const unsigned int* value, unsigned int* bcd, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        unsigned int v_2 = value[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        unsigned int out_2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        for (int k_2 = 0; k_2 < 8; k_2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            out_2 |= (v_2 % 10u) << (4 * k_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            v_2 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        bcd[i_2] = out_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        unsigned int v_3 = value[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        unsigned int out_3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        for (int k_3 = 0; k_3 < 8; k_3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            out_3 |= (v_3 % 10u) << (4 * k_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            v_3 /= 10u;
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        bcd[i_3] = out_3;
    }
}
