extern "C" __global__ void q16_mul_i32_cf8x(const int* a, const int* b, int* c, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_4] = (int)(((long long)a[i_4] * b[i_4]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_5] = (int)(((long long)a[i_5] * b[i_5]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_6] = (int)(((long long)a[i_6] * b[i_6]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_7] = (int)(((long long)a[i_7] * b[i_7]) >> 16);
}
