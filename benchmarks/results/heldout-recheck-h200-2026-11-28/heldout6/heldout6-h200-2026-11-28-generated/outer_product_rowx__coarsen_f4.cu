extern "C" __global__ void outer_product_rowx_cf4x(const float* a, const float* b, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
}
