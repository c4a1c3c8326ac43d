extern "C" __global__ void qkv_split_heads_tx_hand(const float* qkv, float* q, float* k, float* v, int T, int H, int D) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
    int j4 = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
    int t = blockIdx.y * blockDim.y + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
    int HD = H * D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
    if (4 * j4 < HD && t < T) {
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        int j = 4 * j4;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        int h = j / D;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        int d = j % D;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        int src = (t * 3 * HD + j) / 4;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        int dst = ((h * T + t) * D + d) / 4;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        const float4* in4 = (const float4*)qkv;
#line 17 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        ((float4*)q)[dst] = in4[src];
#line 18 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        ((float4*)k)[dst] = in4[src + HD / 4];
#line 19 "/work/main/.stage/main/benchmarks/heldout7/hand/qkv_split_heads_tx_hand.cu"
        ((float4*)v)[dst] = in4[src + HD / 2];
    }
}
