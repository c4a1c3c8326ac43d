extern "C" __global__ void adsr_envelope(const float* t, float* level, float attack, float decay, float sustain, float release_at, float release, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s = t[i];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e = s / attack;
        else if (s < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e = 1.0f - (1.0f - sustain) * (s - attack) / decay;
        else if (s < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e = fmaxf(sustain * (1.0f - (s - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i] = e;
    }
}
