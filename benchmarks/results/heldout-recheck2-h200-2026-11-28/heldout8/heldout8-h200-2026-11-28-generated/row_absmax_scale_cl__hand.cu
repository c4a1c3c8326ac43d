extern "C" __global__ void row_absmax_scale_hand(const float* A, float* scale, int rows, int cols) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    __shared__ float red[8][32];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    int lane = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    int y = (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    int r = (unsigned long long)blockIdx.x * 8 + y;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    float m = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    if (r < rows)
#line 12 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
        for (int c = lane; c < cols; c += 32)
#line 13 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
            m = fmaxf(m, fabsf(A[r * cols + c]));
#line 14 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    red[y][lane] = m;
#line 15 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    for (int st = 16; st > 0; st >>= 1) {
#line 17 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
        if (lane < st)
#line 18 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
            red[y][lane] = fmaxf(red[y][lane], red[y][lane + st]);
#line 19 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
        __syncthreads();
    }
#line 21 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
    if (r < rows && lane == 0)
#line 22 "/work/main/.stage/main/benchmarks/heldout8/hand/row_absmax_scale_hand.cl"
        scale[r] = red[y][0] / 127.0f;
}
