extern "C" __global__ void bitmask_densify(const unsigned int* mask, const float* x, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/bitmask_densify.cl"
        out[i] = (mask[i >> 5] >> (i & 31)) & 1u ? x[i] : 0.0f;
}
