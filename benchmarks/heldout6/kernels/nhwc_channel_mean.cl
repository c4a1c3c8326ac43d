// Held-out suite 6 (frozen). The mean over the C channels of every pixel of an NHWC tensor
// (npix pixels of C floats): out[p] = (sum_c x[p][c]) / C. One thread per pixel, walking
// its channels: lanes' loads C floats apart.
__kernel void nhwc_channel_mean(__global const float *x, __global float *out, int npix, int C)
{
    int p = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (p < npix) {
        float s = 0.0f;
        for (int c = 0; c < C; c++)
            s += x[p * C + c];
        out[p] = s / (float)C;
    }
}
