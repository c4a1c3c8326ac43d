extern "C" __global__ void nibble_swap_u32_cf4x(const unsigned int* w, unsigned int* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        unsigned int v_2 = w[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        s[i_2] = ((v_2 & 252645135u) << 4) | ((v_2 >> 4) & 252645135u);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        unsigned int v_3 = w[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        s[i_3] = ((v_3 & 252645135u) << 4) | ((v_3 >> 4) & 252645135u);
    }
}
