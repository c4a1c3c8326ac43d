extern "C" __global__ void complex_mul_opt(const float* a, const float* b, float* c, int n) {
#line 7 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
    if (i < n) {
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float2 a_v = *(const float2*)&a[2 * i];
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ar = a_v.x;
#line 9 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float ai = a_v.y;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float2 b_v = *(const float2*)&b[2 * i];
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float br = b_v.x;
#line 10 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float bi = b_v.y;
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        float2 c_v = make_float2(0.0f, 0.0f);
#line 11 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c_v.x = ar * br - ai * bi;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        c_v.y = ar * bi + ai * br;
#line 12 "/work/main/.stage/memopt-heldout/benchmarks/heldout/kernels/complex_mul.cu"
        *(float2*)&c[2 * i] = c_v;
    }
}
