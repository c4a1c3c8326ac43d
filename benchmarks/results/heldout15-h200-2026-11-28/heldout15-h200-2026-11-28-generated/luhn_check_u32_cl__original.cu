extern "C" __global__ void luhn_check_u32(const unsigned int* number, unsigned char* valid, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int v = number[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        unsigned int sum = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        for (int k = 0; k < 10; k++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            unsigned int d = v % 10u;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            v /= 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            if (k & 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                d *= 2u;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                if (d > 9u)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
                    d -= 9u;
            }
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
            sum += d;
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cl"
        valid[i] = (unsigned char)(sum % 10u == 0u);
    }
}
