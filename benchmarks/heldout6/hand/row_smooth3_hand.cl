// Held-out suite 6 (frozen), hand version of row_smooth3: one thread per pixel on a 2D grid
// (lanes take neighbouring pixels of a row: coalesced). The launch covers width x height
// threads.
__kernel void row_smooth3_hand(__global const float *in, __global float *out, int width,
                               int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float v = in[i];
        if (x > 0 && x < width - 1)
            v += in[i - 1] + in[i + 1];
        out[i] = v;
    }
}
