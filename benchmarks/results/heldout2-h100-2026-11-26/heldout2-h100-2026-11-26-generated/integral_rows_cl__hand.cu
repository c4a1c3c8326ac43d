extern "C" __global__ void integral_rows_hand(const int* in, int* out, int width, int height) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
    __shared__ int s[256];
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
    int y = (unsigned long long)blockIdx.x;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
    int carry = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
    for (int x0 = 0; x0 < width; x0 += 256) {
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
        int x = x0 + t;
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
        s[t] = x < width ? in[y * width + x] : 0;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
        __syncthreads();
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
        for (int off = 1; off < 256; off <<= 1) {
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
            int a = t >= off ? s[t - off] : 0;
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
            __syncthreads();
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
            s[t] += a;
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
            __syncthreads();
        }
#line 19 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
        if (x < width)
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
            out[y * width + x] = s[t] + carry;
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
        carry += s[255];
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cl"
        __syncthreads();
    }
}
