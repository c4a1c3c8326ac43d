extern "C" __global__ void softmax_rows_hand(const float* in, float* out, int rows, int cols) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    __shared__ float part[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    int r = blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    float m = -3e38f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    for (int c = t; c < cols; c += 256)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
        m = fmaxf(m, in[r * cols + c]);
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    part[t] = m;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
        if (t < st)
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
            part[t] = fmaxf(part[t], part[t + st]);
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
        __syncthreads();
    }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    m = part[0];
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    __syncthreads();
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    float s = 0.0f;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    for (int c_1 = t; c_1 < cols; c_1 += 256)
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
        s += expf(in[r * cols + c_1] - m);
#line 24 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    part[t] = s;
#line 25 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    __syncthreads();
#line 26 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    for (int st_1 = 128; st_1 > 0; st_1 >>= 1) {
#line 27 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
        if (t < st_1)
#line 28 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
            part[t] += part[t + st_1];
#line 29 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
        __syncthreads();
    }
#line 31 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    float inv = 1.0f / part[0];
#line 32 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
    for (int c_2 = t; c_2 < cols; c_2 += 256)
#line 33 "/work/main/.stage/main/benchmarks/heldout2/hand/softmax_rows_hand.cu"
        out[r * cols + c_2] = expf(in[r * cols + c_2] - m) * inv;
}
