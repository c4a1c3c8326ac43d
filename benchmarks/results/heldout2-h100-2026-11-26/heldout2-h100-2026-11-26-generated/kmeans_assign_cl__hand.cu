extern "C" __global__ void kmeans_assign_hand(const float* pts, const float* cent, int* label, int n, int k) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    __shared__ float sp[2304];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    __shared__ float sc[128];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    int base = (unsigned long long)blockIdx.x * 2048;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    for (int q = t; q < 2048; q += 256)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
        if (base + q < 8 * n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
            sp[(q >> 3) * 9 + (q & 7)] = pts[base + q];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    if (t < 8 * k)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
        sc[t] = cent[t];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    int i = (unsigned long long)blockIdx.x * 256 + t;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
    if (i < n) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
        float best = 3e38f;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
        int bi = 0;
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
        for (int c = 0; c < k; c++) {
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
            float d = 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
            for (int f = 0; f < 8; f++) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
                float u = sp[t * 9 + f] - sc[c * 8 + f];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
                d += u * u;
            }
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
            if (d < best) {
#line 26 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
                best = d;
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
                bi = c;
            }
        }
#line 30 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cl"
        label[i] = bi;
    }
}
