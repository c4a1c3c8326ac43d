extern "C" __global__ void complex_mul_cf8x(const float* a, const float* b, float* c, int n) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar_4 = a[2 * i_4];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai_4 = a[2 * i_4 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br_4 = b[2 * i_4];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi_4 = b[2 * i_4 + 1];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_4] = ar_4 * br_4 - ai_4 * bi_4;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_4 + 1] = ar_4 * bi_4 + ai_4 * br_4;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar_5 = a[2 * i_5];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai_5 = a[2 * i_5 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br_5 = b[2 * i_5];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi_5 = b[2 * i_5 + 1];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_5] = ar_5 * br_5 - ai_5 * bi_5;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_5 + 1] = ar_5 * bi_5 + ai_5 * br_5;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar_6 = a[2 * i_6];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai_6 = a[2 * i_6 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br_6 = b[2 * i_6];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi_6 = b[2 * i_6 + 1];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_6] = ar_6 * br_6 - ai_6 * bi_6;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_6 + 1] = ar_6 * bi_6 + ai_6 * br_6;
    }
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar_7 = a[2 * i_7];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai_7 = a[2 * i_7 + 1];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br_7 = b[2 * i_7];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi_7 = b[2 * i_7 + 1];
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_7] = ar_7 * br_7 - ai_7 * bi_7;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i_7 + 1] = ar_7 * bi_7 + ai_7 * br_7;
    }
}
