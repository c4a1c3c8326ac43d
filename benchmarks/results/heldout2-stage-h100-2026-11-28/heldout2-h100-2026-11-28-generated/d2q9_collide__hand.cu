extern "C" __global__ void d2q9_collide_hand(const float* f, float* fout, float omega, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    __shared__ float s[2304];
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    int base = blockIdx.x * (9 * 256);
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    for (int k = t; k < 9 * 256; k += 256)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        if (base + k < 9 * n)
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
            s[k] = f[base + k];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    __syncthreads();
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    if (i < n) {
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        float q[9];
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        for (int k_1 = 0; k_1 < 9; k_1++)
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
            q[k_1] = s[9 * t + k_1];
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        float rho = 0.0f;
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        for (int k_2 = 0; k_2 < 9; k_2++)
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
            rho += q[k_2];
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        float ux = (q[1] - q[3] + (q[5] - q[6]) + (q[8] - q[7])) / rho;
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        float uy = (q[2] - q[4] + (q[5] - q[8]) + (q[6] - q[7])) / rho;
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        float usq = 1.5f * (ux * ux + uy * uy);
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        const int ex[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 26 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        const int ey[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 27 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        for (int k_3 = 0; k_3 < 9; k_3++) {
#line 28 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
            float w = k_3 == 0 ? 4.0f / 9.0f : k_3 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 29 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
            float eu = (float)ex[k_3] * ux + (float)ey[k_3] * uy;
#line 30 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
            float feq = w * rho * (1.0f + 3.0f * eu + 4.5f * eu * eu - usq);
#line 31 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
            s[9 * t + k_3] = q[k_3] - omega * (q[k_3] - feq);
        }
    }
#line 34 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    __syncthreads();
#line 35 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
    for (int k_4 = t; k_4 < 9 * 256; k_4 += 256)
#line 36 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
        if (base + k_4 < 9 * n)
#line 37 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cu"
            fout[base + k_4] = s[k_4];
}
