extern "C" __global__ void bsr2x2_spmv(const int* browptr, const int* bcol, const float* val, const float* x, float* y, int nbr) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
    int r = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
    if (r < nbr) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        float s0 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        float s1 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        for (int k = browptr[r]; k < browptr[r + 1]; k++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            int c = bcol[k];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            float x0 = x[2 * c];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            float x1 = x[2 * c + 1];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            s0 += val[4 * k + 0] * x0 + val[4 * k + 1] * x1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            s1 += val[4 * k + 2] * x0 + val[4 * k + 3] * x1;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        y[2 * r] = s0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        y[2 * r + 1] = s1;
    }
}
