extern "C" __global__ void mm2_step_opt(const float* A, const float* B, float* tmp, float alpha, int ni, int nj, int nk) {
#line 6 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int j = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    int i = (unsigned long long)(blockIdx.y * blockDim.y + threadIdx.y);
#line 8 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
    if (i < ni && j < nj) {
#line 9 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        float s = 0.0f;
        {
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            for (int k = 0; k < nk - 15; k += 16) {
                float4 A_v0_0;
                float4 A_v0_1;
                float4 A_v0_2;
                float4 A_v0_3;
                {
                    A_v0_0 = *(const float4*)&A[i * nk + k];
                    A_v0_1 = *(const float4*)(&A[i * nk + k] + 4);
                    A_v0_2 = *(const float4*)(&A[i * nk + k] + 8);
                    A_v0_3 = *(const float4*)(&A[i * nk + k] + 12);
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_0.x * B[k * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_0.y * B[(k + 1) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_0.z * B[(k + 2) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_0.w * B[(k + 3) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_1.x * B[(k + 4) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_1.y * B[(k + 5) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_1.z * B[(k + 6) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_1.w * B[(k + 7) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_2.x * B[(k + 8) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_2.y * B[(k + 9) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_2.z * B[(k + 10) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_2.w * B[(k + 11) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_3.x * B[(k + 12) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_3.y * B[(k + 13) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_3.z * B[(k + 14) * nj + j];
                }
                {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                    s += A_v0_3.w * B[(k + 15) * nj + j];
                }
            }
#line 10 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
            for (int k_r = 0 + (nk - 0) / 16 * 16; k_r < nk; k_r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
                s += A[i * nk + k_r] * B[k_r * nj + j];
            }
        }
#line 12 "/work/main/.stage/main/benchmarks/heldout/kernels/mm2_step.cl"
        tmp[i * nj + j] = alpha * s;
    }
}
