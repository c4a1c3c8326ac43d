extern "C" __global__ void csr_segment_mean_hand(const int* offsets, const float* vals, float* mean, int nseg) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    int lane = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    int s = blockIdx.x * 8 + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    int b = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    int e = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    if (s < nseg) {
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
        b = offsets[s];
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
        e = offsets[s + 1];
    }
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    float acc = 0.0f;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    for (int j = b + lane; j < e; j += 32)
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
        acc += vals[j];
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    for (int off = 16; off > 0; off >>= 1)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
        acc += __shfl_xor_sync(4294967295u, acc, off);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
    if (s < nseg && lane == 0)
#line 20 "/work/main/.stage/main/benchmarks/heldout8/hand/csr_segment_mean_hand.cu"
        mean[s] = e > b ? acc / (float)(e - b) : 0.0f;
}
