extern "C" __global__ void cmplx_axpy_cf2x(const float* x, const float* y, float* z, float ar, float ai, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        float2 xv_0 = ((const float2*)x)[i_0];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        float2 yv_0 = ((const float2*)y)[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        ((float2*)z)[i_0] = make_float2(ar * xv_0.x - ai * xv_0.y + yv_0.x, ar * xv_0.y + ai * xv_0.x + yv_0.y);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        float2 xv_1 = ((const float2*)x)[i_1];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        float2 yv_1 = ((const float2*)y)[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        ((float2*)z)[i_1] = make_float2(ar * xv_1.x - ai * xv_1.y + yv_1.x, ar * xv_1.y + ai * xv_1.x + yv_1.y);
    }
}
