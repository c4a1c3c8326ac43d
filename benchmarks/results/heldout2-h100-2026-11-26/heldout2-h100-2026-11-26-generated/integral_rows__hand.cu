extern "C" __global__ void integral_rows_hand(const int* in, int* out, int width, int height) {
#line 6 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
    __shared__ int s[256];
#line 7 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
    int y = blockIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
    int carry = 0;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
    for (int x0 = 0; x0 < width; x0 += 256) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
        int x = x0 + t;
#line 12 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
        s[t] = x < width ? in[y * width + x] : 0;
#line 13 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
        __syncthreads();
#line 14 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
        for (int off = 1; off < 256; off <<= 1) {
#line 15 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
            int a = t >= off ? s[t - off] : 0;
#line 16 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
            __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
            s[t] += a;
#line 18 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
            __syncthreads();
        }
#line 20 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
        if (x < width)
#line 21 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
            out[y * width + x] = s[t] + carry;
#line 22 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
        carry += s[255];
#line 23 "/work/main/.stage/main/benchmarks/heldout2/hand/integral_rows_hand.cu"
        __syncthreads();
    }
}
