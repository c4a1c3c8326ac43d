extern "C" __global__ void colmajor_bias_add_cf4x(const float* A, const float* rs, const float* cb, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t_0 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r_0 = t_0 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c_0 = t_0 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c_0 * n + r_0] = A[c_0 * n + r_0] * rs[r_0] + cb[c_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t_1 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r_1 = t_1 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c_1 = t_1 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c_1 * n + r_1] = A[c_1 * n + r_1] * rs[r_1] + cb[c_1];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t_2 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r_2 = t_2 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c_2 = t_2 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c_2 * n + r_2] = A[c_2 * n + r_2] * rs[r_2] + cb[c_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t_3 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r_3 = t_3 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c_3 = t_3 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c_3 * n + r_3] = A[c_3 * n + r_3] * rs[r_3] + cb[c_3];
    }
}
