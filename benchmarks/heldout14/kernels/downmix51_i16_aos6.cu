// Held-out suite 14 (frozen). 5.1 audio frames of six int16 samples (L, R, C, LFE, Ls, Rs)
// mixed down to stereo floats, left = L + C / 2 + Ls / 2, right = R + C / 2 + Rs / 2 (LFE
// dropped); a thread per frame.
extern "C" __global__ void downmix51_i16_aos6(const short *frames, float *left, float *right,
                                              int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        const short *f = frames + 6 * (size_t)i;
        float c = 0.5f * (float)f[2];
        left[i] = (float)f[0] + c + 0.5f * (float)f[4];
        right[i] = (float)f[1] + c + 0.5f * (float)f[5];
    }
}
