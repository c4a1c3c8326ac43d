extern "C" __global__ void dia_spmv(const float* data, const int* off, const float* x, float* y, int n, int ndiag) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        float s = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        for (int d = 0; d < ndiag; d++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            int j = i + off[d];
#line 12 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
            if (j >= 0 && j < n)
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
                s += data[d * n + i] * x[j];
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cu"
        y[i] = s;
    }
}
