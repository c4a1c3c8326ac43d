extern "C" __global__ void solve2x2_soa_cf4x(const float* a, const float* b, const float* c, const float* d, const float* e, const float* f, float* x, float* y, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i_2 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det_2 = a[i_2] * d[i_2] - b[i_2] * c[i_2];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv_2 = 1.0f / det_2;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i_2] = (e[i_2] * d[i_2] - b[i_2] * f[i_2]) * inv_2;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i_2] = (a[i_2] * f[i_2] - e[i_2] * c[i_2]) * inv_2;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i_3 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det_3 = a[i_3] * d[i_3] - b[i_3] * c[i_3];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv_3 = 1.0f / det_3;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i_3] = (e[i_3] * d[i_3] - b[i_3] * f[i_3]) * inv_3;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i_3] = (a[i_3] * f[i_3] - e[i_3] * c[i_3]) * inv_3;
    }
}
