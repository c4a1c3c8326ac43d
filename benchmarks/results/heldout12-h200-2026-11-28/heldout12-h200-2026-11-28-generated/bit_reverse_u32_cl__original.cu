extern "C" __global__ void bit_reverse_u32(const unsigned int* w, unsigned int* r, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        unsigned int v = w[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v = (v >> 16) | (v << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v = ((v >> 8) & 16711935u) | ((v & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v = ((v >> 4) & 252645135u) | ((v & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v = ((v >> 2) & 858993459u) | ((v & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        v = ((v >> 1) & 1431655765u) | ((v & 1431655765u) << 1);
#line 13 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cl"
        r[i] = v;
    }
}
