extern "C" __global__ void complex_fir8_opt(const float* xr, const float* xi, const float* hr, const float* hi, float* yr, float* yi, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si = 0.0f;
        {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            for (int k = 0; k < 8 - 7; k += 8) {
                float4 hr_v0_0;
                float4 hr_v0_1;
                float4 hi_v1_0;
                float4 hi_v1_1;
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ar_u0 = xr[i + k];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ai_u0 = xi[i + k];
                    hr_v0_0 = *(const float4*)&hr[k];
                    hr_v0_1 = *(const float4*)(&hr[k] + 4);
                    hi_v1_0 = *(const float4*)&hi[k];
                    hi_v1_1 = *(const float4*)(&hi[k] + 4);
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    sr += hr_v0_0.x * ar_u0 - hi_v1_0.x * ai_u0;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    si += hr_v0_0.x * ai_u0 + hi_v1_0.x * ar_u0;
                }
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ar_u1 = xr[i + (k + 1)];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ai_u1 = xi[i + (k + 1)];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    sr += hr_v0_0.y * ar_u1 - hi_v1_0.y * ai_u1;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    si += hr_v0_0.y * ai_u1 + hi_v1_0.y * ar_u1;
                }
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ar_u2 = xr[i + (k + 2)];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ai_u2 = xi[i + (k + 2)];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    sr += hr_v0_0.z * ar_u2 - hi_v1_0.z * ai_u2;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    si += hr_v0_0.z * ai_u2 + hi_v1_0.z * ar_u2;
                }
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ar_u3 = xr[i + (k + 3)];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ai_u3 = xi[i + (k + 3)];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    sr += hr_v0_0.w * ar_u3 - hi_v1_0.w * ai_u3;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    si += hr_v0_0.w * ai_u3 + hi_v1_0.w * ar_u3;
                }
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ar_u4 = xr[i + (k + 4)];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ai_u4 = xi[i + (k + 4)];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    sr += hr_v0_1.x * ar_u4 - hi_v1_1.x * ai_u4;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    si += hr_v0_1.x * ai_u4 + hi_v1_1.x * ar_u4;
                }
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ar_u5 = xr[i + (k + 5)];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ai_u5 = xi[i + (k + 5)];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    sr += hr_v0_1.y * ar_u5 - hi_v1_1.y * ai_u5;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    si += hr_v0_1.y * ai_u5 + hi_v1_1.y * ar_u5;
                }
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ar_u6 = xr[i + (k + 6)];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ai_u6 = xi[i + (k + 6)];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    sr += hr_v0_1.z * ar_u6 - hi_v1_1.z * ai_u6;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    si += hr_v0_1.z * ai_u6 + hi_v1_1.z * ar_u6;
                }
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ar_u7 = xr[i + (k + 7)];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    float ai_u7 = xi[i + (k + 7)];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    sr += hr_v0_1.w * ar_u7 - hi_v1_1.w * ai_u7;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                    si += hr_v0_1.w * ai_u7 + hi_v1_1.w * ar_u7;
                }
            }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            for (int k_r = 0 + (8 - 0) / 8 * 8; k_r < 8; k_r++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                float ar_r = xr[i + k_r];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                float ai_r = xi[i + k_r];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                sr += hr[k_r] * ar_r - hi[k_r] * ai_r;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
                si += hr[k_r] * ai_r + hi[k_r] * ar_r;
            }
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i] = sr;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i] = si;
    }
}
