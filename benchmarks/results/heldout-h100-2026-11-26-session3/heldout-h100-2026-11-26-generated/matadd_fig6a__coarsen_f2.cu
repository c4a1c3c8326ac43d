extern "C" __global__ void matadd_fig6a_cf2x(const float* a, const float* b, float* c) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    int i_0 = threadIdx.x * 2u * gridDim.x + blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    int i_1 = (threadIdx.x * 2u + 1u) * gridDim.x + blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    c[i_0] = a[i_0] + b[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    c[i_1] = a[i_1] + b[i_1];
}
