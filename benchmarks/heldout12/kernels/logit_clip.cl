// Held-out suite 12 (frozen). The logit log(p / (1 - p)) of probabilities clipped to [1e-6, 1 -
// 1e-6], a work-item per element.
__kernel void logit_clip(__global const float *p, __global float *z, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float q = fmin(fmax(p[i], 1.0e-6f), 1.0f - 1.0e-6f);
        z[i] = log(q / (1.0f - q));
    }
}
