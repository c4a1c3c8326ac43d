extern "C" __global__ void q16_mul_i32(const int* a, const int* b, int* c, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i] = (int)(((long long)a[i] * b[i]) >> 16);
}
