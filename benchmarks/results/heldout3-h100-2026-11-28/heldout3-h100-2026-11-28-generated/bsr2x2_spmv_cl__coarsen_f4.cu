extern "C" __global__ void bsr2x2_spmv_cf4x(const int* browptr, const int* bcol, const float* val, const float* x, float* y, int nbr) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    int r_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    int r_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    int r_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    int r_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    if (r_0 < nbr) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s0_0 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s1_0 = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        for (int k_0 = browptr[r_0]; k_0 < browptr[r_0 + 1]; k_0++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            int c_0 = bcol[k_0];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x0_0 = x[2 * c_0];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x1_0 = x[2 * c_0 + 1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s0_0 += val[4 * k_0 + 0] * x0_0 + val[4 * k_0 + 1] * x1_0;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s1_0 += val[4 * k_0 + 2] * x0_0 + val[4 * k_0 + 3] * x1_0;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y[2 * r_0] = s0_0;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y[2 * r_0 + 1] = s1_0;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    if (r_1 < nbr) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s0_1 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s1_1 = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        for (int k_1 = browptr[r_1]; k_1 < browptr[r_1 + 1]; k_1++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            int c_1 = bcol[k_1];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x0_1 = x[2 * c_1];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x1_1 = x[2 * c_1 + 1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s0_1 += val[4 * k_1 + 0] * x0_1 + val[4 * k_1 + 1] * x1_1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s1_1 += val[4 * k_1 + 2] * x0_1 + val[4 * k_1 + 3] * x1_1;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y[2 * r_1] = s0_1;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y[2 * r_1 + 1] = s1_1;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    if (r_2 < nbr) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s0_2 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s1_2 = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        for (int k_2 = browptr[r_2]; k_2 < browptr[r_2 + 1]; k_2++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            int c_2 = bcol[k_2];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x0_2 = x[2 * c_2];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x1_2 = x[2 * c_2 + 1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s0_2 += val[4 * k_2 + 0] * x0_2 + val[4 * k_2 + 1] * x1_2;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s1_2 += val[4 * k_2 + 2] * x0_2 + val[4 * k_2 + 3] * x1_2;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y[2 * r_2] = s0_2;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y[2 * r_2 + 1] = s1_2;
    }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    if (r_3 < nbr) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s0_3 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s1_3 = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        for (int k_3 = browptr[r_3]; k_3 < browptr[r_3 + 1]; k_3++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            int c_3 = bcol[k_3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x0_3 = x[2 * c_3];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x1_3 = x[2 * c_3 + 1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s0_3 += val[4 * k_3 + 0] * x0_3 + val[4 * k_3 + 1] * x1_3;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s1_3 += val[4 * k_3 + 2] * x0_3 + val[4 * k_3 + 3] * x1_3;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y[2 * r_3] = s0_3;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y[2 * r_3 + 1] = s1_3;
    }
}
