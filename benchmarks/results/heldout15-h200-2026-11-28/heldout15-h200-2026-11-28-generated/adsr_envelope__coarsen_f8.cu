extern "C" __global__ void adsr_envelope_cf8x(const float* t, float* level, float attack, float decay, float sustain, float release_at, float release, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
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
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i_4 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s_4 = t[i_4];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e_4;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s_4 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_4 = s_4 / attack;
        else if (s_4 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_4 = 1.0f - (1.0f - sustain) * (s_4 - attack) / decay;
        else if (s_4 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_4 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_4 = fmaxf(sustain * (1.0f - (s_4 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i_4] = e_4;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i_5 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s_5 = t[i_5];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e_5;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s_5 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_5 = s_5 / attack;
        else if (s_5 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_5 = 1.0f - (1.0f - sustain) * (s_5 - attack) / decay;
        else if (s_5 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_5 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_5 = fmaxf(sustain * (1.0f - (s_5 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i_5] = e_5;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i_6 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s_6 = t[i_6];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e_6;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s_6 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_6 = s_6 / attack;
        else if (s_6 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_6 = 1.0f - (1.0f - sustain) * (s_6 - attack) / decay;
        else if (s_6 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_6 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_6 = fmaxf(sustain * (1.0f - (s_6 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i_6] = e_6;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
    if (i_7 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float s_7 = t[i_7];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        float e_7;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        if (s_7 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_7 = s_7 / attack;
        else if (s_7 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_7 = 1.0f - (1.0f - sustain) * (s_7 - attack) / decay;
        else if (s_7 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_7 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
            e_7 = fmaxf(sustain * (1.0f - (s_7 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cu"
        level[i_7] = e_7;
    }
}
