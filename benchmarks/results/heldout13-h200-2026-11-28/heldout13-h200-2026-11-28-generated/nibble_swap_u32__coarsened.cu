extern "C" __global__ void nibble_swap_u32_cf4x_st32(const unsigned int* w, unsigned int* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 32u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 64u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x / 32u * 128u + threadIdx.x % 32u + 96u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        unsigned int v_2 = w[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        s[i_2] = ((v_2 & 252645135u) << 4) | ((v_2 >> 4) & 252645135u);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        unsigned int v_3 = w[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        s[i_3] = ((v_3 & 252645135u) << 4) | ((v_3 >> 4) & 252645135u);
    }
}
