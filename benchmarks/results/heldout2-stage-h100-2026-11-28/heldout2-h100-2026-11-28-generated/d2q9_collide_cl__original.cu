extern "C" __global__ void d2q9_collide(const float* f, float* fout, float omega, int n) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
    if (i < n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float q[9];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k = 0; k < 9; k++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            q[k] = f[9 * i + k];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float rho = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k_1 = 0; k_1 < 9; k_1++)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            rho += q[k_1];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float ux = (q[1] - q[3] + (q[5] - q[6]) + (q[8] - q[7])) / rho;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float uy = (q[2] - q[4] + (q[5] - q[8]) + (q[6] - q[7])) / rho;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        float usq = 1.5f * (ux * ux + uy * uy);
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        const int ex[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        const int ey[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
        for (int k_2 = 0; k_2 < 9; k_2++) {
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float w = k_2 == 0 ? 4.0f / 9.0f : k_2 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float eu = (float)ex[k_2] * ux + (float)ey[k_2] * uy;
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            float feq = w * rho * (1.0f + 3.0f * eu + 4.5f * eu * eu - usq);
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/kernels/d2q9_collide.cl"
            fout[9 * i + k_2] = q[k_2] - omega * (q[k_2] - feq);
        }
    }
}
