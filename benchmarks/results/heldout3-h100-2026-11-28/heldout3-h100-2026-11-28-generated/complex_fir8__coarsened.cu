extern "C" __global__ void complex_fir8_cf2x_st32(const float* xr, const float* xi, const float* hr, const float* hi, float* yr, float* yi, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 32u * 64u + threadIdx.x % 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 32u * 64u + threadIdx.x % 32u + 32u);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i_0 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr_0 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si_0 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k_0 = 0; k_0 < 8; k_0++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar_0 = xr[i_0 + k_0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai_0 = xi[i_0 + k_0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr_0 += hr[k_0] * ar_0 - hi[k_0] * ai_0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si_0 += hr[k_0] * ai_0 + hi[k_0] * ar_0;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i_0] = sr_0;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i_0] = si_0;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i_1 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr_1 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si_1 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k_1 = 0; k_1 < 8; k_1++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar_1 = xr[i_1 + k_1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai_1 = xi[i_1 + k_1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr_1 += hr[k_1] * ar_1 - hi[k_1] * ai_1;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si_1 += hr[k_1] * ai_1 + hi[k_1] * ar_1;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i_1] = sr_1;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i_1] = si_1;
    }
}
