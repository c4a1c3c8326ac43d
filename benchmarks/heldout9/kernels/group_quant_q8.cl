// Held-out suite 9 (frozen). Symmetric int8 quantisation by groups of 32 floats: the scale
// of a group is its largest absolute value over 127, its values are rounded to x * 127 /
// absmax. A thread per group walking it twice. n is a multiple of 32.
__kernel void group_quant_q8(__global const float *x, __global char *q, __global float *scale,
                             int n)
{
    int g = get_global_id(0);
    if (g < n / 32) {
        float m = 0.0f;
        for (int k = 0; k < 32; k++)
            m = fmax(m, fabs(x[32 * g + k]));
        float inv = m > 0.0f ? 127.0f / m : 0.0f;
        scale[g] = m / 127.0f;
        for (int k = 0; k < 32; k++)
            q[32 * g + k] = (char)rint(x[32 * g + k] * inv);
    }
}
