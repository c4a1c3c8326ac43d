// Held-out suite 9 (frozen), hand version of median5_scratch_global: the window stays in
// five registers and is sorted by a nine-comparator network of min and max; the
// scratch buffer is not touched. Neighbouring threads' loads are consecutive floats.
__kernel void median5_scratch_global_hand(__global const float *x, __global float *scratch,
                                          __global float *out, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float v0 = x[min(max(i - 2, 0), n - 1)];
        float v1 = x[min(max(i - 1, 0), n - 1)];
        float v2 = x[i];
        float v3 = x[min(max(i + 1, 0), n - 1)];
        float v4 = x[min(max(i + 2, 0), n - 1)];
        float t;
        t = fmin(v0, v1);
        v1 = fmax(v0, v1);
        v0 = t;
        t = fmin(v3, v4);
        v4 = fmax(v3, v4);
        v3 = t;
        t = fmin(v2, v4);
        v4 = fmax(v2, v4);
        v2 = t;
        t = fmin(v2, v3);
        v3 = fmax(v2, v3);
        v2 = t;
        t = fmin(v0, v3);
        v3 = fmax(v0, v3);
        v0 = t;
        t = fmin(v0, v2);
        v2 = fmax(v0, v2);
        v0 = t;
        t = fmin(v1, v4);
        v4 = fmax(v1, v4);
        v1 = t;
        t = fmin(v1, v3);
        v3 = fmax(v1, v3);
        v1 = t;
        t = fmin(v1, v2);
        v2 = fmax(v1, v2);
        v1 = t;
        out[i] = v2;
    }
}
