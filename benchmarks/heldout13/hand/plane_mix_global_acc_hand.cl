// Held-out suite 13 (frozen), hand version of plane_mix_global_acc: the sum kept in a register
// (restrict pointers) and stored once, a work-item per element; the planes are added in the
// same order, so the result is the original's.
__kernel void plane_mix_global_acc_hand(__global const float *restrict planes,
                                        __global const float *restrict wts,
                                        __global float *restrict out, int n, int k)
{
    int i = get_global_id(0);
    if (i < n) {
        float acc = 0.0f;
        for (int c = 0; c < k; c++)
            acc += wts[c] * planes[(size_t)c * n + i];
        out[i] = acc;
    }
}
