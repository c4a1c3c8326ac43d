// Held-out suite 14 (frozen). Peaks of a mass spectrum: a sample is flagged (1) when it is
// above thr and strictly above every other sample within 8 places of it (the ends of the
// spectrum cut the window short); a work-item per sample.
__kernel void spectrum_peak_flag_r8(__global const float *intensity, __global uchar *flag,
                                    float thr, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v = intensity[i];
        int peak = v > thr;
        for (int k = -8; k <= 8; k++) {
            int j = i + k;
            if (k != 0 && j >= 0 && j < n && !(v > intensity[j]))
                peak = 0;
        }
        flag[i] = (uchar)peak;
    }
}
