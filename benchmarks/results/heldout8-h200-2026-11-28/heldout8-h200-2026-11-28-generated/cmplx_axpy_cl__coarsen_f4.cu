extern "C" __global__ void cmplx_axpy_cf4x(const float* x, const float* y, float* z, float ar, float ai, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
}
