extern "C" __global__ void key16_djb2_hash_cf4x(const unsigned char* keys, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        unsigned int acc_0 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        for (int b_0 = 0; b_0 < 16; b_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
            acc_0 = acc_0 * 33u + keys[16 * i_0 + b_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        h[i_0] = acc_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        unsigned int acc_1 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        for (int b_1 = 0; b_1 < 16; b_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
            acc_1 = acc_1 * 33u + keys[16 * i_1 + b_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        h[i_1] = acc_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        unsigned int acc_2 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        for (int b_2 = 0; b_2 < 16; b_2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
            acc_2 = acc_2 * 33u + keys[16 * i_2 + b_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        h[i_2] = acc_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        unsigned int acc_3 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        for (int b_3 = 0; b_3 < 16; b_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
            acc_3 = acc_3 * 33u + keys[16 * i_3 + b_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        h[i_3] = acc_3;
    }
}
