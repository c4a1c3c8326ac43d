extern "C" __global__ void bitmask_densify_cf4x(const unsigned int* mask, const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_0] = (mask[i_0 >> 5] >> (i_0 & 31)) & 1u ? x[i_0] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_1] = (mask[i_1 >> 5] >> (i_1 & 31)) & 1u ? x[i_1] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_2] = (mask[i_2 >> 5] >> (i_2 & 31)) & 1u ? x[i_2] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_3] = (mask[i_3 >> 5] >> (i_3 & 31)) & 1u ? x[i_3] : 0.0f;
}
