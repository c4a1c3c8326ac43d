// Held-out suite 9 (frozen). One RMSprop step on every weight: the running mean square of
// the gradient, v' = rho v + (1 - rho) g^2, then w' = w - lr g / (sqrt(v') + eps).
__kernel void rmsprop_step(__global const float *w, __global const float *g,
                           __global const float *v, __global float *w_out,
                           __global float *v_out, float rho, float lr, float eps, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float gi = g[i];
        float nv = rho * v[i] + (1.0f - rho) * gi * gi;
        v_out[i] = nv;
        w_out[i] = w[i] - lr * gi / (sqrt(nv) + eps);
    }
}
