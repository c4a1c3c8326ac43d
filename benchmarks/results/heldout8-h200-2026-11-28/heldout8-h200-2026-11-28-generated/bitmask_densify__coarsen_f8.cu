extern "C" __global__ void bitmask_densify_cf8x(const unsigned int* mask, const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_4] = (mask[i_4 >> 5] >> (i_4 & 31)) & 1u ? x[i_4] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_5] = (mask[i_5 >> 5] >> (i_5 & 31)) & 1u ? x[i_5] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_6] = (mask[i_6 >> 5] >> (i_6 & 31)) & 1u ? x[i_6] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cu"
        out[i_7] = (mask[i_7 >> 5] >> (i_7 & 31)) & 1u ? x[i_7] : 0.0f;
}
