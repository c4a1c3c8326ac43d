// Held-out suite 9 (frozen). Every quaternion of four planes (w, x, y, z) divided by its
// length.
__kernel void quat_normalize_soa(__global const float *qw, __global const float *qx,
                                 __global const float *qy, __global const float *qz,
                                 __global float *ow, __global float *ox, __global float *oy,
                                 __global float *oz, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float a = qw[i], b = qx[i], c = qy[i], d = qz[i];
        float inv = 1.0f / sqrt(a * a + b * b + c * c + d * d);
        ow[i] = a * inv;
        ox[i] = b * inv;
        oy[i] = c * inv;
        oz[i] = d * inv;
    }
}
