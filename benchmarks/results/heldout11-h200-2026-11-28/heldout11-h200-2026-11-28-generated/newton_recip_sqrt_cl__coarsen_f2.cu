extern "C" __global__ void newton_recip_sqrt_cf2x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 2ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v_0 = x[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r_0 = __int_as_float(1597463007 - (__float_as_int(v_0) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s_0 = 0; s_0 < 3; ++s_0)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r_0 = r_0 * (1.5f - 0.5f * v_0 * r_0 * r_0);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i_0] = r_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v_1 = x[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r_1 = __int_as_float(1597463007 - (__float_as_int(v_1) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s_1 = 0; s_1 < 3; ++s_1)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r_1 = r_1 * (1.5f - 0.5f * v_1 * r_1 * r_1);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i_1] = r_1;
    }
}
