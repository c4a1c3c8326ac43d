// Held-out suite 14 (frozen). An exponential moving average along time of each sensor channel,
// y[0] = x[0], y[k] = alpha x[k] + (1 - alpha) y[k - 1], channels stored as rows of t samples;
// a work-item per channel.
__kernel void ema_filter_channels(__global const float *x, __global float *y, float alpha,
                                  int channels, int t)
{
    int c = get_global_id(0);
    if (c < channels) {
        __global const float *xc = x + (size_t)c * t;
        __global float *yc = y + (size_t)c * t;
        float beta = 1.0f - alpha;
        float acc = xc[0];
        yc[0] = acc;
        for (int k = 1; k < t; k++) {
            acc = alpha * xc[k] + beta * acc;
            yc[k] = acc;
        }
    }
}
