extern "C" __global__ void joint_hist16x16_hand(const unsigned char* a, const unsigned char* b, int* hist, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
    __shared__ int bins[256];
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
    int t = threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
    bins[t] = 0;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
    __syncthreads();
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
    for (int w = blockIdx.x * blockDim.x + t; 4 * w < n; w += gridDim.x * blockDim.x) {
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
        unsigned int wa = ((const unsigned int*)a)[w];
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
        unsigned int wb = ((const unsigned int*)b)[w];
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
        for (int k = 0; k < 4; k++) {
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
            unsigned int qa = (wa >> (8 * k + 4)) & 15u;
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
            unsigned int qb = (wb >> (8 * k + 4)) & 15u;
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
            atomicAdd(&bins[qa * 16u + qb], 1);
        }
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
    if (bins[t] != 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout8/hand/joint_hist16x16_hand.cu"
        atomicAdd(&hist[t], bins[t]);
}
