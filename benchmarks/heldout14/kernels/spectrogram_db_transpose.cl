// Held-out suite 14 (frozen). A power spectrogram stored frame-major (frames x bins) turned
// into decibels, 10 log10(p + 1e-10), and stored bin-major (bins x frames) for display; a
// work-item per value, dimension 0 along the bins.
__kernel void spectrogram_db_transpose(__global const float *power, __global float *db_t,
                                       int frames, int bins)
{
    int b = get_global_id(0);
    int f = get_global_id(1);
    if (b < bins && f < frames)
        db_t[(size_t)b * frames + f] = 10.0f * log10(power[(size_t)f * bins + b] + 1e-10f);
}
