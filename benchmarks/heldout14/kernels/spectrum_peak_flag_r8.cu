// Held-out suite 14 (frozen). Peaks of a mass spectrum: a sample is flagged (1) when it is
// above thr and strictly above every other sample within 8 places of it (the ends of the
// spectrum cut the window short); a thread per sample.
extern "C" __global__ void spectrum_peak_flag_r8(const float *intensity, unsigned char *flag,
                                                 float thr, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = intensity[i];
        int peak = v > thr;
        for (int k = -8; k <= 8; k++) {
            int j = i + k;
            if (k != 0 && j >= 0 && j < n && !(v > intensity[j]))
                peak = 0;
        }
        flag[i] = (unsigned char)peak;
    }
}
