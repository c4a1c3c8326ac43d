extern "C" __global__ void row_gather_copy_opt(const float* src, const int* idx, float* dst, int nout, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
    if (r < nout) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
        int s = idx[r];
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            for (int j = 0 + 4 * (int)threadIdx.x; j < cols - 3; j += 128) {
                float4 dst_v0;
                {
                    dst_v0.x = src[s * cols + j];
                }
                {
                    dst_v0.y = src[s * cols + (j + 1)];
                }
                {
                    dst_v0.z = src[s * cols + (j + 2)];
                }
                {
                    dst_v0.w = src[s * cols + (j + 3)];
                    *(float4*)(&dst[r * cols + (j + 3)] - 3) = dst_v0;
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
            for (int j_r = 0 + (cols - 0) / 4 * 4 + (int)threadIdx.x; j_r < cols; j_r += 32) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/row_gather_copy.cl"
                dst[r * cols + j_r] = src[s * cols + j_r];
            }
        }
    }
}
