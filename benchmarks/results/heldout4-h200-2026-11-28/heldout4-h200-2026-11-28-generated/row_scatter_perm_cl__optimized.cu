extern "C" __global__ void row_scatter_perm_opt(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d = perm[r];
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            for (int j = 0; j < D - 15; j += 16) {
                float4 in_v0_0;
                float4 in_v0_1;
                float4 in_v0_2;
                float4 in_v0_3;
                {
                    in_v0_0 = *(const float4*)&in[r * D + j];
                    in_v0_1 = *(const float4*)(&in[r * D + j] + 4);
                    in_v0_2 = *(const float4*)(&in[r * D + j] + 8);
                    in_v0_3 = *(const float4*)(&in[r * D + j] + 12);
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + j] = in_v0_0.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 1)] = in_v0_0.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 2)] = in_v0_0.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 3)] = in_v0_0.w;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 4)] = in_v0_1.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 5)] = in_v0_1.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 6)] = in_v0_1.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 7)] = in_v0_1.w;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 8)] = in_v0_2.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 9)] = in_v0_2.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 10)] = in_v0_2.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 11)] = in_v0_2.w;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 12)] = in_v0_3.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 13)] = in_v0_3.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 14)] = in_v0_3.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                    out[d * D + (j + 15)] = in_v0_3.w;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            for (int j_r = 0 + (D - 0) / 16 * 16; j_r < D; j_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
                out[d * D + j_r] = in[r * D + j_r];
            }
        }
    }
}
