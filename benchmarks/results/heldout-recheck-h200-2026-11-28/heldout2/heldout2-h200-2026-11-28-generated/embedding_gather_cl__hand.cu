extern "C" __global__ void embedding_gather_hand(const float* table, const int* idx, float* out, int m, int D) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cl"
    int q = D / 4;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cl"
    int i = g / q;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cl"
    if (i < m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cl"
        int j = g - i * q;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cl"
        ((float4*)out)[g] = ((const float4*)table)[idx[i] * q + j];
    }
}
