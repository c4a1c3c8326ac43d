// Held-out suite 6 (frozen). One Adam optimiser step: the moments m, v updated with the
// gradient g and the parameter p moved by lr * (m' / c1) / (sqrt(v' / c2) + eps), with c1,
// c2 the bias corrections; new values written to p_out, m_out, v_out. One thread per
// parameter.
__kernel void adam_step(__global const float *p, __global const float *m,
                        __global const float *v, __global const float *g, __global float *p_out,
                        __global float *m_out, __global float *v_out, float lr, float b1,
                        float b2, float c1, float c2, float eps, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float gi = g[i];
        float mi = b1 * m[i] + (1.0f - b1) * gi;
        float vi = b2 * v[i] + (1.0f - b2) * gi * gi;
        m_out[i] = mi;
        v_out[i] = vi;
        p_out[i] = p[i] - lr * (mi / c1) / (sqrt(vi / c2) + eps);
    }
}
