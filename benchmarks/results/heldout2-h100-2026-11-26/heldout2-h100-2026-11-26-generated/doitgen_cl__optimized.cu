extern "C" __global__ void doitgen_opt(const float* A, const float* C4, float* out, int nr, int nq, int np) {
#line 4 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int p = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int q = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    int r = (unsigned long long)blockIdx.z;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
    if (p < np && q < nq && r < nr) {
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        float s = 0.0f;
        {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            for (int k = 0; k < np - 15; k += 16) {
                float4 A_v0_0;
                float4 A_v0_1;
                float4 A_v0_2;
                float4 A_v0_3;
                {
                    A_v0_0 = *(const float4*)&A[(r * nq + q) * np + k];
                    A_v0_1 = *(const float4*)(&A[(r * nq + q) * np + k] + 4);
                    A_v0_2 = *(const float4*)(&A[(r * nq + q) * np + k] + 8);
                    A_v0_3 = *(const float4*)(&A[(r * nq + q) * np + k] + 12);
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_0.x * C4[k * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_0.y * C4[(k + 1) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_0.z * C4[(k + 2) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_0.w * C4[(k + 3) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_1.x * C4[(k + 4) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_1.y * C4[(k + 5) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_1.z * C4[(k + 6) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_1.w * C4[(k + 7) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_2.x * C4[(k + 8) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_2.y * C4[(k + 9) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_2.z * C4[(k + 10) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_2.w * C4[(k + 11) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_3.x * C4[(k + 12) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_3.y * C4[(k + 13) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_3.z * C4[(k + 14) * np + p];
                }
                {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                    s += A_v0_3.w * C4[(k + 15) * np + p];
                }
            }
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
            for (int k_r = 0 + (np - 0) / 16 * 16; k_r < np; k_r++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
                s += A[(r * nq + q) * np + k_r] * C4[k_r * np + p];
            }
        }
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/doitgen.cl"
        out[(r * nq + q) * np + p] = s;
    }
}
