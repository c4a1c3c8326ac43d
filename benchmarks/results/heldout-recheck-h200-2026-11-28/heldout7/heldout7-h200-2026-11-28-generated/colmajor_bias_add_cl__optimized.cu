extern "C" __global__ void colmajor_bias_add_opt(const float* A, const float* rs, const float* cb, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r = t % n;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c = t / n;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c * n + r] = A[c * n + r] * rs[r] + cb[c];
    }
}
