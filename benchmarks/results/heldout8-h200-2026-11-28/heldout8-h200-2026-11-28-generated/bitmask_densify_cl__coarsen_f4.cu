extern "C" __global__ void bitmask_densify_cf4x(const unsigned int* mask, const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
        out[i_0] = (mask[i_0 >> 5] >> (i_0 & 31)) & 1u ? x[i_0] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
        out[i_1] = (mask[i_1 >> 5] >> (i_1 & 31)) & 1u ? x[i_1] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
        out[i_2] = (mask[i_2 >> 5] >> (i_2 & 31)) & 1u ? x[i_2] : 0.0f;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
        out[i_3] = (mask[i_3 >> 5] >> (i_3 & 31)) & 1u ? x[i_3] : 0.0f;
}
