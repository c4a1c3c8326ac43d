extern "C" __global__ void polyphase_decim2(const float* x, const float* h, float* out, int nout) {
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    int i = (unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x;
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
    if (i < nout) {
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        float s = 0.0f;
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        for (int k = 0; k < 16; k++)
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
            s += h[k] * x[2 * i + k];
#line 11 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cl"
        out[i] = s;
    }
}
