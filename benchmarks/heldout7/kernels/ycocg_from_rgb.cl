// Held-out suite 7 (frozen). RGB planes to the YCoCg colour space (lifting form):
// co = r - b, tmp = b + co / 2, cg = g - tmp, y = tmp + cg / 2.
__kernel void ycocg_from_rgb(__global const float *r, __global const float *g,
                             __global const float *b, __global float *y, __global float *co,
                             __global float *cg, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float o = r[i] - b[i];
        float tmp = b[i] + 0.5f * o;
        float gg = g[i] - tmp;
        y[i] = tmp + 0.5f * gg;
        co[i] = o;
        cg[i] = gg;
    }
}
