extern "C" __global__ void complex_fir8(const float* xr, const float* xi, const float* hr, const float* hi, float* yr, float* yi, int n) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
    if (i < n) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float sr = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        float si = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        for (int k = 0; k < 8; k++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ar = xr[i + k];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            float ai = xi[i + k];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            sr += hr[k] * ar - hi[k] * ai;
#line 12 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
            si += hr[k] * ai + hi[k] * ar;
        }
#line 14 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yr[i] = sr;
#line 15 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/complex_fir8.cu"
        yi[i] = si;
    }
}
