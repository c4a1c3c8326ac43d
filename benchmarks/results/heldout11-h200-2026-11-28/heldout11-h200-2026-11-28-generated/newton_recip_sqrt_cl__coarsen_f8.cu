extern "C" __global__ void newton_recip_sqrt_cf8x(const float* x, float* y, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 5 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v_2 = x[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r_2 = __int_as_float(1597463007 - (__float_as_int(v_2) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s_2 = 0; s_2 < 3; ++s_2)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r_2 = r_2 * (1.5f - 0.5f * v_2 * r_2 * r_2);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i_2] = r_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v_3 = x[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r_3 = __int_as_float(1597463007 - (__float_as_int(v_3) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s_3 = 0; s_3 < 3; ++s_3)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r_3 = r_3 * (1.5f - 0.5f * v_3 * r_3 * r_3);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i_3] = r_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v_4 = x[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r_4 = __int_as_float(1597463007 - (__float_as_int(v_4) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s_4 = 0; s_4 < 3; ++s_4)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r_4 = r_4 * (1.5f - 0.5f * v_4 * r_4 * r_4);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i_4] = r_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v_5 = x[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r_5 = __int_as_float(1597463007 - (__float_as_int(v_5) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s_5 = 0; s_5 < 3; ++s_5)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r_5 = r_5 * (1.5f - 0.5f * v_5 * r_5 * r_5);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i_5] = r_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v_6 = x[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r_6 = __int_as_float(1597463007 - (__float_as_int(v_6) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s_6 = 0; s_6 < 3; ++s_6)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r_6 = r_6 * (1.5f - 0.5f * v_6 * r_6 * r_6);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i_6] = r_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float v_7 = x[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        float r_7 = __int_as_float(1597463007 - (__float_as_int(v_7) >> 1));
#line 9 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        for (int s_7 = 0; s_7 < 3; ++s_7)
#line 10 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
            r_7 = r_7 * (1.5f - 0.5f * v_7 * r_7 * r_7);
#line 11 "/work/main/.stage/main/benchmarks/heldout11/kernels/newton_recip_sqrt.cl"
        y[i_7] = r_7;
    }
}
