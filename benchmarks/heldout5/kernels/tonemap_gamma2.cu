// Held-out suite 5 (frozen). Tone mapping of a planar float RGB image: after the exposure
// gain, every channel is divided by 1 + luminance (Reinhard, luminance 0.25 R + 0.5 G +
// 0.25 B) and brought to display gamma 2 by a square root. One thread per pixel (2D).
extern "C" __global__ void tonemap_gamma2(const float *r, const float *g, const float *b,
                                          float *R, float *G, float *B, float exposure,
                                          int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float rr = exposure * r[i], gg = exposure * g[i], bb = exposure * b[i];
        float s = 1.0f / (1.0f + 0.25f * rr + 0.5f * gg + 0.25f * bb);
        R[i] = sqrtf(rr * s);
        G[i] = sqrtf(gg * s);
        B[i] = sqrtf(bb * s);
    }
}
