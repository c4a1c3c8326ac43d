// Held-out suite 5 (frozen). Tone mapping of a planar float RGB image: after the exposure
// gain, every channel is divided by 1 + luminance (Reinhard, luminance 0.25 R + 0.5 G +
// 0.25 B) and brought to display gamma 2 by a square root. One thread per pixel (2D).
__kernel void tonemap_gamma2(__global const float *r, __global const float *g,
                             __global const float *b, __global float *R, __global float *G,
                             __global float *B, float exposure, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float rr = exposure * r[i], gg = exposure * g[i], bb = exposure * b[i];
        float s = 1.0f / (1.0f + 0.25f * rr + 0.5f * gg + 0.25f * bb);
        R[i] = sqrt(rr * s);
        G[i] = sqrt(gg * s);
        B[i] = sqrt(bb * s);
    }
}
