extern "C" __global__ void qkv_split_heads_tx_opt(const float* qkv, float* q, float* k, float* v, int T, int H, int D) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
    int ucond = ((int)(blockIdx.y * blockDim.y + threadIdx.y) < T) & ((int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < H * D);
    float4 qkv_v0;
    float4 qkv_v1;
    float4 qkv_v2;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int t_m0 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int j_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int HD_m0 = H * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int h_m0 = j_m0 / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int d_m0 = j_m0 % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int src_m0 = t_m0 * 3 * HD_m0 + j_m0;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int dst_m0 = (h_m0 * T + t_m0) * D + d_m0;
            qkv_v0 = *(const float4*)&qkv[src_m0];
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            q[dst_m0] = qkv_v0.x;
            qkv_v1 = *(const float4*)&qkv[src_m0 + HD_m0];
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            k[dst_m0] = qkv_v1.x;
            qkv_v2 = *(const float4*)&qkv[src_m0 + 2 * HD_m0];
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            v[dst_m0] = qkv_v2.x;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int t_m1 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int j_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int HD_m1 = H * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int h_m1 = j_m1 / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int d_m1 = j_m1 % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int src_m1 = t_m1 * 3 * HD_m1 + j_m1;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int dst_m1 = (h_m1 * T + t_m1) * D + d_m1;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            q[dst_m1] = qkv_v0.y;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            k[dst_m1] = qkv_v1.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            v[dst_m1] = qkv_v2.y;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int t_m2 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int j_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int HD_m2 = H * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int h_m2 = j_m2 / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int d_m2 = j_m2 % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int src_m2 = t_m2 * 3 * HD_m2 + j_m2;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int dst_m2 = (h_m2 * T + t_m2) * D + d_m2;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            q[dst_m2] = qkv_v0.z;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            k[dst_m2] = qkv_v1.z;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            v[dst_m2] = qkv_v2.z;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int t_m3 = blockIdx.y * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int j_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        int HD_m3 = H * D;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
        if (ucond) {
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int h_m3 = j_m3 / D;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int d_m3 = j_m3 % D;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int src_m3 = t_m3 * 3 * HD_m3 + j_m3;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            int dst_m3 = (h_m3 * T + t_m3) * D + d_m3;
#line 14 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            q[dst_m3] = qkv_v0.w;
#line 15 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            k[dst_m3] = qkv_v1.w;
#line 16 "/work/main/.stage/main/benchmarks/heldout7/kernels/qkv_split_heads_tx.cu"
            v[dst_m3] = qkv_v2.w;
        }
    }
}
