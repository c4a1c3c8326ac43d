extern "C" __global__ void polyphase_decim2_opt(const float* x, const float* h, float* out, int nout) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    if (i < nout) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        float s = 0.0f;
        {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
            for (int k = 0; k < 16 - 1; k += 2) {
                float2 h_v0;
                float2 x_v1;
                {
                    h_v0 = *(const float2*)&h[k];
                    x_v1 = *(const float2*)&x[2 * i + k];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
                    s += h_v0.x * x_v1.x;
                }
                {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
                    s += h_v0.y * x_v1.y;
                }
            }
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
            for (int k_r = 0 + (16 - 0) / 2 * 2; k_r < 16; k_r++) {
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
                s += h[k_r] * x[2 * i + k_r];
            }
        }
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        out[i] = s;
    }
}
