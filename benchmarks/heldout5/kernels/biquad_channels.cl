// Held-out suite 5 (frozen). The same biquad (second-order IIR) filter run over every
// channel of a time-major signal (x[t * C + c]), in transposed direct form II:
// y = b0 x + s1, s1 = b1 x - a1 y + s2, s2 = b2 x - a2 y. One thread per channel, walking
// time (lanes take neighbouring channels).
__kernel void biquad_channels(__global const float *x, __global float *y, int T, int C,
                              float b0, float b1, float b2, float a1, float a2)
{
    int c = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (c < C) {
        float s1 = 0.0f, s2 = 0.0f;
        for (int t = 0; t < T; t++) {
            float xv = x[t * C + c];
            float yv = b0 * xv + s1;
            s1 = b1 * xv - a1 * yv + s2;
            s2 = b2 * xv - a2 * yv;
            y[t * C + c] = yv;
        }
    }
}
