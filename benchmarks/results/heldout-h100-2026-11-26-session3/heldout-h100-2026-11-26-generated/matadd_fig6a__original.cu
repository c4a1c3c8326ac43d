extern "C" __global__ void matadd_fig6a(const float* a, const float* b, float* c) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    int i = threadIdx.x * gridDim.x + blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    c[i] = a[i] + b[i];
}
