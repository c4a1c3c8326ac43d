extern "C" __global__ void momentum_to_vel_aos3_hand(const float* __restrict__ px, const float* __restrict__ py, const float* __restrict__ pz, const float* __restrict__ mass, float* __restrict__ vel, int n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    __shared__ float rec[768];
#line 12 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 13 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    int base = (unsigned long long)blockIdx.x * 256;
#line 14 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    int i = base + t;
#line 15 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    if (i < n) {
#line 16 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
        float m = mass[i];
#line 17 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
        rec[3 * t] = px[i] / m;
#line 18 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
        rec[3 * t + 1] = py[i] / m;
#line 19 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
        rec[3 * t + 2] = pz[i] / m;
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    int words = 3 * min(256, n - base);
#line 23 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    float* out = vel + 3 * (unsigned long long)base;
#line 24 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
    for (int k = t; k < words; k += 256)
#line 25 "/work/main/.stage/main/benchmarks/heldout13/hand/momentum_to_vel_aos3_hand.cl"
        out[k] = rec[k];
}
