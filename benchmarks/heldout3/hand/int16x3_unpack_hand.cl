// Held-out suite 3 (frozen), hand version of int16x3_unpack: two records per thread, their
// 12 bytes read as three 32-bit words, each plane written as one float2 (n is even). The
// launch covers n / 2 threads.
__kernel void int16x3_unpack_hand(__global const short *in, __global float *X, __global float *Y,
                                  __global float *Z, float scale, int n)
{
    int t = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (2 * t < n) {
        __global const int *w = (__global const int *)in;
        int w0 = w[3 * t], w1 = w[3 * t + 1], w2 = w[3 * t + 2];
        float2 vx, vy, vz;
        vx.x = (float)((int)((uint)w0 << 16) >> 16) * scale;
        vy.x = (float)(w0 >> 16) * scale;
        vz.x = (float)((int)((uint)w1 << 16) >> 16) * scale;
        vx.y = (float)(w1 >> 16) * scale;
        vy.y = (float)((int)((uint)w2 << 16) >> 16) * scale;
        vz.y = (float)(w2 >> 16) * scale;
        ((__global float2 *)X)[t] = vx;
        ((__global float2 *)Y)[t] = vy;
        ((__global float2 *)Z)[t] = vz;
    }
}
