extern "C" __global__ void wang_hash_u32_cf4x(const unsigned int* k, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        unsigned int v_0 = k[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_0 = v_0 ^ 61u ^ (v_0 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_0 = v_0 + (v_0 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_0 = v_0 ^ (v_0 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_0 = v_0 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_0 = v_0 ^ (v_0 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        h[i_0] = v_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        unsigned int v_1 = k[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_1 = v_1 ^ 61u ^ (v_1 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_1 = v_1 + (v_1 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_1 = v_1 ^ (v_1 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_1 = v_1 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_1 = v_1 ^ (v_1 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        h[i_1] = v_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        unsigned int v_2 = k[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_2 = v_2 ^ 61u ^ (v_2 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_2 = v_2 + (v_2 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_2 = v_2 ^ (v_2 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_2 = v_2 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_2 = v_2 ^ (v_2 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        h[i_2] = v_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        unsigned int v_3 = k[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_3 = v_3 ^ 61u ^ (v_3 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_3 = v_3 + (v_3 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_3 = v_3 ^ (v_3 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_3 = v_3 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_3 = v_3 ^ (v_3 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        h[i_3] = v_3;
    }
}
