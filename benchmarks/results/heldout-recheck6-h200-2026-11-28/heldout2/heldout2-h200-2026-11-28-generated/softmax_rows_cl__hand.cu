extern "C" __global__ void softmax_rows_hand(const float* in, float* out, int rows, int cols) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    __shared__ float part[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    int r = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    float m = -3e38f;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    for (int c = t; c < cols; c += 256)
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
        m = fmaxf(m, in[r * cols + c]);
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    part[t] = m;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
        if (t < st)
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
            part[t] = fmaxf(part[t], part[t + st]);
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
        __syncthreads();
    }
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    m = part[0];
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    __syncthreads();
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    float s = 0.0f;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    for (int c_1 = t; c_1 < cols; c_1 += 256)
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
        s += expf(in[r * cols + c_1] - m);
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    part[t] = s;
#line 24 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    __syncthreads();
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    for (int st_1 = 128; st_1 > 0; st_1 >>= 1) {
#line 26 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
        if (t < st_1)
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
            part[t] += part[t + st_1];
#line 28 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
        __syncthreads();
    }
#line 30 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    float inv = 1.0f / part[0];
#line 31 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
    for (int c_2 = t; c_2 < cols; c_2 += 256)
#line 32 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cl"
        out[r * cols + c_2] = expf(in[r * cols + c_2] - m) * inv;
}
