extern "C" __global__ void dia_spmv(const float* data, const int* off, const float* x, float* y, int n, int ndiag) {
#line 5 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        float s = 0.0f;
#line 8 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        for (int d = 0; d < ndiag; d++) {
#line 9 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            int j = i + off[d];
#line 10 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
            if (j >= 0 && j < n)
#line 11 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
                s += data[d * n + i] * x[j];
        }
#line 13 "/work/main/.stage/main/benchmarks/heldout2/kernels/dia_spmv.cl"
        y[i] = s;
    }
}
