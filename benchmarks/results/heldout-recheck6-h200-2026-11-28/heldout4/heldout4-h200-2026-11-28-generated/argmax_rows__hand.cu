extern "C" __global__ void argmax_rows_hand(const float* A, float* vmax, int* imax, int rows, int cols) {
#line 8 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
    int lane = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
    int r = blockIdx.x * 8 + threadIdx.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
    float best = -3e38f;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
    int bi = 2147483647;
#line 12 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
    if (r < rows) {
#line 13 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
        for (int c = lane; c < cols; c += 32) {
#line 14 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
            float v = A[r * cols + c];
#line 15 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
            if (v > best) {
#line 16 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
                best = v;
#line 17 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
                bi = c;
            }
        }
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
    for (int off = 16; off > 0; off >>= 1) {
#line 22 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
        float ov = __shfl_xor_sync(4294967295u, best, off);
#line 23 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
        int oi = __shfl_xor_sync(4294967295u, bi, off);
#line 24 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
        if (ov > best || (ov == best && oi < bi)) {
#line 25 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
            best = ov;
#line 26 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
            bi = oi;
        }
    }
#line 29 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
    if (r < rows && lane == 0) {
#line 30 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
        vmax[r] = best;
#line 31 "/work/main/.stage/main/benchmarks/heldout4/hand/argmax_rows_hand.cu"
        imax[r] = bi;
    }
}
