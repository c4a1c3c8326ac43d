extern "C" __global__ void overheat_count_rows_hand(const float* __restrict__ temp, int* __restrict__ count, float limit, int rows, int t) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    __shared__ int part[256];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    int tid = (unsigned long long)threadIdx.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    int lane = tid & 31;
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + (tid >> 5);
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    int c = 0;
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    if (r < rows) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
        const float* row = temp + (unsigned long long)r * t;
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
        for (int k = lane; k < t; k += 32)
#line 18 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
            c += row[k] > limit;
    }
#line 20 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    part[tid] = c;
#line 21 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    __syncthreads();
#line 22 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    for (int span = 16; span > 0; span >>= 1) {
#line 23 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
        if (lane < span)
#line 24 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
            part[tid] += part[tid + span];
#line 25 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
        __syncthreads();
    }
#line 27 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
    if (lane == 0 && r < rows)
#line 28 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cl"
        count[r] = part[tid];
}
