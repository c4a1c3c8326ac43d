// Held-out suite 14 (frozen). A power spectrogram stored frame-major (frames x bins) turned
// into decibels, 10 log10(p + 1e-10), and stored bin-major (bins x frames) for display; a
// thread per value, x along the bins.
extern "C" __global__ void spectrogram_db_transpose(const float *power, float *db_t, int frames,
                                                    int bins)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    int f = blockIdx.y * blockDim.y + threadIdx.y;
    if (b < bins && f < frames)
        db_t[(size_t)b * frames + f] = 10.0f * log10f(power[(size_t)f * bins + b] + 1e-10f);
}
