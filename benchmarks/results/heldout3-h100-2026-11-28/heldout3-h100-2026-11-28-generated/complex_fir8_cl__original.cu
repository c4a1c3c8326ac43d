extern "C" __global__ void complex_fir8(const float* xr, const float* xi, const float* hr, const float* hi, float* yr, float* yi, int n) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
    if (i < n) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float sr = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        float si = 0.0f;
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        for (int k = 0; k < 8; k++) {
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ar = xr[i + k];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            float ai = xi[i + k];
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            sr += hr[k] * ar - hi[k] * ai;
#line 13 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
            si += hr[k] * ai + hi[k] * ar;
        }
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yr[i] = sr;
#line 16 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cl"
        yi[i] = si;
    }
}
