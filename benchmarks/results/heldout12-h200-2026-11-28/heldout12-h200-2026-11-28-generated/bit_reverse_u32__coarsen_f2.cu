extern "C" __global__ void bit_reverse_u32_cf2x(const unsigned int* w, unsigned int* r, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        unsigned int v_0 = w[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_0 = (v_0 >> 16) | (v_0 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_0 = ((v_0 >> 8) & 16711935u) | ((v_0 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_0 = ((v_0 >> 4) & 252645135u) | ((v_0 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_0 = ((v_0 >> 2) & 858993459u) | ((v_0 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_0 = ((v_0 >> 1) & 1431655765u) | ((v_0 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        r[i_0] = v_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        unsigned int v_1 = w[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_1 = (v_1 >> 16) | (v_1 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_1 = ((v_1 >> 8) & 16711935u) | ((v_1 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_1 = ((v_1 >> 4) & 252645135u) | ((v_1 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_1 = ((v_1 >> 2) & 858993459u) | ((v_1 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_1 = ((v_1 >> 1) & 1431655765u) | ((v_1 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        r[i_1] = v_1;
    }
}
