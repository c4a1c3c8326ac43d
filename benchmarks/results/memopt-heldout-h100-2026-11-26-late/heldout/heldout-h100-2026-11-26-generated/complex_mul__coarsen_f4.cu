extern "C" __global__ void complex_mul_cf4x(const float* a, const float* b, float* c, int n) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar_0 = a[2 * i_0];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai_0 = a[2 * i_0 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br_0 = b[2 * i_0];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi_0 = b[2 * i_0 + 1];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_0] = ar_0 * br_0 - ai_0 * bi_0;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_0 + 1] = ar_0 * bi_0 + ai_0 * br_0;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar_1 = a[2 * i_1];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai_1 = a[2 * i_1 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br_1 = b[2 * i_1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi_1 = b[2 * i_1 + 1];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_1] = ar_1 * br_1 - ai_1 * bi_1;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_1 + 1] = ar_1 * bi_1 + ai_1 * br_1;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar_2 = a[2 * i_2];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai_2 = a[2 * i_2 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br_2 = b[2 * i_2];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi_2 = b[2 * i_2 + 1];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_2] = ar_2 * br_2 - ai_2 * bi_2;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_2 + 1] = ar_2 * bi_2 + ai_2 * br_2;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar_3 = a[2 * i_3];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai_3 = a[2 * i_3 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br_3 = b[2 * i_3];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi_3 = b[2 * i_3 + 1];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_3] = ar_3 * br_3 - ai_3 * bi_3;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_3 + 1] = ar_3 * bi_3 + ai_3 * br_3;
    }
}
