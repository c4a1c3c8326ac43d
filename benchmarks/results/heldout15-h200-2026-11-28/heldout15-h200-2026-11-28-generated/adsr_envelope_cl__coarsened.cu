extern "C" __global__ void adsr_envelope_cf2x_st32(const float* t, float* level, float attack, float decay, float sustain, float release_at, float release, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 32ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 32ull + 32ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        float s_0 = t[i_0];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        float e_0;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        if (s_0 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            e_0 = s_0 / attack;
        else if (s_0 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            e_0 = 1.0f - (1.0f - sustain) * (s_0 - attack) / decay;
        else if (s_0 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            e_0 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            e_0 = fmaxf(sustain * (1.0f - (s_0 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        level[i_0] = e_0;
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        float s_1 = t[i_1];
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        float e_1;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        if (s_1 < attack)
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            e_1 = s_1 / attack;
        else if (s_1 < attack + decay)
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            e_1 = 1.0f - (1.0f - sustain) * (s_1 - attack) / decay;
        else if (s_1 < release_at)
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            e_1 = sustain;
        else
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            e_1 = fmaxf(sustain * (1.0f - (s_1 - release_at) / release), 0.0f);
#line 19 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        level[i_1] = e_1;
    }
}
