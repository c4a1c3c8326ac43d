extern "C" __global__ void gesummv_opt(const float* A, const float* B, const float* x, float* y, float alpha, float beta, int n) {
#line 6 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
    if (i < n) {
#line 8 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
        float sa = 0.0f;
#line 8 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
        float sb = 0.0f;
        {
#line 9 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
            for (int j = 0; j < n - 15; j += 16) {
                float4 A_v0_0;
                float4 A_v0_1;
                float4 A_v0_2;
                float4 A_v0_3;
                float4 x_v1_0;
                float4 x_v1_1;
                float4 x_v1_2;
                float4 x_v1_3;
                float4 B_v2_0;
                float4 B_v2_1;
                float4 B_v2_2;
                float4 B_v2_3;
                {
                    A_v0_0 = *(const float4*)&A[i * n + j];
                    A_v0_1 = *(const float4*)(&A[i * n + j] + 4);
                    A_v0_2 = *(const float4*)(&A[i * n + j] + 8);
                    A_v0_3 = *(const float4*)(&A[i * n + j] + 12);
                    x_v1_0 = *(const float4*)&x[j];
                    x_v1_1 = *(const float4*)(&x[j] + 4);
                    x_v1_2 = *(const float4*)(&x[j] + 8);
                    x_v1_3 = *(const float4*)(&x[j] + 12);
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_0.x * x_v1_0.x;
                    B_v2_0 = *(const float4*)&B[i * n + j];
                    B_v2_1 = *(const float4*)(&B[i * n + j] + 4);
                    B_v2_2 = *(const float4*)(&B[i * n + j] + 8);
                    B_v2_3 = *(const float4*)(&B[i * n + j] + 12);
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_0.x * x_v1_0.x;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_0.y * x_v1_0.y;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_0.y * x_v1_0.y;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_0.z * x_v1_0.z;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_0.z * x_v1_0.z;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_0.w * x_v1_0.w;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_0.w * x_v1_0.w;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_1.x * x_v1_1.x;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_1.x * x_v1_1.x;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_1.y * x_v1_1.y;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_1.y * x_v1_1.y;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_1.z * x_v1_1.z;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_1.z * x_v1_1.z;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_1.w * x_v1_1.w;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_1.w * x_v1_1.w;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_2.x * x_v1_2.x;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_2.x * x_v1_2.x;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_2.y * x_v1_2.y;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_2.y * x_v1_2.y;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_2.z * x_v1_2.z;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_2.z * x_v1_2.z;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_2.w * x_v1_2.w;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_2.w * x_v1_2.w;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_3.x * x_v1_3.x;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_3.x * x_v1_3.x;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_3.y * x_v1_3.y;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_3.y * x_v1_3.y;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_3.z * x_v1_3.z;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_3.z * x_v1_3.z;
                }
                {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sa += A_v0_3.w * x_v1_3.w;
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                    sb += B_v2_3.w * x_v1_3.w;
                }
            }
#line 9 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
            for (int j_r = 0 + (n - 0) / 16 * 16; j_r < n; j_r++) {
#line 10 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                sa += A[i * n + j_r] * x[j_r];
#line 11 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
                sb += B[i * n + j_r] * x[j_r];
            }
        }
#line 13 "/work/main/benchmarks/heldout/kernels/gesummv.cl"
        y[i] = alpha * sa + beta * sb;
    }
}
