extern "C" __global__ void outer_product_rowx_cf2x(const float* a, const float* b, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
