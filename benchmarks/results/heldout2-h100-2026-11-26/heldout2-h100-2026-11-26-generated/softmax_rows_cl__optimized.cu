extern "C" __global__ void softmax_rows_opt(const float* in, float* out, int rows, int cols) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    __shared__ float s_part[64];
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    int r = (unsigned long long)blockIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
    if (r < rows) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float m = in[r * cols];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c = 1; c < cols; c++)
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            m = fmaxf(m, in[r * cols + c]);
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x != 0u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        for (int c_1 = 0 + (int)threadIdx.x; c_1 < cols; c_1 += 64)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s += expf(in[r * cols + c_1] - m);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        s_part[threadIdx.x] = s;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 32u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 32u];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 16u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 16u];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 8u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 8u];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 4u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 4u];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 2u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 2u];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        if (threadIdx.x < 1u)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            s_part[threadIdx.x] += s_part[threadIdx.x + 1u];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        s = s_part[0u];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
        float inv = 1.0f / s;
        {
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            for (int c_2 = 0; c_2 < cols - 15; c_2 += 16) {
                float4 out_v0_0;
                float4 out_v0_1;
                float4 out_v0_2;
                float4 out_v0_3;
                float4 in_v1_0;
                float4 in_v1_1;
                float4 in_v1_2;
                float4 in_v1_3;
                {
                    in_v1_0 = *(const float4*)&in[r * cols + c_2];
                    in_v1_1 = *(const float4*)(&in[r * cols + c_2] + 4);
                    in_v1_2 = *(const float4*)(&in[r * cols + c_2] + 8);
                    in_v1_3 = *(const float4*)(&in[r * cols + c_2] + 12);
                    out_v0_0.x = expf(in_v1_0.x - m) * inv;
                }
                {
                    out_v0_0.y = expf(in_v1_0.y - m) * inv;
                }
                {
                    out_v0_0.z = expf(in_v1_0.z - m) * inv;
                }
                {
                    out_v0_0.w = expf(in_v1_0.w - m) * inv;
                    *(float4*)(&out[r * cols + (c_2 + 3)] - 3) = out_v0_0;
                }
                {
                    out_v0_1.x = expf(in_v1_1.x - m) * inv;
                }
                {
                    out_v0_1.y = expf(in_v1_1.y - m) * inv;
                }
                {
                    out_v0_1.z = expf(in_v1_1.z - m) * inv;
                }
                {
                    out_v0_1.w = expf(in_v1_1.w - m) * inv;
                    *(float4*)(&out[r * cols + (c_2 + 7)] - 3) = out_v0_1;
                }
                {
                    out_v0_2.x = expf(in_v1_2.x - m) * inv;
                }
                {
                    out_v0_2.y = expf(in_v1_2.y - m) * inv;
                }
                {
                    out_v0_2.z = expf(in_v1_2.z - m) * inv;
                }
                {
                    out_v0_2.w = expf(in_v1_2.w - m) * inv;
                    *(float4*)(&out[r * cols + (c_2 + 11)] - 3) = out_v0_2;
                }
                {
                    out_v0_3.x = expf(in_v1_3.x - m) * inv;
                }
                {
                    out_v0_3.y = expf(in_v1_3.y - m) * inv;
                }
                {
                    out_v0_3.z = expf(in_v1_3.z - m) * inv;
                }
                {
                    out_v0_3.w = expf(in_v1_3.w - m) * inv;
                    *(float4*)(&out[r * cols + (c_2 + 15)] - 3) = out_v0_3;
                }
            }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
            for (int c_2_r = 0 + (cols - 0) / 16 * 16; c_2_r < cols; c_2_r++) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/kernels/softmax_rows.cl"
                out[r * cols + c_2_r] = expf(in[r * cols + c_2_r] - m) * inv;
            }
        }
    }
}
