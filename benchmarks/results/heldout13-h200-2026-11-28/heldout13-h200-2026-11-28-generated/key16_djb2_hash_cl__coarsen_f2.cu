extern "C" __global__ void key16_djb2_hash_cf2x(const unsigned char* keys, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
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
}
