extern "C" __global__ void complex_mul_cf2x(const float* a, const float* b, float* c, int n) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
