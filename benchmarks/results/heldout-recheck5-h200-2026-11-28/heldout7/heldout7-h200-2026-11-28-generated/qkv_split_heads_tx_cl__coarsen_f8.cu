extern "C" __global__ void qkv_split_heads_tx_cf8x(const float* qkv, float* q, float* k, float* v, int T, int H, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    int t_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    if (t_2 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int h_2 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int d_2 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int src_2 = t_2 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int dst_2 = (h_2 * T + t_2) * D + d_2;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        q[dst_2] = qkv[src_2];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        k[dst_2] = qkv[src_2 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        v[dst_2] = qkv[src_2 + 2 * HD];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    if (t_3 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int h_3 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int d_3 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int src_3 = t_3 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int dst_3 = (h_3 * T + t_3) * D + d_3;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        q[dst_3] = qkv[src_3];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        k[dst_3] = qkv[src_3 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        v[dst_3] = qkv[src_3 + 2 * HD];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    if (t_4 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int h_4 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int d_4 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int src_4 = t_4 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int dst_4 = (h_4 * T + t_4) * D + d_4;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        q[dst_4] = qkv[src_4];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        k[dst_4] = qkv[src_4 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        v[dst_4] = qkv[src_4 + 2 * HD];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    if (t_5 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int h_5 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int d_5 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int src_5 = t_5 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int dst_5 = (h_5 * T + t_5) * D + d_5;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        q[dst_5] = qkv[src_5];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        k[dst_5] = qkv[src_5 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        v[dst_5] = qkv[src_5 + 2 * HD];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    if (t_6 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int h_6 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int d_6 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int src_6 = t_6 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int dst_6 = (h_6 * T + t_6) * D + d_6;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        q[dst_6] = qkv[src_6];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        k[dst_6] = qkv[src_6 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        v[dst_6] = qkv[src_6 + 2 * HD];
    }
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
    if (t_7 < T && j < HD) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int h_7 = j / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int d_7 = j % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int src_7 = t_7 * 3 * HD + j;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        int dst_7 = (h_7 * T + t_7) * D + d_7;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        q[dst_7] = qkv[src_7];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        k[dst_7] = qkv[src_7 + HD];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cl"
        v[dst_7] = qkv[src_7 + 2 * HD];
    }
}
