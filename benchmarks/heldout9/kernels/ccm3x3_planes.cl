// Held-out suite 9 (frozen). A camera colour-correction matrix applied to every pixel of
// R, G and B planes, each result clamped to [0, 1].
__kernel void ccm3x3_planes(__global const float *r, __global const float *g,
                            __global const float *b, __global float *ro, __global float *go,
                            __global float *bo, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float R = r[i], G = g[i], B = b[i];
        ro[i] = fmin(fmax(1.20f * R - 0.15f * G - 0.05f * B, 0.0f), 1.0f);
        go[i] = fmin(fmax(-0.10f * R + 1.25f * G - 0.15f * B, 0.0f), 1.0f);
        bo[i] = fmin(fmax(0.02f * R - 0.22f * G + 1.20f * B, 0.0f), 1.0f);
    }
}
