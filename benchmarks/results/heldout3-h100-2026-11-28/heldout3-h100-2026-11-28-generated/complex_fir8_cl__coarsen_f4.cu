extern "C" __global__ void complex_fir8_cf4x(const float* xr, const float* xi, const float* hr, const float* hi, float* yr, float* yi, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
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
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float sr_2 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float si_2 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        for (int k_2 = 0; k_2 < 8; k_2++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ar_2 = xr[i_2 + k_2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ai_2 = xi[i_2 + k_2];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            sr_2 += hr[k_2] * ar_2 - hi[k_2] * ai_2;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            si_2 += hr[k_2] * ai_2 + hi[k_2] * ar_2;
        }
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yr[i_2] = sr_2;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yi[i_2] = si_2;
    }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float sr_3 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float si_3 = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        for (int k_3 = 0; k_3 < 8; k_3++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ar_3 = xr[i_3 + k_3];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ai_3 = xi[i_3 + k_3];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            sr_3 += hr[k_3] * ar_3 - hi[k_3] * ai_3;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            si_3 += hr[k_3] * ai_3 + hi[k_3] * ar_3;
        }
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yr[i_3] = sr_3;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yi[i_3] = si_3;
    }
}
