extern "C" __global__ void qkv_split_heads_tx_cf2x(const float* qkv, float* q, float* k, float* v, int T, int H, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int j = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int HD = H * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    if (t_0 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int h_0 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int d_0 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int src_0 = t_0 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int dst_0 = (h_0 * T + t_0) * D + d_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        q[dst_0] = qkv[src_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        k[dst_0] = qkv[src_0 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        v[dst_0] = qkv[src_0 + 2 * HD];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    if (t_1 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int h_1 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int d_1 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int src_1 = t_1 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int dst_1 = (h_1 * T + t_1) * D + d_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        q[dst_1] = qkv[src_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        k[dst_1] = qkv[src_1 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        v[dst_1] = qkv[src_1 + 2 * HD];
    }
}
