extern "C" __global__ void bit_reverse_u32_cf8x(const unsigned int* w, unsigned int* r, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        unsigned int v_2 = w[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_2 = (v_2 >> 16) | (v_2 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_2 = ((v_2 >> 8) & 16711935u) | ((v_2 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_2 = ((v_2 >> 4) & 252645135u) | ((v_2 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_2 = ((v_2 >> 2) & 858993459u) | ((v_2 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_2 = ((v_2 >> 1) & 1431655765u) | ((v_2 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        r[i_2] = v_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        unsigned int v_3 = w[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_3 = (v_3 >> 16) | (v_3 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_3 = ((v_3 >> 8) & 16711935u) | ((v_3 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_3 = ((v_3 >> 4) & 252645135u) | ((v_3 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_3 = ((v_3 >> 2) & 858993459u) | ((v_3 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_3 = ((v_3 >> 1) & 1431655765u) | ((v_3 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        r[i_3] = v_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        unsigned int v_4 = w[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_4 = (v_4 >> 16) | (v_4 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_4 = ((v_4 >> 8) & 16711935u) | ((v_4 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_4 = ((v_4 >> 4) & 252645135u) | ((v_4 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_4 = ((v_4 >> 2) & 858993459u) | ((v_4 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_4 = ((v_4 >> 1) & 1431655765u) | ((v_4 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        r[i_4] = v_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        unsigned int v_5 = w[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_5 = (v_5 >> 16) | (v_5 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_5 = ((v_5 >> 8) & 16711935u) | ((v_5 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_5 = ((v_5 >> 4) & 252645135u) | ((v_5 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_5 = ((v_5 >> 2) & 858993459u) | ((v_5 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_5 = ((v_5 >> 1) & 1431655765u) | ((v_5 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        r[i_5] = v_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        unsigned int v_6 = w[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_6 = (v_6 >> 16) | (v_6 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_6 = ((v_6 >> 8) & 16711935u) | ((v_6 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_6 = ((v_6 >> 4) & 252645135u) | ((v_6 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_6 = ((v_6 >> 2) & 858993459u) | ((v_6 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_6 = ((v_6 >> 1) & 1431655765u) | ((v_6 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        r[i_6] = v_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        unsigned int v_7 = w[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_7 = (v_7 >> 16) | (v_7 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_7 = ((v_7 >> 8) & 16711935u) | ((v_7 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_7 = ((v_7 >> 4) & 252645135u) | ((v_7 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_7 = ((v_7 >> 2) & 858993459u) | ((v_7 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        v_7 = ((v_7 >> 1) & 1431655765u) | ((v_7 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        r[i_7] = v_7;
    }
}
