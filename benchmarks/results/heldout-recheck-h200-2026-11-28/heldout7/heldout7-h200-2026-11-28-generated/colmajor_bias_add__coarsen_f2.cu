extern "C" __global__ void colmajor_bias_add_cf2x(const float* A, const float* rs, const float* cb, float* out, int n, int m) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    int t_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/colmajor_bias_add.cu"
    int t_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
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
}
