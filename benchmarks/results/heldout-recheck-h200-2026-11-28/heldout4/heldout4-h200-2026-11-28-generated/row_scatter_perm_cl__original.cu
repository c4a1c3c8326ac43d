extern "C" __global__ void row_scatter_perm(const float* in, const int* perm, float* out, int n, int D) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
    if (r < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        int d = perm[r];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
        for (int j = 0; j < D; j++)
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/row_scatter_perm.cl"
            out[d * D + j] = in[r * D + j];
    }
}
