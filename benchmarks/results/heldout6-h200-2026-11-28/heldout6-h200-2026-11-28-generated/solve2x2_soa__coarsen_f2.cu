extern "C" __global__ void solve2x2_soa_cf2x(const float* a, const float* b, const float* c, const float* d, const float* e, const float* f, float* x, float* y, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i_0 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det_0 = a[i_0] * d[i_0] - b[i_0] * c[i_0];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv_0 = 1.0f / det_0;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i_0] = (e[i_0] * d[i_0] - b[i_0] * f[i_0]) * inv_0;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i_0] = (a[i_0] * f[i_0] - e[i_0] * c[i_0]) * inv_0;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i_1 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det_1 = a[i_1] * d[i_1] - b[i_1] * c[i_1];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv_1 = 1.0f / det_1;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i_1] = (e[i_1] * d[i_1] - b[i_1] * f[i_1]) * inv_1;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i_1] = (a[i_1] * f[i_1] - e[i_1] * c[i_1]) * inv_1;
    }
}
