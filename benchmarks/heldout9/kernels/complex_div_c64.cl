// Held-out suite 9 (frozen). The quotient z = x / y of two vectors of complex numbers
// (interleaved float pairs, read and written as float2).
__kernel void complex_div_c64(__global const float2 *x, __global const float2 *y,
                              __global float2 *z, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float2 a = x[i], b = y[i];
        float inv = 1.0f / (b.x * b.x + b.y * b.y);
        z[i] = (float2)((a.x * b.x + a.y * b.y) * inv, (a.y * b.x - a.x * b.y) * inv);
    }
}
