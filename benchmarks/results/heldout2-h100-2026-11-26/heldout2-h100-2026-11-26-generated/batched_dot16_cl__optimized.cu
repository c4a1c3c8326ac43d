extern "C" __global__ void batched_dot16_opt(const float* x, const float* y, float* out, int batch) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
    int b = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
    if (b < batch) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        float s = 0.0f;
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
            for (int k = 0; k < 16 - 15; k += 16) {
                float4 x_v0_0;
                float4 x_v0_1;
                float4 x_v0_2;
                float4 x_v0_3;
                float4 y_v1_0;
                float4 y_v1_1;
                float4 y_v1_2;
                float4 y_v1_3;
                {
                    x_v0_0 = *(const float4*)&x[b * 16 + k];
                    x_v0_1 = *(const float4*)(&x[b * 16 + k] + 4);
                    x_v0_2 = *(const float4*)(&x[b * 16 + k] + 8);
                    x_v0_3 = *(const float4*)(&x[b * 16 + k] + 12);
                    y_v1_0 = *(const float4*)&y[b * 16 + k];
                    y_v1_1 = *(const float4*)(&y[b * 16 + k] + 4);
                    y_v1_2 = *(const float4*)(&y[b * 16 + k] + 8);
                    y_v1_3 = *(const float4*)(&y[b * 16 + k] + 12);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_0.x * y_v1_0.x;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_0.y * y_v1_0.y;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_0.z * y_v1_0.z;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_0.w * y_v1_0.w;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_1.x * y_v1_1.x;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_1.y * y_v1_1.y;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_1.z * y_v1_1.z;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_1.w * y_v1_1.w;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_2.x * y_v1_2.x;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_2.y * y_v1_2.y;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_2.z * y_v1_2.z;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_2.w * y_v1_2.w;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_3.x * y_v1_3.x;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_3.y * y_v1_3.y;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_3.z * y_v1_3.z;
                }
                {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                    s += x_v0_3.w * y_v1_3.w;
                }
            }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
            for (int k_r = 0 + (16 - 0) / 16 * 16; k_r < 16; k_r++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
                s += x[b * 16 + k_r] * y[b * 16 + k_r];
            }
        }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/batched_dot16.cl"
        out[b] = s;
    }
}
