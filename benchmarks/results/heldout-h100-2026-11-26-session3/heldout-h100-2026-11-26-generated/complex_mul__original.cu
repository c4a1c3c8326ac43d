extern "C" __global__ void complex_mul(const float* a, const float* b, float* c, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/complex_mul.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/complex_mul.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/complex_mul.cu"
        float ar = a[2 * i];
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/complex_mul.cu"
        float ai = a[2 * i + 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/complex_mul.cu"
        float br = b[2 * i];
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/complex_mul.cu"
        float bi = b[2 * i + 1];
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i] = ar * br - ai * bi;
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/complex_mul.cu"
        c[2 * i + 1] = ar * bi + ai * br;
    }
}
