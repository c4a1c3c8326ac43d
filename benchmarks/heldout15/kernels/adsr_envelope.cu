// Held-out suite 15 (frozen). A synthesizer's attack-decay-sustain-release envelope at each
// time in seconds: up to 1 over the attack, down to the sustain level over the decay, held
// until the release time, then down to 0 over the release.
extern "C" __global__ void adsr_envelope(const float *t, float *level, float attack, float decay,
                                         float sustain, float release_at, float release, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float s = t[i];
        float e;
        if (s < attack)
            e = s / attack;
        else if (s < attack + decay)
            e = 1.0f - (1.0f - sustain) * (s - attack) / decay;
        else if (s < release_at)
            e = sustain;
        else
            e = fmaxf(sustain * (1.0f - (s - release_at) / release), 0.0f);
        level[i] = e;
    }
}
