extern "C" __global__ void overheat_count_rows_hand(const float* __restrict__ temp, int* __restrict__ count, float limit, int rows, int t) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    __shared__ int part[256];
#line 11 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    int lane = threadIdx.x & 31;
#line 12 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    int r = blockIdx.x * 8 + (threadIdx.x >> 5);
#line 13 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    int c = 0;
#line 14 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    if (r < rows) {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
        const float* row = temp + (unsigned long long)r * t;
#line 16 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
        for (int k = lane; k < t; k += 32)
#line 17 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
            c += row[k] > limit;
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    part[threadIdx.x] = c;
#line 20 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    for (int span = 16; span > 0; span >>= 1) {
#line 22 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
        if (lane < span)
#line 23 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
            part[threadIdx.x] += part[threadIdx.x + span];
#line 24 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
        __syncthreads();
    }
#line 26 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
    if (lane == 0 && r < rows)
#line 27 "/work/main/.stage/main/benchmarks/heldout15/hand/overheat_count_rows_hand.cu"
        count[r] = part[threadIdx.x];
}
