extern "C" __global__ void colmajor_bias_add_hand(const float* A, const float* rs, const float* cb, float* out, int n, int m) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/hand/colmajor_bias_add_hand.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/hand/colmajor_bias_add_hand.cl"
    if (t < n * m) {
#line 10 "/work/main/.stage/main/benchmarks/heldout7/hand/colmajor_bias_add_hand.cl"
        int c = t / n;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/hand/colmajor_bias_add_hand.cl"
        int r = t % n;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/hand/colmajor_bias_add_hand.cl"
        out[t] = A[t] * rs[r] + cb[c];
    }
}
