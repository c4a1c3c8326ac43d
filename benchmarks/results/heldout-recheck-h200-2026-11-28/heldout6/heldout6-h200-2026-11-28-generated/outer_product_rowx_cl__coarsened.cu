extern "C" __global__ void outer_product_rowx_cf4x_st4(const float* a, const float* b, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 4ull * 16ull + (unsigned long long)threadIdx.x % 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 4ull * 16ull + (unsigned long long)threadIdx.x % 4ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 4ull * 16ull + (unsigned long long)threadIdx.x % 4ull + 8ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 4ull * 16ull + (unsigned long long)threadIdx.x % 4ull + 12ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    int j = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    if (i_0 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        out[i_0 * m + j] = a[i_0] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    if (i_1 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        out[i_1 * m + j] = a[i_1] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    if (i_2 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        out[i_2 * m + j] = a[i_2] * b[j];
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    if (i_3 < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        out[i_3 * m + j] = a[i_3] * b[j];
}
