extern "C" __global__ void q16_mul_i32_cf4x(const int* a, const int* b, int* c, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i_0 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i_0] = (int)(((long long)a[i_0] * b[i_0]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i_1 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i_1] = (int)(((long long)a[i_1] * b[i_1]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i_2 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i_2] = (int)(((long long)a[i_2] * b[i_2]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i_3 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i_3] = (int)(((long long)a[i_3] * b[i_3]) >> 16);
}
