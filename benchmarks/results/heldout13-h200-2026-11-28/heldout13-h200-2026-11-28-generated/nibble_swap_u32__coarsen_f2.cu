extern "C" __global__ void nibble_swap_u32_cf2x(const unsigned int* w, unsigned int* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        unsigned int v_0 = w[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        s[i_0] = ((v_0 & 252645135u) << 4) | ((v_0 >> 4) & 252645135u);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        unsigned int v_1 = w[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        s[i_1] = ((v_1 & 252645135u) << 4) | ((v_1 >> 4) & 252645135u);
    }
}
