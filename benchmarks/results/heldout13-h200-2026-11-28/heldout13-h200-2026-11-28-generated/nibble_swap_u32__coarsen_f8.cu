extern "C" __global__ void nibble_swap_u32_cf8x(const unsigned int* w, unsigned int* s, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        unsigned int v_4 = w[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        s[i_4] = ((v_4 & 252645135u) << 4) | ((v_4 >> 4) & 252645135u);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        unsigned int v_5 = w[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        s[i_5] = ((v_5 & 252645135u) << 4) | ((v_5 >> 4) & 252645135u);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        unsigned int v_6 = w[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        s[i_6] = ((v_6 & 252645135u) << 4) | ((v_6 >> 4) & 252645135u);
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        unsigned int v_7 = w[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cu"
        s[i_7] = ((v_7 & 252645135u) << 4) | ((v_7 >> 4) & 252645135u);
    }
}
