extern "C" __global__ void outer_product_rowx_cf8x(const float* a, const float* b, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int j = blockIdx.y * blockDim.y + threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    if (i_0 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
        out[i_0 * m + j] = a[i_0] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    if (i_1 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
        out[i_1 * m + j] = a[i_1] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    if (i_2 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
        out[i_2 * m + j] = a[i_2] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    if (i_3 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
        out[i_3 * m + j] = a[i_3] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    if (i_4 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
        out[i_4 * m + j] = a[i_4] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    if (i_5 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
        out[i_5 * m + j] = a[i_5] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    if (i_6 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
        out[i_6 * m + j] = a[i_6] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    if (i_7 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
        out[i_7 * m + j] = a[i_7] * b[j];
}
