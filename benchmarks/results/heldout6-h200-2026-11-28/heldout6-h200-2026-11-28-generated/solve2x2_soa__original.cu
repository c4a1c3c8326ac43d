extern "C" __global__ void solve2x2_soa(const float* a, const float* b, const float* c, const float* d, const float* e, const float* f, float* x, float* y, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det = a[i] * d[i] - b[i] * c[i];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv = 1.0f / det;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i] = (e[i] * d[i] - b[i] * f[i]) * inv;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i] = (a[i] * f[i] - e[i] * c[i]) * inv;
    }
}
