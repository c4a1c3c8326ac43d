extern "C" __global__ void cmplx_axpy_cf8x(const float* x, const float* y, float* z, float ar, float ai, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 xv_0 = ((const float2*)x)[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 yv_0 = ((const float2*)y)[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        ((float2*)z)[i_0] = make_float2(ar * xv_0.x - ai * xv_0.y + yv_0.x, ar * xv_0.y + ai * xv_0.x + yv_0.y);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 xv_1 = ((const float2*)x)[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 yv_1 = ((const float2*)y)[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        ((float2*)z)[i_1] = make_float2(ar * xv_1.x - ai * xv_1.y + yv_1.x, ar * xv_1.y + ai * xv_1.x + yv_1.y);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 xv_2 = ((const float2*)x)[i_2];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 yv_2 = ((const float2*)y)[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        ((float2*)z)[i_2] = make_float2(ar * xv_2.x - ai * xv_2.y + yv_2.x, ar * xv_2.y + ai * xv_2.x + yv_2.y);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 xv_3 = ((const float2*)x)[i_3];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 yv_3 = ((const float2*)y)[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        ((float2*)z)[i_3] = make_float2(ar * xv_3.x - ai * xv_3.y + yv_3.x, ar * xv_3.y + ai * xv_3.x + yv_3.y);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    if (i_4 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 xv_4 = ((const float2*)x)[i_4];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 yv_4 = ((const float2*)y)[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        ((float2*)z)[i_4] = make_float2(ar * xv_4.x - ai * xv_4.y + yv_4.x, ar * xv_4.y + ai * xv_4.x + yv_4.y);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    if (i_5 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 xv_5 = ((const float2*)x)[i_5];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 yv_5 = ((const float2*)y)[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        ((float2*)z)[i_5] = make_float2(ar * xv_5.x - ai * xv_5.y + yv_5.x, ar * xv_5.y + ai * xv_5.x + yv_5.y);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    if (i_6 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 xv_6 = ((const float2*)x)[i_6];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 yv_6 = ((const float2*)y)[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        ((float2*)z)[i_6] = make_float2(ar * xv_6.x - ai * xv_6.y + yv_6.x, ar * xv_6.y + ai * xv_6.x + yv_6.y);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    if (i_7 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 xv_7 = ((const float2*)x)[i_7];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        float2 yv_7 = ((const float2*)y)[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
        ((float2*)z)[i_7] = make_float2(ar * xv_7.x - ai * xv_7.y + yv_7.x, ar * xv_7.y + ai * xv_7.x + yv_7.y);
    }
}
