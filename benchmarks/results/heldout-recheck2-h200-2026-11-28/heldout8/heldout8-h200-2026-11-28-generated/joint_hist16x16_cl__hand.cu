extern "C" __global__ void joint_hist16x16_hand(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
    __shared__ int bins[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
    bins[t] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
    for (int w = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + t; 4 * w < n; w += (unsigned long long)gridDim.x * (unsigned long long)blockDim.x) {
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
        unsigned int wa = ((const unsigned int*)a)[w];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
        unsigned int wb = ((const unsigned int*)b)[w];
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
        for (int k = 0; k < 4; k++) {
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
            unsigned int qa = (wa >> (8 * k + 4)) & 15u;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
            unsigned int qb = (wb >> (8 * k + 4)) & 15u;
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
            atomicAdd(&bins[qa * 16u + qb], 1);
        }
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
    if (bins[t] != 0)
#line 24 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cl"
        atomicAdd(&hist[t], bins[t]);
}
