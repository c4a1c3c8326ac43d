// the row is read in coalesced chunks of 256, each scanned in local memory (Hillis-Steele)
// and offset by the running total of the chunks before it. One block per row.
__kernel void integral_rows_hand(__global const int *in, __global int *out, int width, int height)
{
    __local int s[256];
    int y = get_group_id(0);
    int t = get_local_id(0);
    int carry = 0;
    for (int x0 = 0; x0 < width; x0 += 256) {
        int x = x0 + t;
        s[t] = x < width ? in[y * width + x] : 0;
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int off = 1; off < 256; off <<= 1) {
            int a = t >= off ? s[t - off] : 0;
            barrier(CLK_LOCAL_MEM_FENCE);
            s[t] += a;
            barrier(CLK_LOCAL_MEM_FENCE);
        }
        if (x < width)
            out[y * width + x] = s[t] + carry;
        carry += s[255];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
