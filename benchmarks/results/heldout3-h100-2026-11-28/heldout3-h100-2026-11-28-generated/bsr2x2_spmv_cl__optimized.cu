extern "C" __global__ void bsr2x2_spmv_opt(const int* browptr, const int* bcol, const float* val, const float* x, float* y, int nbr) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    int r = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
    if (r < nbr) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s0 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float s1 = 0.0f;
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        for (int k = browptr[r]; k < browptr[r + 1]; k++) {
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            int c = bcol[k];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x0 = x[2 * c];
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            float x1 = x[2 * c + 1];
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s0 += val[4 * k + 0] * x0 + val[4 * k + 1] * x1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
            s1 += val[4 * k + 2] * x0 + val[4 * k + 3] * x1;
        }
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        float2 y_v = make_float2(0.0f, 0.0f);
#line 17 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y_v.x = s0;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        y_v.y = s1;
#line 18 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/bsr2x2_spmv.cl"
        *(float2*)&y[2 * r] = y_v;
    }
}
