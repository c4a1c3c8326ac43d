extern "C" __global__ void polyphase_decim2_cf8x(const float* x, const float* h, float* out, int nout) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i_2 < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s_2 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k_2 = 0; k_2 < 16; k_2++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s_2 += h[k_2] * x[2 * i_2 + k_2];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i_2] = s_2;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i_3 < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s_3 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k_3 = 0; k_3 < 16; k_3++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s_3 += h[k_3] * x[2 * i_3 + k_3];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i_3] = s_3;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i_4 < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s_4 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k_4 = 0; k_4 < 16; k_4++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s_4 += h[k_4] * x[2 * i_4 + k_4];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i_4] = s_4;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i_5 < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s_5 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k_5 = 0; k_5 < 16; k_5++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s_5 += h[k_5] * x[2 * i_5 + k_5];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i_5] = s_5;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i_6 < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s_6 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k_6 = 0; k_6 < 16; k_6++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s_6 += h[k_6] * x[2 * i_6 + k_6];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i_6] = s_6;
    }
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i_7 < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s_7 = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k_7 = 0; k_7 < 16; k_7++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s_7 += h[k_7] * x[2 * i_7 + k_7];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i_7] = s_7;
    }
}
