extern "C" __global__ void solve2x2_soa_cf8x(const float* a, const float* b, const float* c, const float* d, const float* e, const float* f, float* x, float* y, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i_4 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det_4 = a[i_4] * d[i_4] - b[i_4] * c[i_4];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv_4 = 1.0f / det_4;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i_4] = (e[i_4] * d[i_4] - b[i_4] * f[i_4]) * inv_4;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i_4] = (a[i_4] * f[i_4] - e[i_4] * c[i_4]) * inv_4;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i_5 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det_5 = a[i_5] * d[i_5] - b[i_5] * c[i_5];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv_5 = 1.0f / det_5;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i_5] = (e[i_5] * d[i_5] - b[i_5] * f[i_5]) * inv_5;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i_5] = (a[i_5] * f[i_5] - e[i_5] * c[i_5]) * inv_5;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i_6 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det_6 = a[i_6] * d[i_6] - b[i_6] * c[i_6];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv_6 = 1.0f / det_6;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i_6] = (e[i_6] * d[i_6] - b[i_6] * f[i_6]) * inv_6;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i_6] = (a[i_6] * f[i_6] - e[i_6] * c[i_6]) * inv_6;
    }
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
    if (i_7 < n) {
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float det_7 = a[i_7] * d[i_7] - b[i_7] * c[i_7];
#line 11 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        float inv_7 = 1.0f / det_7;
#line 12 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        x[i_7] = (e[i_7] * d[i_7] - b[i_7] * f[i_7]) * inv_7;
#line 13 "/work/main/.stage/main/benchmarks/heldout6/kernels/solve2x2_soa.cu"
        y[i_7] = (a[i_7] * f[i_7] - e[i_7] * c[i_7]) * inv_7;
    }
}
