extern "C" __global__ void luhn_check_u32_cf4x_st16(const unsigned int* number, unsigned char* valid, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 16ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 48ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int v_0 = number[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int sum_0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        for (int k_0 = 0; k_0 < 10; k_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int d_0 = v_0 % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            v_0 /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            if (k_0 & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                d_0 *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (d_0 > 9u)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d_0 -= 9u;
            }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            sum_0 += d_0;
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        valid[i_0] = (unsigned char)(sum_0 % 10u == 0u);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int v_1 = number[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int sum_1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        for (int k_1 = 0; k_1 < 10; k_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int d_1 = v_1 % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            v_1 /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            if (k_1 & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                d_1 *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (d_1 > 9u)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d_1 -= 9u;
            }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            sum_1 += d_1;
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        valid[i_1] = (unsigned char)(sum_1 % 10u == 0u);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int v_2 = number[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int sum_2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        for (int k_2 = 0; k_2 < 10; k_2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int d_2 = v_2 % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            v_2 /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            if (k_2 & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                d_2 *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (d_2 > 9u)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d_2 -= 9u;
            }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            sum_2 += d_2;
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        valid[i_2] = (unsigned char)(sum_2 % 10u == 0u);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int v_3 = number[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int sum_3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        for (int k_3 = 0; k_3 < 10; k_3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int d_3 = v_3 % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            v_3 /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            if (k_3 & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                d_3 *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (d_3 > 9u)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d_3 -= 9u;
            }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            sum_3 += d_3;
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        valid[i_3] = (unsigned char)(sum_3 % 10u == 0u);
    }
}
