// Held-out suite 7 (frozen). RGB planes to the YCoCg colour space (lifting form):
// co = r - b, tmp = b + co / 2, cg = g - tmp, y = tmp + cg / 2.
extern "C" __global__ void ycocg_from_rgb(const float *r, const float *g, const float *b,
                                          float *y, float *co, float *cg, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float o = r[i] - b[i];
        float tmp = b[i] + 0.5f * o;
        float gg = g[i] - tmp;
        y[i] = tmp + 0.5f * gg;
        co[i] = o;
        cg[i] = gg;
    }
}
