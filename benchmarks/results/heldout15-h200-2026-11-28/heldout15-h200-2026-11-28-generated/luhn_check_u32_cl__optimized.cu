extern "C" __global__ void luhn_check_u32_opt(const unsigned int* number, unsigned char* valid, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 number_v0;
    uchar4 valid_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        if (ucond) {
            number_v0 = *(const uint4*)&number[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int v_m0 = number_v0.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int sum_m0 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            for (int k_m0 = 0; k_m0 < 10; k_m0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                unsigned int d_m0 = v_m0 % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                v_m0 /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (k_m0 & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d_m0 *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    if (d_m0 > 9u) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                        d_m0 -= 9u;
                    }
                }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                sum_m0 += d_m0;
            }
            valid_v1.x = (unsigned char)(sum_m0 % 10u == 0u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int v_m1 = number_v0.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int sum_m1 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            for (int k_m1 = 0; k_m1 < 10; k_m1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                unsigned int d_m1 = v_m1 % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                v_m1 /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (k_m1 & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d_m1 *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    if (d_m1 > 9u) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                        d_m1 -= 9u;
                    }
                }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                sum_m1 += d_m1;
            }
            valid_v1.y = (unsigned char)(sum_m1 % 10u == 0u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int v_m2 = number_v0.z;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int sum_m2 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            for (int k_m2 = 0; k_m2 < 10; k_m2++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                unsigned int d_m2 = v_m2 % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                v_m2 /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (k_m2 & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d_m2 *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    if (d_m2 > 9u) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                        d_m2 -= 9u;
                    }
                }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                sum_m2 += d_m2;
            }
            valid_v1.z = (unsigned char)(sum_m2 % 10u == 0u);
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int v_m3 = number_v0.w;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int sum_m3 = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            for (int k_m3 = 0; k_m3 < 10; k_m3++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                unsigned int d_m3 = v_m3 % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                v_m3 /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (k_m3 & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d_m3 *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    if (d_m3 > 9u) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                        d_m3 -= 9u;
                    }
                }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                sum_m3 += d_m3;
            }
            valid_v1.w = (unsigned char)(sum_m3 % 10u == 0u);
            *(uchar4*)(&valid[i_m3] - 3) = valid_v1;
        }
    }
}
