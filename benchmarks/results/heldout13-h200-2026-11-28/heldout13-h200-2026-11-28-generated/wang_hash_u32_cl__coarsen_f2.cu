extern "C" __global__ void wang_hash_u32_cf2x(const unsigned int* k, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        unsigned int v_0 = k[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_0 = v_0 ^ 61u ^ (v_0 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_0 = v_0 + (v_0 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_0 = v_0 ^ (v_0 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_0 = v_0 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_0 = v_0 ^ (v_0 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        h[i_0] = v_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        unsigned int v_1 = k[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_1 = v_1 ^ 61u ^ (v_1 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_1 = v_1 + (v_1 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_1 = v_1 ^ (v_1 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_1 = v_1 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        v_1 = v_1 ^ (v_1 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cl"
        h[i_1] = v_1;
    }
}
