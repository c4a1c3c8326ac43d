extern "C" __global__ void embedding_gather_opt(const float* table, const int* idx, float* out, int m, int D) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
    if (i < m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
        int src = idx[i] * D;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            for (int j = 0; j < D - 15; j += 16) {
                float4 out_v0_0;
                float4 out_v0_1;
                float4 out_v0_2;
                float4 out_v0_3;
                {
                    out_v0_0.x = table[src + j];
                }
                {
                    out_v0_0.y = table[src + (j + 1)];
                }
                {
                    out_v0_0.z = table[src + (j + 2)];
                }
                {
                    out_v0_0.w = table[src + (j + 3)];
                    *(float4*)(&out[i * D + (j + 3)] - 3) = out_v0_0;
                }
                {
                    out_v0_1.x = table[src + (j + 4)];
                }
                {
                    out_v0_1.y = table[src + (j + 5)];
                }
                {
                    out_v0_1.z = table[src + (j + 6)];
                }
                {
                    out_v0_1.w = table[src + (j + 7)];
                    *(float4*)(&out[i * D + (j + 7)] - 3) = out_v0_1;
                }
                {
                    out_v0_2.x = table[src + (j + 8)];
                }
                {
                    out_v0_2.y = table[src + (j + 9)];
                }
                {
                    out_v0_2.z = table[src + (j + 10)];
                }
                {
                    out_v0_2.w = table[src + (j + 11)];
                    *(float4*)(&out[i * D + (j + 11)] - 3) = out_v0_2;
                }
                {
                    out_v0_3.x = table[src + (j + 12)];
                }
                {
                    out_v0_3.y = table[src + (j + 13)];
                }
                {
                    out_v0_3.z = table[src + (j + 14)];
                }
                {
                    out_v0_3.w = table[src + (j + 15)];
                    *(float4*)(&out[i * D + (j + 15)] - 3) = out_v0_3;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
            for (int j_r = 0 + (D - 0) / 16 * 16; j_r < D; j_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/embedding_gather.cu"
                out[i * D + j_r] = table[src + j_r];
            }
        }
    }
}
