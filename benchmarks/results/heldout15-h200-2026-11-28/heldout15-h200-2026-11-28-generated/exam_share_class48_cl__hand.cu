extern "C" __global__ void exam_share_class48_hand(const float* __restrict__ score, float* __restrict__ share, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
    __shared__ float s[192];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
    int i = (unsigned long long)blockIdx.x * 192 + t;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
    s[t] = i < n ? score[i] : 0.0f;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
    if (i < n) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
        int first = t / 48 * 48;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
        float total = 0.0f;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
        for (int k = 0; k < 48; k++)
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
            total += s[first + k];
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/exam_share_class48_hand.cl"
        share[i] = s[t] / total;
    }
}
