extern "C" __global__ void qkv_split_heads_tx_cf2x(const float* qkv, float* q, float* k, float* v, int T, int H, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    int t_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    int t_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    int j = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    int HD = H * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    if (t_0 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int h_0 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int d_0 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int src_0 = t_0 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int dst_0 = (h_0 * T + t_0) * D + d_0;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        q[dst_0] = qkv[src_0];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        k[dst_0] = qkv[src_0 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        v[dst_0] = qkv[src_0 + 2 * HD];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    if (t_1 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int h_1 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int d_1 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int src_1 = t_1 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int dst_1 = (h_1 * T + t_1) * D + d_1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        q[dst_1] = qkv[src_1];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        k[dst_1] = qkv[src_1 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        v[dst_1] = qkv[src_1 + 2 * HD];
    }
}
