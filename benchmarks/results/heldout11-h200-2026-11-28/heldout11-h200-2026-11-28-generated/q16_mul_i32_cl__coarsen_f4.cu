extern "C" __global__ void q16_mul_i32_cf4x(const int* a, const int* b, int* c, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_0] = (int)(((long long)a[i_0] * b[i_0]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_1] = (int)(((long long)a[i_1] * b[i_1]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_2] = (int)(((long long)a[i_2] * b[i_2]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_3] = (int)(((long long)a[i_3] * b[i_3]) >> 16);
}
