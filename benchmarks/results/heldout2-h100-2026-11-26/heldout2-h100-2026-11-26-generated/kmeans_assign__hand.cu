extern "C" __global__ void kmeans_assign_hand(const float* pts, const float* cent, int* label, int n, int k) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    __shared__ float sp[2304];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    __shared__ float sc[128];
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    int base = blockIdx.x * 2048;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    for (int q = t; q < 2048; q += 256)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
        if (base + q < 8 * n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
            sp[(q >> 3) * 9 + (q & 7)] = pts[base + q];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    if (t < 8 * k)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
        sc[t] = cent[t];
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    int i = blockIdx.x * 256 + t;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
    if (i < n) {
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
        float best = 3e38f;
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
        int bi = 0;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
        for (int c = 0; c < k; c++) {
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
            float d = 0.0f;
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
            for (int f = 0; f < 8; f++) {
#line 24 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
                float u = sp[t * 9 + f] - sc[c * 8 + f];
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
                d += u * u;
            }
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
            if (d < best) {
#line 28 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
                best = d;
#line 29 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
                bi = c;
            }
        }
#line 32 "/work/main/.stage/main/benchmarks/heldout2/hand/kmeans_assign_hand.cu"
        label[i] = bi;
    }
}
