extern "C" __global__ void complex_fir8_cf2x(const float* xr, const float* xi, const float* hr, const float* hi, float* yr, float* yi, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + (unsigned long long)threadIdx.x * 2ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 2ull) + ((unsigned long long)threadIdx.x * 2ull + 1ull);
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float sr_0 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float si_0 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        for (int k_0 = 0; k_0 < 8; k_0++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ar_0 = xr[i_0 + k_0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ai_0 = xi[i_0 + k_0];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            sr_0 += hr[k_0] * ar_0 - hi[k_0] * ai_0;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            si_0 += hr[k_0] * ai_0 + hi[k_0] * ar_0;
        }
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yr[i_0] = sr_0;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yi[i_0] = si_0;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float sr_1 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float si_1 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        for (int k_1 = 0; k_1 < 8; k_1++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ar_1 = xr[i_1 + k_1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ai_1 = xi[i_1 + k_1];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            sr_1 += hr[k_1] * ar_1 - hi[k_1] * ai_1;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            si_1 += hr[k_1] * ai_1 + hi[k_1] * ar_1;
        }
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yr[i_1] = sr_1;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yi[i_1] = si_1;
    }
}
