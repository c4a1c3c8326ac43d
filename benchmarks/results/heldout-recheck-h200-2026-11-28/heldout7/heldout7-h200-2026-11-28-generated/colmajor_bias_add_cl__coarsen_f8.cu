extern "C" __global__ void colmajor_bias_add_cf8x(const float* A, const float* rs, const float* cb, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + (unsigned long long)threadIdx.x * 8ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 1ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 2ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 3ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_4 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 4ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_5 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 5ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_6 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 6ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    int t_7 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 8ull) + ((unsigned long long)threadIdx.x * 8ull + 7ull);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t_4 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r_4 = t_4 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c_4 = t_4 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c_4 * n + r_4] = A[c_4 * n + r_4] * rs[r_4] + cb[c_4];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t_5 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r_5 = t_5 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c_5 = t_5 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c_5 * n + r_5] = A[c_5 * n + r_5] * rs[r_5] + cb[c_5];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t_6 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r_6 = t_6 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c_6 = t_6 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c_6 * n + r_6] = A[c_6 * n + r_6] * rs[r_6] + cb[c_6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
    if (t_7 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int r_7 = t_7 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        int c_7 = t_7 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cl"
        out[c_7 * n + r_7] = A[c_7 * n + r_7] * rs[r_7] + cb[c_7];
    }
}
