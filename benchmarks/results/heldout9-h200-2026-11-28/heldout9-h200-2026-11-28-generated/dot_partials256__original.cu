extern "C" __global__ void dot_partials256(const float* x, const float* y, float* partial, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    __shared__ float s[256];
#line 8 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int t = threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    int i = blockIdx.x * 512 + t;
#line 10 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    float acc = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i < n)
#line 12 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc = x[i] * y[i];
#line 13 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (i + 256 < n)
#line 14 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        acc += x[i + 256] * y[i + 256];
#line 15 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    s[t] = acc;
#line 16 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    for (int st = 128; st > 0; st >>= 1) {
#line 18 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        if (t < st)
#line 19 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
            s[t] += s[t + st];
#line 20 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        __syncthreads();
    }
#line 22 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
    if (t == 0)
#line 23 "/work/main/.stage/main/benchmarks/heldout9/kernels/dot_partials256.cu"
        partial[blockIdx.x] = s[0];
}
