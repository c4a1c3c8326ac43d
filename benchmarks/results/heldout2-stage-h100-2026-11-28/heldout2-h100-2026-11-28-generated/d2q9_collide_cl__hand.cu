extern "C" __global__ void d2q9_collide_hand(const float* f, float* fout, float omega, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    __shared__ float s[2304];
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    int base = (unsigned long long)blockIdx.x * (9 * 256);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    for (int k = t; k < 9 * 256; k += 256)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        if (base + k < 9 * n)
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
            s[k] = f[base + k];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    __syncthreads();
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    if (i < n) {
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        float q[9];
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        for (int k_1 = 0; k_1 < 9; k_1++)
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
            q[k_1] = s[9 * t + k_1];
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        float rho = 0.0f;
#line 19 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        for (int k_2 = 0; k_2 < 9; k_2++)
#line 20 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
            rho += q[k_2];
#line 21 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        float ux = (q[1] - q[3] + (q[5] - q[6]) + (q[8] - q[7])) / rho;
#line 22 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        float uy = (q[2] - q[4] + (q[5] - q[8]) + (q[6] - q[7])) / rho;
#line 23 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        float usq = 1.5f * (ux * ux + uy * uy);
#line 24 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        const int ex[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
#line 25 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        const int ey[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
#line 26 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        for (int k_3 = 0; k_3 < 9; k_3++) {
#line 27 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
            float w = k_3 == 0 ? 4.0f / 9.0f : k_3 < 5 ? 1.0f / 9.0f : 1.0f / 36.0f;
#line 28 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
            float eu = (float)ex[k_3] * ux + (float)ey[k_3] * uy;
#line 29 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
            float feq = w * rho * (1.0f + 3.0f * eu + 4.5f * eu * eu - usq);
#line 30 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
            s[9 * t + k_3] = q[k_3] - omega * (q[k_3] - feq);
        }
    }
#line 33 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    __syncthreads();
#line 34 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
    for (int k_4 = t; k_4 < 9 * 256; k_4 += 256)
#line 35 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
        if (base + k_4 < 9 * n)
#line 36 "/work/main/.stage/suite3run/benchmarks/heldout2/hand/d2q9_collide_hand.cl"
            fout[base + k_4] = s[k_4];
}
