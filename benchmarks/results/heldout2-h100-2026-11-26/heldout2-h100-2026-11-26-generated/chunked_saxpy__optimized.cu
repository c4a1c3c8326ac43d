extern "C" __global__ void chunked_saxpy_opt(float a, const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    int t = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
    if (8 * t < n) {
        {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
            for (int k = 0; k < 8 - 7; k += 8) {
                float4 y_v0_0;
                float4 y_v0_1;
                float4 x_v1_0;
                float4 x_v1_1;
                float4 y_v2_0;
                float4 y_v2_1;
                {
                    x_v1_0 = *(const float4*)&x[8 * t + k];
                    x_v1_1 = *(const float4*)(&x[8 * t + k] + 4);
                    y_v2_0 = *(float4*)&y[8 * t + k];
                    y_v2_1 = *(float4*)(&y[8 * t + k] + 4);
                    y_v0_0.x = a * x_v1_0.x + y_v2_0.x;
                }
                {
                    y_v0_0.y = a * x_v1_0.y + y_v2_0.y;
                }
                {
                    y_v0_0.z = a * x_v1_0.z + y_v2_0.z;
                }
                {
                    y_v0_0.w = a * x_v1_0.w + y_v2_0.w;
                    *(float4*)(&y[8 * t + (k + 3)] - 3) = y_v0_0;
                }
                {
                    y_v0_1.x = a * x_v1_1.x + y_v2_1.x;
                }
                {
                    y_v0_1.y = a * x_v1_1.y + y_v2_1.y;
                }
                {
                    y_v0_1.z = a * x_v1_1.z + y_v2_1.z;
                }
                {
                    y_v0_1.w = a * x_v1_1.w + y_v2_1.w;
                    *(float4*)(&y[8 * t + (k + 7)] - 3) = y_v0_1;
                }
            }
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
            for (int k_r = 0 + (8 - 0) / 8 * 8; k_r < 8; k_r++) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/chunked_saxpy.cu"
                y[8 * t + k_r] = a * x[8 * t + k_r] + y[8 * t + k_r];
            }
        }
    }
}
