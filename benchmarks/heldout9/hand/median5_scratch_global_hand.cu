// Held-out suite 9 (frozen), hand version of median5_scratch_global: the window stays in
// five registers and is sorted by a nine-comparator network of min and max; the
// scratch buffer is not touched. Neighbouring threads' loads are consecutive floats.
extern "C" __global__ void median5_scratch_global_hand(const float *x, float *scratch,
                                                       float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v0 = x[min(max(i - 2, 0), n - 1)];
        float v1 = x[min(max(i - 1, 0), n - 1)];
        float v2 = x[i];
        float v3 = x[min(max(i + 1, 0), n - 1)];
        float v4 = x[min(max(i + 2, 0), n - 1)];
        float t;
        t = fminf(v0, v1);
        v1 = fmaxf(v0, v1);
        v0 = t;
        t = fminf(v3, v4);
        v4 = fmaxf(v3, v4);
        v3 = t;
        t = fminf(v2, v4);
        v4 = fmaxf(v2, v4);
        v2 = t;
        t = fminf(v2, v3);
        v3 = fmaxf(v2, v3);
        v2 = t;
        t = fminf(v0, v3);
        v3 = fmaxf(v0, v3);
        v0 = t;
        t = fminf(v0, v2);
        v2 = fmaxf(v0, v2);
        v0 = t;
        t = fminf(v1, v4);
        v4 = fmaxf(v1, v4);
        v1 = t;
        t = fminf(v1, v3);
        v3 = fmaxf(v1, v3);
        v1 = t;
        t = fminf(v1, v2);
        v2 = fmaxf(v1, v2);
        v1 = t;
        out[i] = v2;
    }
}
