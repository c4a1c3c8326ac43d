// Held-out suite 5 (frozen), hand version of quant_i16_i8_rows: 32 work-items per row
// (work-groups of 32 x 8, eight rows per group); each takes four columns at a time, read
// as one 8-byte short4 and written as one 4-byte char4 (coalesced), and a tree in local
// memory combines their maxima. cols is a multiple of 4; the launch covers 32 * rows
// work-items.
char q8(int x, int m)
{
    return (char)(x * 127 / m);
}

int amax4(short4 v)
{
    int a = max(v.x < 0 ? -(int)v.x : (int)v.x, v.y < 0 ? -(int)v.y : (int)v.y);
    int b = max(v.z < 0 ? -(int)v.z : (int)v.z, v.w < 0 ? -(int)v.w : (int)v.w);
    return max(a, b);
}

__kernel void quant_i16_i8_rows_hand(__global const short *X, __global char *Q,
                                     __global int *amax, int rows, int cols)
{
    __local int part[8][32];
    int lane = get_local_id(0), rw = get_local_id(1);
    int r = get_group_id(0) * 8 + rw;
    int q = cols >> 2;
    __global const short4 *row = (__global const short4 *)X + (r < rows ? r : 0) * q;
    int m = 1;
    if (r < rows) {
        for (int c = lane; c < q; c += 32)
            m = max(m, amax4(row[c]));
    }
    part[rw][lane] = m;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int st = 16; st > 0; st >>= 1) {
        if (lane < st)
            part[rw][lane] = max(part[rw][lane], part[rw][lane + st]);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    m = part[rw][0];
    if (r < rows) {
        __global char4 *dst = (__global char4 *)Q + r * q;
        for (int c = lane; c < q; c += 32) {
            short4 v = row[c];
            char4 o;
            o.x = q8(v.x, m);
            o.y = q8(v.y, m);
            o.z = q8(v.z, m);
            o.w = q8(v.w, m);
            dst[c] = o;
        }
        if (lane == 0)
            amax[r] = m;
    }
}
