extern "C" __global__ void polyphase_decim2_opt(const float* x, const float* h, float* out, int nout) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s = 0.0f;
        {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            for (int k = 0; k < 16 - 1; k += 2) {
                float2 h_v0;
                float2 x_v1;
                {
                    h_v0 = *(const float2*)&h[k];
                    x_v1 = *(const float2*)&x[2 * i + k];
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
                    s += h_v0.x * x_v1.x;
                }
                {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
                    s += h_v0.y * x_v1.y;
                }
            }
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            for (int k_r = 0 + (16 - 0) / 2 * 2; k_r < 16; k_r++) {
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
                s += h[k_r] * x[2 * i + k_r];
            }
        }
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i] = s;
    }
}
