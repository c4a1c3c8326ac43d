extern "C" __global__ void q16_mul_i32_cf2x(const int* a, const int* b, int* c, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_0] = (int)(((long long)a[i_0] * b[i_0]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i_1] = (int)(((long long)a[i_1] * b[i_1]) >> 16);
}
