extern "C" __global__ void outer_product_rowx(const float* a, const float* b, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    int j = (unsigned long long)blockIdx.y * (unsigned long long)blockDim.y + (unsigned long long)threadIdx.y;
#line 9 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
    if (i < n && j < m)
#line 10 "/work/main/.stage/main/benchmarks/heldout6/kernels/outer_product_rowx.cl"
        out[i * m + j] = a[i] * b[j];
}
