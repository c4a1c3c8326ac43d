extern "C" __global__ void exam_share_class48_hand(const float* __restrict__ score, float* __restrict__ share, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
    __shared__ float s[192];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
    int i = blockIdx.x * 192 + threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
    s[threadIdx.x] = i < n ? score[i] : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
    if (i < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
        int first = threadIdx.x / 48 * 48;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
        float total = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
        for (int k = 0; k < 48; k++)
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
            total += s[first + k];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cu"
        share[i] = s[threadIdx.x] / total;
    }
}
