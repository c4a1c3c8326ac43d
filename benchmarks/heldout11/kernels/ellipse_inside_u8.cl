// Held-out suite 11 (frozen). 1 where the point lies in the axis-aligned ellipse x^2 / a2 + y^2
// / b2 <= 1, else 0 (tested as x^2 b2 + y^2 a2 <= a2 b2).
__kernel void ellipse_inside_u8(__global const float *px, __global const float *py,
                                __global uchar *inside, float a2, float b2, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float x = px[i], y = py[i];
        inside[i] = x * x * b2 + y * y * a2 <= a2 * b2 ? 1 : 0;
    }
}
