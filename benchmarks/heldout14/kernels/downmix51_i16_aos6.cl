// Held-out suite 14 (frozen). 5.1 audio frames of six int16 samples (L, R, C, LFE, Ls, Rs)
// mixed down to stereo floats, left = L + C / 2 + Ls / 2, right = R + C / 2 + Rs / 2 (LFE
// dropped); a work-item per frame.
__kernel void downmix51_i16_aos6(__global const short *frames, __global float *left,
                                 __global float *right, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        __global const short *f = frames + 6 * (size_t)i;
        float c = 0.5f * (float)f[2];
        left[i] = (float)f[0] + c + 0.5f * (float)f[4];
        right[i] = (float)f[1] + c + 0.5f * (float)f[5];
    }
}
