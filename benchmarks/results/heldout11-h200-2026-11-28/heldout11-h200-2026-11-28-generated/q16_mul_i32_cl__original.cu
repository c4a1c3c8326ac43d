extern "C" __global__ void q16_mul_i32(const int* a, const int* b, int* c, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cl"
        c[i] = (int)(((long long)a[i] * b[i]) >> 16);
}
