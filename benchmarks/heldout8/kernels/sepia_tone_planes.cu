// Held-out suite 8 (frozen). The sepia tone of every pixel of an image in three colour
// planes (the usual 3 x 3 matrix, clamped to 255).
extern "C" __global__ void sepia_tone_planes(const float *r, const float *g, const float *b,
                                             float *ro, float *go, float *bo, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float R = r[i], G = g[i], B = b[i];
        ro[i] = fminf(0.393f * R + 0.769f * G + 0.189f * B, 255.0f);
        go[i] = fminf(0.349f * R + 0.686f * G + 0.168f * B, 255.0f);
        bo[i] = fminf(0.272f * R + 0.534f * G + 0.131f * B, 255.0f);
    }
}
