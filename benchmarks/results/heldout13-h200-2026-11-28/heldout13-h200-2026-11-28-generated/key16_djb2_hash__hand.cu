extern "C" __global__ void key16_djb2_hash_hand(const unsigned char* __restrict__ keys, unsigned int* __restrict__ h, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
        uint4 q = ((const uint4*)keys)[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
        unsigned int words[4] = {q.x, q.y, q.z, q.w};
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
        unsigned int acc = 5381u;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
        #pragma unroll
        for (int k = 0; k < 4; k++) {
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
            #pragma unroll
            for (int b = 0; b < 4; b++)
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
                acc = acc * 33u + ((words[k] >> (8 * b)) & 255u);
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/key16_djb2_hash_hand.cu"
        h[i] = acc;
    }
}
