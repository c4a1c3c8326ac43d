extern "C" __global__ void embedding_gather_opt(const float* table, const int* idx, float* out, int m, int D) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
    if (i < m) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
        int src = idx[i] * D;
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
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
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
            for (int j_r = 0 + (D - 0) / 4 * 4 + (int)threadIdx.x; j_r < D; j_r += 16) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cl"
                out[i * D + j_r] = table[src + j_r];
            }
        }
    }
}
