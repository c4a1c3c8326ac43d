extern "C" __global__ void pairwise_dist_aos3_hand(const float* p, float* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    __shared__ float pj[96];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    __shared__ float prow[24];
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    int tx = threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    int ty = threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    int l = ty * 32 + tx;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    int j0 = blockIdx.x * 32;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    int i0 = blockIdx.y * 8;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    if (l < 96 && 3 * j0 + l < 3 * n)
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
        pj[l] = p[3 * j0 + l];
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    if (l < 24 && 3 * i0 + l < 3 * n)
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
        prow[l] = p[3 * i0 + l];
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    int j = j0 + tx;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    int i = i0 + ty;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
    if (i < n && j < n) {
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
        float dx = prow[3 * ty + 0] - pj[3 * tx + 0];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
        float dy = prow[3 * ty + 1] - pj[3 * tx + 1];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
        float dz = prow[3 * ty + 2] - pj[3 * tx + 2];
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cu"
        out[i * n + j] = dx * dx + dy * dy + dz * dz;
    }
}
