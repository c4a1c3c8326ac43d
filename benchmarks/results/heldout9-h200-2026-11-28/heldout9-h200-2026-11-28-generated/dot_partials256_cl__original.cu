extern "C" __global__ void dot_partials256(const float* x, const float* y, float* partial, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    __shared__ float s[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int t = (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    int i = (unsigned long long)blockIdx.x * 512 + t;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    float acc = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc = x[i] * y[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (i + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        acc += x[i + 256] * y[i + 256];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    s[t] = acc;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        if (t < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
            s[t] += s[t + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
    if (t == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cl"
        partial[(unsigned long long)blockIdx.x] = s[0];
}
