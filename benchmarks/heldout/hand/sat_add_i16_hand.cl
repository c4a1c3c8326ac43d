// Held-out suite (frozen), hand version of sat_add_i16: four elements per work-item
// (vload4 / vstore4 of short4). n is a multiple of 4.
__kernel void sat_add_i16_hand(__global const short *a, __global const short *b, __global short *c,
                               int n)
{
    int i = get_global_id(0);
    if (4 * i < n) {
        short4 va = vload4(i, a);
        short4 vb = vload4(i, b);
        short4 o;
        o.x = (short)clamp((int)va.x + (int)vb.x, -32768, 32767);
        o.y = (short)clamp((int)va.y + (int)vb.y, -32768, 32767);
        o.z = (short)clamp((int)va.z + (int)vb.z, -32768, 32767);
        o.w = (short)clamp((int)va.w + (int)vb.w, -32768, 32767);
        vstore4(o, i, c);
    }
}
