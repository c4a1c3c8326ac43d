extern "C" __global__ void pairwise_dist_aos3_hand(const float* p, float* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    __shared__ float pj[96];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    __shared__ float prow[24];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    int ty = (unsigned long long)threadIdx.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    int l = ty * 32 + tx;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    int j0 = (unsigned long long)blockIdx.x * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    int i0 = (unsigned long long)blockIdx.y * 8;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    if (l < 96 && 3 * j0 + l < 3 * n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
        pj[l] = p[3 * j0 + l];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    if (l < 24 && 3 * i0 + l < 3 * n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
        prow[l] = p[3 * i0 + l];
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    __syncthreads();
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    int j = j0 + tx;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    int i = i0 + ty;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
    if (i < n && j < n) {
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
        float dx = prow[3 * ty + 0] - pj[3 * tx + 0];
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
        float dy = prow[3 * ty + 1] - pj[3 * tx + 1];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
        float dz = prow[3 * ty + 2] - pj[3 * tx + 2];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/pairwise_dist_aos3_hand.cl"
        out[i * n + j] = dx * dx + dy * dy + dz * dz;
    }
}
