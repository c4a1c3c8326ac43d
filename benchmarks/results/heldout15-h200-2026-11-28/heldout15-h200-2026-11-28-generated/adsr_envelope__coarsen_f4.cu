extern "C" __global__ void adsr_envelope_cf4x(const float* t, float* level, float attack, float decay, float sustain, float release_at, float release, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_0 = blockIdx.x * (blockDim.x * 4u) + threadIdx.x * 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_1 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_2 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_3 = blockIdx.x * (blockDim.x * 4u) + (threadIdx.x * 4u + 3u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s_2 = t[i_2];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e_2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s_2 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_2 = s_2 / attack;
        else if (s_2 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_2 = 1.0f - (1.0f - sustain) * (s_2 - attack) / decay;
        else if (s_2 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_2 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_2 = fmaxf(sustain * (1.0f - (s_2 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i_2] = e_2;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s_3 = t[i_3];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e_3;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s_3 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_3 = s_3 / attack;
        else if (s_3 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_3 = 1.0f - (1.0f - sustain) * (s_3 - attack) / decay;
        else if (s_3 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_3 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_3 = fmaxf(sustain * (1.0f - (s_3 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i_3] = e_3;
    }
}
