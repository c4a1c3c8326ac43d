extern "C" __global__ void solve2x2_soa(const float* a, const float* b, const float* c, const float* d, const float* e, const float* f, float* x, float* y, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
    if (i < n) {
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        float det = a[i] * d[i] - b[i] * c[i];
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        float inv = 1.0f / det;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        x[i] = (e[i] * d[i] - b[i] * f[i]) * inv;
#line 14 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cl"
        y[i] = (a[i] * f[i] - e[i] * c[i]) * inv;
    }
}
