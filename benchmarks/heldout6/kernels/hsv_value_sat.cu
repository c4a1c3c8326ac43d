// Held-out suite 6 (frozen). The value and saturation of HSV from planar float RGB: v =
// max(r, g, b), s = (v - min(r, g, b)) / v (0 where v is 0). One thread per pixel.
extern "C" __global__ void hsv_value_sat(const float *r, const float *g, const float *b,
                                         float *v, float *s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float hi = fmaxf(r[i], fmaxf(g[i], b[i]));
        float lo = fminf(r[i], fminf(g[i], b[i]));
        v[i] = hi;
        s[i] = hi > 0.0f ? (hi - lo) / hi : 0.0f;
    }
}
