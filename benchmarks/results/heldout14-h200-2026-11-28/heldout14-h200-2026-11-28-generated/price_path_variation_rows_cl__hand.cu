extern "C" __global__ void price_path_variation_rows_hand(const float* __restrict__ price, float* __restrict__ qv, int rows, int t) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    __shared__ float part[256];
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    int id = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    int lane = id & 31;
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + (id >> 5);
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    float s = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    if (r < rows) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
        const float* p = price + (unsigned long long)r * t;
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
        for (int k = lane + 1; k < t; k += 32) {
#line 17 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
            float d = p[k] - p[k - 1];
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
            s += d * d;
        }
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    part[id] = s;
#line 22 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    __syncthreads();
#line 23 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    for (int span = 16; span > 0; span >>= 1) {
#line 24 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
        if (lane < span)
#line 25 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
            part[id] += part[id + span];
#line 26 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
        __syncthreads();
    }
#line 28 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
    if (lane == 0 && r < rows)
#line 29 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cl"
        qv[r] = part[id];
}
