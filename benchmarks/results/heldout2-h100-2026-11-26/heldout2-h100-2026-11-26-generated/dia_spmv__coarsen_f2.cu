extern "C" __global__ void dia_spmv_cf2x(const float* data, const int* off, const float* x, float* y, int n, int ndiag) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_0 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_0 = 0; d_0 < ndiag; d_0++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_0 = i_0 + off[d_0];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_0 >= 0 && j_0 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_0 += data[d_0 * n + i_0] * x[j_0];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_0] = s_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s_1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d_1 = 0; d_1 < ndiag; d_1++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j_1 = i_1 + off[d_1];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j_1 >= 0 && j_1 < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s_1 += data[d_1 * n + i_1] * x[j_1];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i_1] = s_1;
    }
}
