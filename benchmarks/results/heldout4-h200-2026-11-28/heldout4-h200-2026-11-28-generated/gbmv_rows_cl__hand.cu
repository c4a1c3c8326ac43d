extern "C" __global__ void gbmv_rows_hand(const float* band, const float* x, float* y, int n, int hw) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    __shared__ float sb[4224];
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    int row0 = (unsigned long long)blockIdx.x * 128;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    int w = 2 * hw + 1;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    int total = n * w;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    for (int e = t; e < 128 * w; e += 128) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
        int g = row0 * w + e;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
        sb[e] = g < total ? band[g] : 0.0f;
    }
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    int i = row0 + t;
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
    if (i < n) {
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
        float s = 0.0f;
#line 20 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
        for (int d = 0; d < w; d++) {
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
            int j = i - hw + d;
#line 22 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
            if (j >= 0 && j < n)
#line 23 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
                s += sb[t * w + d] * x[j];
        }
#line 25 "/work/main/.stage/main/benchmarks/heldout4/hand/gbmv_rows_hand.cl"
        y[i] = s;
    }
}
