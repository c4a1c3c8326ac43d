extern "C" __global__ void embedding_gather_opt(const float* table, const int* idx, float* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i = blockIdx.x * blockDim.y + threadIdx.y;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src = idx[i] * D;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            for (int j = 0 + 4 * (int)threadIdx.x; j < D - 3; j += 64) {
                float4 out_v0;
                {
                    out_v0.x = table[src + j];
                }
                {
                    out_v0.y = table[src + (j + 1)];
                }
                {
                    out_v0.z = table[src + (j + 2)];
                }
                {
                    out_v0.w = table[src + (j + 3)];
                    *(float4*)(&out[i * D + (j + 3)] - 3) = out_v0;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            for (int j_r = 0 + (D - 0) / 4 * 4 + (int)threadIdx.x; j_r < D; j_r += 16) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
                out[i * D + j_r] = table[src + j_r];
            }
        }
    }
}
