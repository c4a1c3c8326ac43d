// Held-out suite 8 (frozen). The sepia tone of every pixel of an image in three colour
// planes (the usual 3 x 3 matrix, clamped to 255).
__kernel void sepia_tone_planes(__global const float *r, __global const float *g,
                                __global const float *b, __global float *ro,
                                __global float *go, __global float *bo, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float R = r[i], G = g[i], B = b[i];
        ro[i] = fmin(0.393f * R + 0.769f * G + 0.189f * B, 255.0f);
        go[i] = fmin(0.349f * R + 0.686f * G + 0.168f * B, 255.0f);
        bo[i] = fmin(0.272f * R + 0.534f * G + 0.131f * B, 255.0f);
    }
}
