// Held-out suite 3 (frozen). Unpacks 16-bit (x, y, z) samples stored record after record
// (six bytes each, as an IMU or a depth sensor writes them) into three float planes scaled
// by `scale`. One thread per record, three 2-byte loads.
__kernel void int16x3_unpack(__global const short *in, __global float *X, __global float *Y,
                             __global float *Z, float scale, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        X[i] = (float)in[3 * i + 0] * scale;
        Y[i] = (float)in[3 * i + 1] * scale;
        Z[i] = (float)in[3 * i + 2] * scale;
    }
}
