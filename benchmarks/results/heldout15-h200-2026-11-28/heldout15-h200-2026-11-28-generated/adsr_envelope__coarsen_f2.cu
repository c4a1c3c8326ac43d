extern "C" __global__ void adsr_envelope_cf2x(const float* t, float* level, float attack, float decay, float sustain, float release_at, float release, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s_0 = t[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s_0 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_0 = s_0 / attack;
        else if (s_0 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_0 = 1.0f - (1.0f - sustain) * (s_0 - attack) / decay;
        else if (s_0 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_0 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_0 = fmaxf(sustain * (1.0f - (s_0 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i_0] = e_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s_1 = t[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s_1 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_1 = s_1 / attack;
        else if (s_1 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_1 = 1.0f - (1.0f - sustain) * (s_1 - attack) / decay;
        else if (s_1 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_1 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_1 = fmaxf(sustain * (1.0f - (s_1 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i_1] = e_1;
    }
}
