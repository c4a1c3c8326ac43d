// Held-out suite 6 (frozen). One Adam optimiser step: the moments m, v updated with the
// gradient g and the parameter p moved by lr * (m' / c1) / (sqrt(v' / c2) + eps), with c1,
// c2 the bias corrections; new values written to p_out, m_out, v_out. One thread per
// parameter.
extern "C" __global__ void adam_step(const float *p, const float *m, const float *v,
                                     const float *g, float *p_out, float *m_out, float *v_out,
                                     float lr, float b1, float b2, float c1, float c2,
                                     float eps, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float gi = g[i];
        float mi = b1 * m[i] + (1.0f - b1) * gi;
        float vi = b2 * v[i] + (1.0f - b2) * gi * gi;
        m_out[i] = mi;
        v_out[i] = vi;
        p_out[i] = p[i] - lr * (mi / c1) / (sqrtf(vi / c2) + eps);
    }
}
