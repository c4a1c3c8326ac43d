extern "C" __global__ void qkv_split_heads_tx_hand(const float* qkv, float* q, float* k, float* v, int T, int H, int D) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
    int j4 = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
    int t = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
    int HD = H * D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
    if (4 * j4 < HD && t < T) {
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        int j = 4 * j4;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        int h = j / D;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        int d = j % D;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        int src = (t * 3 * HD + j) / 4;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        int dst = ((h * T + t) * D + d) / 4;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        const float4* in4 = (const float4*)qkv;
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        ((float4*)q)[dst] = in4[src];
#line 19 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        ((float4*)k)[dst] = in4[src + HD / 4];
#line 20 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cl"
        ((float4*)v)[dst] = in4[src + HD / 2];
    }
}
