extern "C" __global__ void matadd_fig6a_cf4x(const float* a, const float* b, float* c) {
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    int i_0 = threadIdx.x * 4u * gridDim.x + blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    int i_1 = (threadIdx.x * 4u + 1u) * gridDim.x + blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    int i_2 = (threadIdx.x * 4u + 2u) * gridDim.x + blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    int i_3 = (threadIdx.x * 4u + 3u) * gridDim.x + blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    c[i_0] = a[i_0] + b[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    c[i_1] = a[i_1] + b[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    c[i_2] = a[i_2] + b[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/matadd_fig6a.cu"
    c[i_3] = a[i_3] + b[i_3];
}
