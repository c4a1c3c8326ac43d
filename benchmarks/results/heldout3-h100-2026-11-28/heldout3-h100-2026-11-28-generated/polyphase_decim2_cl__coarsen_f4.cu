extern "C" __global__ void polyphase_decim2_cf4x(const float* x, const float* h, float* out, int nout) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + (unsigned long long)threadIdx.x * 4ull;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 1ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 2ull);
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x * 4ull + 3ull);
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    if (i_0 < nout) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        float s_0 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        for (int k_0 = 0; k_0 < 16; k_0++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
            s_0 += h[k_0] * x[2 * i_0 + k_0];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        out[i_0] = s_0;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    if (i_1 < nout) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        float s_1 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        for (int k_1 = 0; k_1 < 16; k_1++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
            s_1 += h[k_1] * x[2 * i_1 + k_1];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        out[i_1] = s_1;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    if (i_2 < nout) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        float s_2 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        for (int k_2 = 0; k_2 < 16; k_2++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
            s_2 += h[k_2] * x[2 * i_2 + k_2];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        out[i_2] = s_2;
    }
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    if (i_3 < nout) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        float s_3 = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        for (int k_3 = 0; k_3 < 16; k_3++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
            s_3 += h[k_3] * x[2 * i_3 + k_3];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        out[i_3] = s_3;
    }
}
