extern "C" __global__ void wang_hash_u32_cf8x(const unsigned int* k, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        unsigned int v_4 = k[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_4 = v_4 ^ 61u ^ (v_4 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_4 = v_4 + (v_4 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_4 = v_4 ^ (v_4 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_4 = v_4 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_4 = v_4 ^ (v_4 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        h[i_4] = v_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        unsigned int v_5 = k[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_5 = v_5 ^ 61u ^ (v_5 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_5 = v_5 + (v_5 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_5 = v_5 ^ (v_5 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_5 = v_5 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_5 = v_5 ^ (v_5 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        h[i_5] = v_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        unsigned int v_6 = k[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_6 = v_6 ^ 61u ^ (v_6 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_6 = v_6 + (v_6 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_6 = v_6 ^ (v_6 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_6 = v_6 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_6 = v_6 ^ (v_6 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        h[i_6] = v_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        unsigned int v_7 = k[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_7 = v_7 ^ 61u ^ (v_7 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_7 = v_7 + (v_7 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_7 = v_7 ^ (v_7 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_7 = v_7 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        v_7 = v_7 ^ (v_7 >> 15);
#line 13 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        h[i_7] = v_7;
    }
}
