extern "C" __global__ void biquad_channels(const float* x, float* y, int T, int C, float b0, float b1, float b2, float a1, float a2) {
#line 8 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
    int c = blockIdx.x * blockDim.x + threadIdx.x;
#line 9 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
    if (c < C) {
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
        float s1 = 0.0f;
#line 10 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
        float s2 = 0.0f;
#line 11 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
        for (int t = 0; t < T; t++) {
#line 12 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
            float xv = x[t * C + c];
#line 13 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
            float yv = b0 * xv + s1;
#line 14 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
            s1 = b1 * xv - a1 * yv + s2;
#line 15 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
            s2 = b2 * xv - a2 * yv;
#line 16 "/work/main/.stage/main/benchmarks/heldout5/kernels/biquad_channels.cu"
            y[t * C + c] = yv;
        }
    }
}
