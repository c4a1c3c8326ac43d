// Held-out suite 13 (frozen). A weighted sum of k planes of n floats (a 1 x 1 channel mix),
// out[i] = sum_c wts[c] planes[c n + i], a work-item per element adding into out[i] plane by
// plane.
__kernel void plane_mix_global_acc(__global const float *planes, __global const float *wts,
                                   __global float *out, int n, int k)
{
    int i = get_global_id(0);
    if (i < n) {
        out[i] = 0.0f;
        for (int c = 0; c < k; c++)
            out[i] += wts[c] * planes[c * n + i];
    }
}
