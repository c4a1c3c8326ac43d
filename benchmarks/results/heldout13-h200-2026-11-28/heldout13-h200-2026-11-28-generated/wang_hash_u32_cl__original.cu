extern "C" __global__ void wang_hash_u32(const unsigned int* k, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        unsigned int v = k[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v = v ^ 61u ^ (v >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v = v + (v << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v = v ^ (v >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v = v * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v = v ^ (v >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        h[i] = v;
    }
}
