extern "C" __global__ void luhn_check_u32(const unsigned int* number, unsigned char* valid, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        unsigned int v = number[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        unsigned int sum = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        for (int k = 0; k < 10; k++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            unsigned int d = v % 10u;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            v /= 10u;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            if (k & 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                d *= 2u;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                if (d > 9u)
#line 17 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
                    d -= 9u;
            }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
            sum += d;
        }
#line 21 "/work/main/.stage/main/benchmarks/heldout15/kernels/luhn_check_u32.cu"
        valid[i] = (unsigned char)(sum % 10u == 0u);
    }
}
