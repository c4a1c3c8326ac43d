extern "C" __global__ void mutual_flow_min_hand(const int* __restrict__ F, int* __restrict__ out, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
    __shared__ int mirror[32][33];
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
    int bx = (unsigned long long)blockIdx.x * 32;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
    int by = (unsigned long long)blockIdx.y * 32;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
    int tx = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
    for (int k = (unsigned long long)threadIdx.y; k < 32; k += 8) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
        int r = bx + k;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
        int c = by + tx;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
        if (r < n && c < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
            mirror[k][tx] = F[r * n + c];
    }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
    for (int k_1 = (unsigned long long)threadIdx.y; k_1 < 32; k_1 += 8) {
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
        int i = by + k_1;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
        int j = bx + tx;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
        if (i < n && j < n)
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/mutual_flow_min_hand.cl"
            out[i * n + j] = min(F[i * n + j], mirror[tx][k_1]);
    }
}
