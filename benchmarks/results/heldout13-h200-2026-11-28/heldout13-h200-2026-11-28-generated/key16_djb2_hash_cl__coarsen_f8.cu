extern "C" __global__ void key16_djb2_hash_cf8x(const unsigned char* keys, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc_0 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b_0 = 0; b_0 < 16; b_0++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc_0 = acc_0 * 33u + keys[16 * i_0 + b_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i_0] = acc_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc_1 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b_1 = 0; b_1 < 16; b_1++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc_1 = acc_1 * 33u + keys[16 * i_1 + b_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i_1] = acc_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc_2 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b_2 = 0; b_2 < 16; b_2++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc_2 = acc_2 * 33u + keys[16 * i_2 + b_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i_2] = acc_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc_3 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b_3 = 0; b_3 < 16; b_3++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc_3 = acc_3 * 33u + keys[16 * i_3 + b_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i_3] = acc_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc_4 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b_4 = 0; b_4 < 16; b_4++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc_4 = acc_4 * 33u + keys[16 * i_4 + b_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i_4] = acc_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc_5 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b_5 = 0; b_5 < 16; b_5++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc_5 = acc_5 * 33u + keys[16 * i_5 + b_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i_5] = acc_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc_6 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b_6 = 0; b_6 < 16; b_6++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc_6 = acc_6 * 33u + keys[16 * i_6 + b_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i_6] = acc_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc_7 = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b_7 = 0; b_7 < 16; b_7++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc_7 = acc_7 * 33u + keys[16 * i_7 + b_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i_7] = acc_7;
    }
}
