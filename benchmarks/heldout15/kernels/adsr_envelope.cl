// Held-out suite 15 (frozen). A synthesizer's attack-decay-sustain-release envelope at each
// time in seconds: up to 1 over the attack, down to the sustain level over the decay, held
// until the release time, then down to 0 over the release.
__kernel void adsr_envelope(__global const float *t, __global float *level, float attack,
                            float decay, float sustain, float release_at, float release, int n)
{
    int i = get_global_id(0);
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
            e = fmax(sustain * (1.0f - (s - release_at) / release), 0.0f);
        level[i] = e;
    }
}
