extern "C" __global__ void price_path_variation_rows_hand(const float* __restrict__ price, float* __restrict__ qv, int rows, int t) {
#line 9 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
    int lane = threadIdx.x & 31;
#line 10 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
    int r = blockIdx.x * 8 + (threadIdx.x >> 5);
#line 11 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
    if (r < rows) {
#line 12 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
        const float* p = price + (unsigned long long)r * t;
#line 13 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
        float s = 0.0f;
#line 14 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
        for (int k = lane + 1; k < t; k += 32) {
#line 15 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
            float d = p[k] - p[k - 1];
#line 16 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
            s += d * d;
        }
#line 18 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
        for (int off = 16; off > 0; off >>= 1)
#line 19 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
            s += __shfl_xor_sync(4294967295u, s, off);
#line 20 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
        if (lane == 0)
#line 21 "/work/main/.stage/main/benchmarks/heldout14/hand/price_path_variation_rows_hand.cu"
            qv[r] = s;
    }
}
