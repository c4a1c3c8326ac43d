extern "C" __global__ void adsr_envelope_opt(const float* t, float* level, float attack, float decay, float sustain, float release_at, float release, int n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    float4 t_v0;
    float4 level_v1;
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        if (ucond) {
            t_v0 = *(const float4*)&t[i_m0];
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            float s_m0 = t_v0.x;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            float e_m0;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            if (s_m0 < attack) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                e_m0 = s_m0 / attack;
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                if (s_m0 < attack + decay) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                    e_m0 = 1.0f - (1.0f - sustain) * (s_m0 - attack) / decay;
                } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                    if (s_m0 < release_at) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                        e_m0 = sustain;
                    } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                        e_m0 = fmaxf(sustain * (1.0f - (s_m0 - release_at) / release), 0.0f);
                    }
                }
            }
            level_v1.x = e_m0;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            float s_m1 = t_v0.y;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            float e_m1;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            if (s_m1 < attack) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                e_m1 = s_m1 / attack;
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                if (s_m1 < attack + decay) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                    e_m1 = 1.0f - (1.0f - sustain) * (s_m1 - attack) / decay;
                } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                    if (s_m1 < release_at) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                        e_m1 = sustain;
                    } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                        e_m1 = fmaxf(sustain * (1.0f - (s_m1 - release_at) / release), 0.0f);
                    }
                }
            }
            level_v1.y = e_m1;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            float s_m2 = t_v0.z;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            float e_m2;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            if (s_m2 < attack) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                e_m2 = s_m2 / attack;
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                if (s_m2 < attack + decay) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                    e_m2 = 1.0f - (1.0f - sustain) * (s_m2 - attack) / decay;
                } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                    if (s_m2 < release_at) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                        e_m2 = sustain;
                    } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                        e_m2 = fmaxf(sustain * (1.0f - (s_m2 - release_at) / release), 0.0f);
                    }
                }
            }
            level_v1.z = e_m2;
        }
    }
    {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
        if (ucond) {
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            float s_m3 = t_v0.w;
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            float e_m3;
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
            if (s_m3 < attack) {
#line 12 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                e_m3 = s_m3 / attack;
            } else {
#line 13 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                if (s_m3 < attack + decay) {
#line 14 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                    e_m3 = 1.0f - (1.0f - sustain) * (s_m3 - attack) / decay;
                } else {
#line 15 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                    if (s_m3 < release_at) {
#line 16 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                        e_m3 = sustain;
                    } else {
#line 18 "/work/main/.stage/main/benchmarks/heldout15/kernels/adsr_envelope.cl"
                        e_m3 = fmaxf(sustain * (1.0f - (s_m3 - release_at) / release), 0.0f);
                    }
                }
            }
            level_v1.w = e_m3;
            *(float4*)(&level[i_m3] - 3) = level_v1;
        }
    }
}
