// Held-out suite 11 (frozen). The product of two Q16.16 fixed-point numbers: (a b) >> 16 with a
// 64-bit product.
__kernel void q16_mul_i32(__global const int *a, __global const int *b, __global int *c, int n)
{
    int i = get_global_id(0);
    if (i < n)
        c[i] = (int)(((long)a[i] * b[i]) >> 16);
}
