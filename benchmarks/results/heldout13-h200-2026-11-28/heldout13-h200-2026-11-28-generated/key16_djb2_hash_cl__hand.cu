extern "C" __global__ void key16_djb2_hash_hand(const unsigned char* __restrict__ keys, unsigned int* __restrict__ h, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
        uint4 q = ((const uint4*)keys)[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
        unsigned int words[4] = {q.x, q.y, q.z, q.w};
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
        unsigned int acc = 5381u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
        for (int k = 0; k < 4; k++) {
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
            for (int b = 0; b < 4; b++)
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
                acc = acc * 33u + ((words[k] >> (8 * b)) & 255u);
        }
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cl"
        h[i] = acc;
    }
}
