extern "C" __global__ void key16_djb2_hash(const unsigned char* keys, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        unsigned int acc = 5381u;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        for (int b = 0; b < 16; b++)
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
            acc = acc * 33u + keys[16 * i + b];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/key16_djb2_hash.cl"
        h[i] = acc;
    }
}
