extern "C" __global__ void qkv_split_heads_tx_opt(const float* qkv, float* q, float* k, float* v, int T, int H, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    int t = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    int j = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    int HD = H * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    if (t < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int h = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int d = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int src = t * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int dst = (h * T + t) * D + d;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        q[dst] = qkv[src];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        k[dst] = qkv[src + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        v[dst] = qkv[src + 2 * HD];
    }
}
