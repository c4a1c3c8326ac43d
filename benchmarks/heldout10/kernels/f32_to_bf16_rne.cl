// Held-out suite 10 (frozen). Every float rounded to bfloat16 bits, to nearest with ties to
// even; every NaN becomes the quiet NaN 0x7FC0.
__kernel void f32_to_bf16_rne(__global const float *x, __global ushort *bits, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint u = as_uint(x[i]);
        if ((u & 0x7FFFFFFFu) > 0x7F800000u)
            bits[i] = (ushort)0x7FC0u;
        else
            bits[i] = (ushort)((u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
    }
}
