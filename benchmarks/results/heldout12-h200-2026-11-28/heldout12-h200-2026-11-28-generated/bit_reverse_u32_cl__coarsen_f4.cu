extern "C" __global__ void bit_reverse_u32_cf4x(const unsigned int* w, unsigned int* r, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        unsigned int v_0 = w[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_0 = (v_0 >> 16) | (v_0 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_0 = ((v_0 >> 8) & 16711935u) | ((v_0 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_0 = ((v_0 >> 4) & 252645135u) | ((v_0 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_0 = ((v_0 >> 2) & 858993459u) | ((v_0 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_0 = ((v_0 >> 1) & 1431655765u) | ((v_0 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        r[i_0] = v_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        unsigned int v_1 = w[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_1 = (v_1 >> 16) | (v_1 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_1 = ((v_1 >> 8) & 16711935u) | ((v_1 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_1 = ((v_1 >> 4) & 252645135u) | ((v_1 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_1 = ((v_1 >> 2) & 858993459u) | ((v_1 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_1 = ((v_1 >> 1) & 1431655765u) | ((v_1 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        r[i_1] = v_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        unsigned int v_2 = w[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_2 = (v_2 >> 16) | (v_2 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_2 = ((v_2 >> 8) & 16711935u) | ((v_2 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_2 = ((v_2 >> 4) & 252645135u) | ((v_2 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_2 = ((v_2 >> 2) & 858993459u) | ((v_2 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_2 = ((v_2 >> 1) & 1431655765u) | ((v_2 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        r[i_2] = v_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        unsigned int v_3 = w[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_3 = (v_3 >> 16) | (v_3 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_3 = ((v_3 >> 8) & 16711935u) | ((v_3 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_3 = ((v_3 >> 4) & 252645135u) | ((v_3 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_3 = ((v_3 >> 2) & 858993459u) | ((v_3 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v_3 = ((v_3 >> 1) & 1431655765u) | ((v_3 & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        r[i_3] = v_3;
    }
}
