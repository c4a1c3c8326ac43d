// Held-out suite 9 (frozen). One RMSprop step on every weight: the running mean square of
// the gradient, v' = rho v + (1 - rho) g^2, then w' = w - lr g / (sqrt(v') + eps).
extern "C" __global__ void rmsprop_step(const float *w, const float *g, const float *v,
                                        float *w_out, float *v_out, float rho, float lr,
                                        float eps, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float gi = g[i];
        float nv = rho * v[i] + (1.0f - rho) * gi * gi;
        v_out[i] = nv;
        w_out[i] = w[i] - lr * gi / (sqrtf(nv) + eps);
    }
}
