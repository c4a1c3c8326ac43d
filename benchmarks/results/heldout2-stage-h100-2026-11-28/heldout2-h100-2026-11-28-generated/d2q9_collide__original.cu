extern "C" __global__ void d2q9_collide(const float* f, float* fout, float omega, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
    if (i < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float q[9];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k = 0; k < 9; k++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            q[k] = f[9 * i + k];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float rho = 0.0f;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_1 = 0; k_1 < 9; k_1++)
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            rho += q[k_1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float ux = (q[1] - q[3] + (q[5] - q[6]) + (q[8] - q[7])) / rho;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float uy = (q[2] - q[4] + (q[5] - q[8]) + (q[6] - q[7])) / rho;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        float usq = 1.5f * (ux * ux + uy * uy);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ex[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        const int ey[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
        for (int k_2 = 0; k_2 < 9; k_2++) {
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float w = k_2 == 0 ? 4.0f / 9.0f : k_2 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float eu = (float)ex[k_2] * ux + (float)ey[k_2] * uy;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            float feq = w * rho * (1.0f + 3.0f * eu + 4.5f * eu * eu - usq);
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cu"
            fout[9 * i + k_2] = q[k_2] - omega * (q[k_2] - feq);
        }
    }
}
