extern "C" __global__ void nibble_swap_u32_cf2x(const unsigned int* w, unsigned int* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        unsigned int v_0 = w[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        s[i_0] = ((v_0 & 252645135u) << 4) | ((v_0 >> 4) & 252645135u);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        unsigned int v_1 = w[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        s[i_1] = ((v_1 & 252645135u) << 4) | ((v_1 >> 4) & 252645135u);
    }
}
