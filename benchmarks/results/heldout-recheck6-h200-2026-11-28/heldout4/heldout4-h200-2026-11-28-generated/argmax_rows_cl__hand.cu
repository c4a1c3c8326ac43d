extern "C" __global__ void argmax_rows_hand(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    __shared__ float bv[8][32];
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    __shared__ int bx[8][32];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    int row = (unsigned long long)threadIdx.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + row;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    float best = -3e38f;
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    int bi = 2147483647;
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    if (r < rows) {
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
        for (int c = lane; c < cols; c += 32) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
            float v = A[r * cols + c];
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
            if (v > best) {
#line 18 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
                best = v;
#line 19 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
                bi = c;
            }
        }
    }
#line 23 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    bv[row][lane] = best;
#line 24 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    bx[row][lane] = bi;
#line 25 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    __syncthreads();
#line 26 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 27 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
        if (lane < st) {
#line 28 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
            float ov = bv[row][lane + st];
#line 29 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
            int oi = bx[row][lane + st];
#line 30 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
            if (ov > bv[row][lane] || (ov == bv[row][lane] && oi < bx[row][lane])) {
#line 31 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
                bv[row][lane] = ov;
#line 32 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
                bx[row][lane] = oi;
            }
        }
#line 35 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
        __syncthreads();
    }
#line 37 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
    if (r < rows && lane == 0) {
#line 38 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
        vmax[r] = bv[row][0];
#line 39 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cl"
        imax[r] = bx[row][0];
    }
}
