extern "C" __global__ void polyphase_decim2_cf2x_st32(const float* x, const float* h, float* out, int nout) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 32u * 64u + threadIdx.x % 32u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x / 32u * 64u + threadIdx.x % 32u + 32u);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i_0 < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s_0 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k_0 = 0; k_0 < 16; k_0++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s_0 += h[k_0] * x[2 * i_0 + k_0];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i_0] = s_0;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i_1 < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s_1 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k_1 = 0; k_1 < 16; k_1++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s_1 += h[k_1] * x[2 * i_1 + k_1];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i_1] = s_1;
    }
}
