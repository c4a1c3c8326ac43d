extern "C" __global__ void bsr2x2_spmv_cf2x(const int* browptr, const int* bcol, const float* val, const float* x, float* y, int nbr) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
    int r_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
    int r_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
    if (r_0 < nbr) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        float s0_0 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        float s1_0 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        for (int k_0 = browptr[r_0]; k_0 < browptr[r_0 + 1]; k_0++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            int c_0 = bcol[k_0];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            float x0_0 = x[2 * c_0];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            float x1_0 = x[2 * c_0 + 1];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            s0_0 += val[4 * k_0 + 0] * x0_0 + val[4 * k_0 + 1] * x1_0;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            s1_0 += val[4 * k_0 + 2] * x0_0 + val[4 * k_0 + 3] * x1_0;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        y[2 * r_0] = s0_0;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        y[2 * r_0 + 1] = s1_0;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
    if (r_1 < nbr) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        float s0_1 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        float s1_1 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        for (int k_1 = browptr[r_1]; k_1 < browptr[r_1 + 1]; k_1++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            int c_1 = bcol[k_1];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            float x0_1 = x[2 * c_1];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            float x1_1 = x[2 * c_1 + 1];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            s0_1 += val[4 * k_1 + 0] * x0_1 + val[4 * k_1 + 1] * x1_1;
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
            s1_1 += val[4 * k_1 + 2] * x0_1 + val[4 * k_1 + 3] * x1_1;
        }
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        y[2 * r_1] = s0_1;
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cu"
        y[2 * r_1 + 1] = s1_1;
    }
}
