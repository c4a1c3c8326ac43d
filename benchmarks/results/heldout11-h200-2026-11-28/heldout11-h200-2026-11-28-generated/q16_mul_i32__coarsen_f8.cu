extern "C" __global__ void q16_mul_i32_cf8x(const int* a, const int* b, int* c, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i_4 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i_4] = (int)(((long long)a[i_4] * b[i_4]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i_5 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i_5] = (int)(((long long)a[i_5] * b[i_5]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i_6 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i_6] = (int)(((long long)a[i_6] * b[i_6]) >> 16);
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
    if (i_7 < n)
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/q16_mul_i32.cu"
        c[i_7] = (int)(((long long)a[i_7] * b[i_7]) >> 16);
}
