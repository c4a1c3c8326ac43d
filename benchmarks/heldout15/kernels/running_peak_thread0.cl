// Held-out suite 15 (frozen). Peak-hold envelope of audio in blocks of 256 samples: each output
// is the largest magnitude from its block's first sample to itself. The work-group's first item
// runs the maximum through the staged magnitudes. Work-groups of exactly 256.
__kernel void running_peak_thread0(__global const float *x, __global float *peak, int n)
{
    __local float mag[256];
    int t = get_local_id(0);
    int i = get_group_id(0) * 256 + t;
    mag[t] = i < n ? fabs(x[i]) : 0.0f;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (t == 0) {
        float m = 0.0f;
        for (int k = 0; k < 256; k++) {
            m = fmax(m, mag[k]);
            mag[k] = m;
        }
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    if (i < n)
        peak[i] = mag[t];
}
