extern "C" __global__ void cmplx_axpy(const float* x, const float* y, float* z, float ar, float ai, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        float2 xv = ((const float2*)x)[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        float2 yv = ((const float2*)y)[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/cmplx_axpy.cu"
        ((float2*)z)[i] = make_float2(ar * xv.x - ai * xv.y + yv.x, ar * xv.y + ai * xv.x + yv.y);
    }
}
