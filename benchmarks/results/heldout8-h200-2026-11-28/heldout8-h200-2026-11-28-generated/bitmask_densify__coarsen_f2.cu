extern "C" __global__ void bitmask_densify_cf2x(const unsigned int* mask, const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_0] = (mask[i_0 >> 5] >> (i_0 & 31)) & 1u ? x[i_0] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_1] = (mask[i_1 >> 5] >> (i_1 & 31)) & 1u ? x[i_1] : 0.0f;
}
