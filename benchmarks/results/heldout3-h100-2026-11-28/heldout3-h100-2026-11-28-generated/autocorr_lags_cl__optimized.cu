extern "C" __global__ void autocorr_lags_opt(const float* x, float* r, int n, int nlags) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    int lag = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
    if (lag < nlags) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        float s = 0.0f;
        {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            for (int i = 0; i < n - 15; i += 16) {
                float4 x_v0_0;
                float4 x_v0_1;
                float4 x_v0_2;
                float4 x_v0_3;
                {
                    x_v0_0 = *(const float4*)&x[i];
                    x_v0_1 = *(const float4*)(&x[i] + 4);
                    x_v0_2 = *(const float4*)(&x[i] + 8);
                    x_v0_3 = *(const float4*)(&x[i] + 12);
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_0.x * x[i + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_0.y * x[i + 1 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_0.z * x[i + 2 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_0.w * x[i + 3 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_1.x * x[i + 4 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_1.y * x[i + 5 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_1.z * x[i + 6 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_1.w * x[i + 7 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_2.x * x[i + 8 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_2.y * x[i + 9 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_2.z * x[i + 10 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_2.w * x[i + 11 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_3.x * x[i + 12 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_3.y * x[i + 13 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_3.z * x[i + 14 + lag];
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                    s += x_v0_3.w * x[i + 15 + lag];
                }
            }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
            for (int i_r = 0 + (n - 0) / 16 * 16; i_r < n; i_r++) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
                s += x[i_r] * x[i_r + lag];
            }
        }
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/autocorr_lags.cl"
        r[lag] = s;
    }
}
