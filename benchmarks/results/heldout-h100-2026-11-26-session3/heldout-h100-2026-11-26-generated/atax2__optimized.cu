extern "C" __global__ void atax2_opt(const float* A, const float* tmp, float* y, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
    if (j < cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        float s = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
            for (int i = 0; i < rows - 15; i += 16) {
                float4 tmp_v0_0;
                float4 tmp_v0_1;
                float4 tmp_v0_2;
                float4 tmp_v0_3;
                {
                    tmp_v0_0 = *(const float4*)&tmp[i];
                    tmp_v0_1 = *(const float4*)(&tmp[i] + 4);
                    tmp_v0_2 = *(const float4*)(&tmp[i] + 8);
                    tmp_v0_3 = *(const float4*)(&tmp[i] + 12);
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[i * cols + j] * tmp_v0_0.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 1) * cols + j] * tmp_v0_0.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 2) * cols + j] * tmp_v0_0.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 3) * cols + j] * tmp_v0_0.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 4) * cols + j] * tmp_v0_1.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 5) * cols + j] * tmp_v0_1.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 6) * cols + j] * tmp_v0_1.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 7) * cols + j] * tmp_v0_1.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 8) * cols + j] * tmp_v0_2.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 9) * cols + j] * tmp_v0_2.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 10) * cols + j] * tmp_v0_2.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 11) * cols + j] * tmp_v0_2.w;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 12) * cols + j] * tmp_v0_3.x;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 13) * cols + j] * tmp_v0_3.y;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 14) * cols + j] * tmp_v0_3.z;
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                    s += A[(i + 15) * cols + j] * tmp_v0_3.w;
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
            for (int i_r = 0 + (rows - 0) / 16 * 16; i_r < rows; i_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
                s += A[i_r * cols + j] * tmp[i_r];
            }
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/atax2.cl"
        y[j] = s;
    }
}
