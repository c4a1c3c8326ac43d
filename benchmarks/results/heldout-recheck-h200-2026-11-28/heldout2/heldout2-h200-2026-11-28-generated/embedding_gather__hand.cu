extern "C" __global__ void embedding_gather_hand(const float* table, const int* idx, float* out, int m, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cu"
    int g = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cu"
    int q = D / 4;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cu"
    int i = g / q;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cu"
    if (i < m) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cu"
        int j = g - i * q;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/embedding_gather_hand.cu"
        ((float4*)out)[g] = ((const float4*)table)[idx[i] * q + j];
    }
}
