extern "C" __global__ void luhn_check_u32_cf2x(const unsigned int* number, unsigned char* valid, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        unsigned int v_0 = number[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        unsigned int sum_0 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        for (int k_0 = 0; k_0 < 10; k_0++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            unsigned int d_0 = v_0 % 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            v_0 /= 10u;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            if (k_0 & 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                d_0 *= 2u;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                if (d_0 > 9u)
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                    d_0 -= 9u;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            sum_0 += d_0;
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        valid[i_0] = (unsigned char)(sum_0 % 10u == 0u);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        unsigned int v_1 = number[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        unsigned int sum_1 = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        for (int k_1 = 0; k_1 < 10; k_1++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            unsigned int d_1 = v_1 % 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            v_1 /= 10u;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            if (k_1 & 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                d_1 *= 2u;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                if (d_1 > 9u)
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                    d_1 -= 9u;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            sum_1 += d_1;
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        valid[i_1] = (unsigned char)(sum_1 % 10u == 0u);
    }
}
