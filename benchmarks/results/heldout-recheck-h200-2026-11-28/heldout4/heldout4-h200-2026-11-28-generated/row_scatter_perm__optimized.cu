extern "C" __global__ void row_scatter_perm_opt(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    int r = blockIdx.x * blockDim.y + threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
    if (r < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
        int d = perm[r];
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            for (int j = 0 + 4 * (int)threadIdx.x; j < D - 3; j += 64) {
                float4 in_v0;
                {
                    in_v0 = *(const float4*)&in[r * D + j];
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
                    out[d * D + j] = in_v0.x;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
                    out[d * D + (j + 1)] = in_v0.y;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
                    out[d * D + (j + 2)] = in_v0.z;
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
                    out[d * D + (j + 3)] = in_v0.w;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
            for (int j_r = 0 + (D - 0) / 4 * 4 + (int)threadIdx.x; j_r < D; j_r += 16) {
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cu"
                out[d * D + j_r] = in[r * D + j_r];
            }
        }
    }
}
