// Held-out suite 9 (frozen), hand version of label_smooth_rows: an item per output float
// over the flattened n x classes targets, so neighbouring items write consecutive floats
// (coalesced); the row's label is read by all the items of the row (one cached load).
__kernel void label_smooth_rows_hand(__global const int *labels, __global float *out, float eps,
                                     int n, int classes)
{
    int i = get_global_id(0);
    if (i < n * classes) {
        int r = i / classes, c = i - r * classes;
        float off = eps / classes;
        float on = 1.0f - eps + off;
        out[i] = c == labels[r] ? on : off;
    }
}
