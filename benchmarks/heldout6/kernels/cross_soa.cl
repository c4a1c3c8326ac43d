// Held-out suite 6 (frozen). The cross product c = a x b of n pairs of 3-vectors stored as
// planes (a structure of arrays). One thread per pair.
__kernel void cross_soa(__global const float *ax, __global const float *ay,
                        __global const float *az, __global const float *bx,
                        __global const float *by, __global const float *bz, __global float *cx,
                        __global float *cy, __global float *cz, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float x1 = ax[i], y1 = ay[i], z1 = az[i];
        float x2 = bx[i], y2 = by[i], z2 = bz[i];
        cx[i] = y1 * z2 - z1 * y2;
        cy[i] = z1 * x2 - x1 * z2;
        cz[i] = x1 * y2 - y1 * x2;
    }
}
