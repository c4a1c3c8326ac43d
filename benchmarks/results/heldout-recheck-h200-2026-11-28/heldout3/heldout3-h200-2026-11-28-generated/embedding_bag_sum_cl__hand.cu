extern "C" __global__ void embedding_bag_sum_hand(const float* table, const int* idx, const int* off, float* out, int B, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout3/hand/embedding_bag_sum_hand.cl"
    int g = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout3/hand/embedding_bag_sum_hand.cl"
    int b = g / D;
#line 9 "/work/main/.stage/main/benchmarks/heldout3/hand/embedding_bag_sum_hand.cl"
    if (b < B) {
#line 10 "/work/main/.stage/main/benchmarks/heldout3/hand/embedding_bag_sum_hand.cl"
        int d = g - b * D;
#line 11 "/work/main/.stage/main/benchmarks/heldout3/hand/embedding_bag_sum_hand.cl"
        float s = 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout3/hand/embedding_bag_sum_hand.cl"
        for (int k = off[b]; k < off[b + 1]; k++)
#line 13 "/work/main/.stage/main/benchmarks/heldout3/hand/embedding_bag_sum_hand.cl"
            s += table[idx[k] * D + d];
#line 14 "/work/main/.stage/main/benchmarks/heldout3/hand/embedding_bag_sum_hand.cl"
        out[g] = s;
    }
}
