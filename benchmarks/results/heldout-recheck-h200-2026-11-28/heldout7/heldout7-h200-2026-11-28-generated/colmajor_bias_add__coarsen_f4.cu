extern "C" __global__ void colmajor_bias_add_cf4x(const float* A, const float* rs, const float* cb, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    int t_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    int t_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    int t_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    int t_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    if (t_0 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        int r_0 = t_0 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        int c_0 = t_0 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        out[c_0 * n + r_0] = A[c_0 * n + r_0] * rs[r_0] + cb[c_0];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    if (t_1 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        int r_1 = t_1 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        int c_1 = t_1 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        out[c_1 * n + r_1] = A[c_1 * n + r_1] * rs[r_1] + cb[c_1];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    if (t_2 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        int r_2 = t_2 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        int c_2 = t_2 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        out[c_2 * n + r_2] = A[c_2 * n + r_2] * rs[r_2] + cb[c_2];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    if (t_3 < n * m) {
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        int r_3 = t_3 / m;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        int c_3 = t_3 % m;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
        out[c_3 * n + r_3] = A[c_3 * n + r_3] * rs[r_3] + cb[c_3];
    }
}
