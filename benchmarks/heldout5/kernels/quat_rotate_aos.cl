// Held-out suite 5 (frozen). Every point p (x, y, z; array of structures) turned by its own
// quaternion q = (w, u) (w, x, y, z; array of structures): p' = p + 2 w (u x p) +
// 2 u x (u x p). One thread per point, reading and writing the fields one float at a time.
__kernel void quat_rotate_aos(__global const float *p, __global const float *q,
                              __global float *out, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float px = p[3 * i], py = p[3 * i + 1], pz = p[3 * i + 2];
        float w = q[4 * i], ux = q[4 * i + 1], uy = q[4 * i + 2], uz = q[4 * i + 3];
        float tx = uy * pz - uz * py, ty = uz * px - ux * pz, tz = ux * py - uy * px;
        out[3 * i] = px + 2.0f * (w * tx + (uy * tz - uz * ty));
        out[3 * i + 1] = py + 2.0f * (w * ty + (uz * tx - ux * tz));
        out[3 * i + 2] = pz + 2.0f * (w * tz + (ux * ty - uy * tx));
    }
}
