extern "C" __global__ void gather_cf2x_st32(const float* in, const int* idx, float* out, float s, int n) {
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 32u * 64u + threadIdx.x % 32u);
#line 4 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 32u * 64u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_0 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_0] = in[idx[i_0]] * s;
#line 5 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
    if (i_1 < n)
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/gather.cu"
        out[i_1] = in[idx[i_1]] * s;
}
