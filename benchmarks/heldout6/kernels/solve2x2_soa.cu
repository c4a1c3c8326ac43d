// Held-out suite 6 (frozen). n small linear systems [a b; c d] [x; y] = [e; f] solved by
// Cramer's rule, coefficients and solutions stored as planes (a structure of arrays). One
// thread per system.
extern "C" __global__ void solve2x2_soa(const float *a, const float *b, const float *c,
                                        const float *d, const float *e, const float *f,
                                        float *x, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float det = a[i] * d[i] - b[i] * c[i];
        float inv = 1.0f / det;
        x[i] = (e[i] * d[i] - b[i] * f[i]) * inv;
        y[i] = (a[i] * f[i] - e[i] * c[i]) * inv;
    }
}
