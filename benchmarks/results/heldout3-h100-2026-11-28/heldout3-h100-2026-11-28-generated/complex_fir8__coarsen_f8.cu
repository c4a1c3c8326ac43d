extern "C" __global__ void complex_fir8_cf8x(const float* xr, const float* xi, const float* hr, const float* hi, float* yr, float* yi, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i_2 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr_2 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si_2 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k_2 = 0; k_2 < 8; k_2++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar_2 = xr[i_2 + k_2];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai_2 = xi[i_2 + k_2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr_2 += hr[k_2] * ar_2 - hi[k_2] * ai_2;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si_2 += hr[k_2] * ai_2 + hi[k_2] * ar_2;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i_2] = sr_2;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i_2] = si_2;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i_3 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr_3 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si_3 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k_3 = 0; k_3 < 8; k_3++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar_3 = xr[i_3 + k_3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai_3 = xi[i_3 + k_3];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr_3 += hr[k_3] * ar_3 - hi[k_3] * ai_3;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si_3 += hr[k_3] * ai_3 + hi[k_3] * ar_3;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i_3] = sr_3;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i_3] = si_3;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i_4 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr_4 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si_4 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k_4 = 0; k_4 < 8; k_4++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar_4 = xr[i_4 + k_4];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai_4 = xi[i_4 + k_4];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr_4 += hr[k_4] * ar_4 - hi[k_4] * ai_4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si_4 += hr[k_4] * ai_4 + hi[k_4] * ar_4;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i_4] = sr_4;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i_4] = si_4;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i_5 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr_5 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si_5 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k_5 = 0; k_5 < 8; k_5++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar_5 = xr[i_5 + k_5];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai_5 = xi[i_5 + k_5];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr_5 += hr[k_5] * ar_5 - hi[k_5] * ai_5;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si_5 += hr[k_5] * ai_5 + hi[k_5] * ar_5;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i_5] = sr_5;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i_5] = si_5;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i_6 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr_6 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si_6 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k_6 = 0; k_6 < 8; k_6++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar_6 = xr[i_6 + k_6];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai_6 = xi[i_6 + k_6];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr_6 += hr[k_6] * ar_6 - hi[k_6] * ai_6;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si_6 += hr[k_6] * ai_6 + hi[k_6] * ar_6;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i_6] = sr_6;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i_6] = si_6;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i_7 < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr_7 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si_7 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k_7 = 0; k_7 < 8; k_7++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar_7 = xr[i_7 + k_7];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai_7 = xi[i_7 + k_7];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr_7 += hr[k_7] * ar_7 - hi[k_7] * ai_7;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si_7 += hr[k_7] * ai_7 + hi[k_7] * ar_7;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i_7] = sr_7;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i_7] = si_7;
    }
}
