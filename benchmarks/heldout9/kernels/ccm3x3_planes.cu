// Held-out suite 9 (frozen). A camera colour-correction matrix applied to every pixel of
// R, G and B planes, each result clamped to [0, 1].
extern "C" __global__ void ccm3x3_planes(const float *r, const float *g, const float *b,
                                         float *ro, float *go, float *bo, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float R = r[i], G = g[i], B = b[i];
        ro[i] = fminf(fmaxf(1.20f * R - 0.15f * G - 0.05f * B, 0.0f), 1.0f);
        go[i] = fminf(fmaxf(-0.10f * R + 1.25f * G - 0.15f * B, 0.0f), 1.0f);
        bo[i] = fminf(fmaxf(0.02f * R - 0.22f * G + 1.20f * B, 0.0f), 1.0f);
    }
}
