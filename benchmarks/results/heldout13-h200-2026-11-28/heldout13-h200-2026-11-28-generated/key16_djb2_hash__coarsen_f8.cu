extern "C" __global__ void key16_djb2_hash_cf8x(const unsigned char* keys, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        unsigned int acc_4 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        for (int b_4 = 0; b_4 < 16; b_4++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
            acc_4 = acc_4 * 33u + keys[16 * i_4 + b_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        h[i_4] = acc_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        unsigned int acc_5 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        for (int b_5 = 0; b_5 < 16; b_5++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
            acc_5 = acc_5 * 33u + keys[16 * i_5 + b_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        h[i_5] = acc_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        unsigned int acc_6 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        for (int b_6 = 0; b_6 < 16; b_6++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
            acc_6 = acc_6 * 33u + keys[16 * i_6 + b_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        h[i_6] = acc_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        unsigned int acc_7 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        for (int b_7 = 0; b_7 < 16; b_7++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
            acc_7 = acc_7 * 33u + keys[16 * i_7 + b_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cu"
        h[i_7] = acc_7;
    }
}
