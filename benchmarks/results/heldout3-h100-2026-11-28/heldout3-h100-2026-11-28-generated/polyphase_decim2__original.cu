extern "C" __global__ void polyphase_decim2(const float* x, const float* h, float* out, int nout) {
#line 5 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
    if (i < nout) {
#line 7 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        float s = 0.0f;
#line 8 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        for (int k = 0; k < 16; k++)
#line 9 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
            s += h[k] * x[2 * i + k];
#line 10 "/work/main/.stage/suite3run/benchmarks/heldout3/kernels/polyphase_decim2.cu"
        out[i] = s;
    }
}
