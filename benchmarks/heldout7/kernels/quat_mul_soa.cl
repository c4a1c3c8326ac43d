// Held-out suite 7 (frozen). The Hamilton product c = a b of quaternions stored as planes
// (w, x, y, z of every quaternion in its own array).
__kernel void quat_mul_soa(__global const float *aw, __global const float *ax,
                           __global const float *ay, __global const float *az,
                           __global const float *bw, __global const float *bx,
                           __global const float *by, __global const float *bz,
                           __global float *cw, __global float *cx, __global float *cy,
                           __global float *cz, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float a0 = aw[i], a1 = ax[i], a2 = ay[i], a3 = az[i];
        float b0 = bw[i], b1 = bx[i], b2 = by[i], b3 = bz[i];
        cw[i] = a0 * b0 - a1 * b1 - a2 * b2 - a3 * b3;
        cx[i] = a0 * b1 + a1 * b0 + a2 * b3 - a3 * b2;
        cy[i] = a0 * b2 - a1 * b3 + a2 * b0 + a3 * b1;
        cz[i] = a0 * b3 + a1 * b2 - a2 * b1 + a3 * b0;
    }
}
