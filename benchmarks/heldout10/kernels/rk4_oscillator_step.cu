// Held-out suite 10 (frozen). One classical Runge-Kutta step of every damped oscillator
// x'' = -k x - damping x' (position, velocity and stiffness planes).
extern "C" __global__ void rk4_oscillator_step(const float *x, const float *v, const float *k,
                                               float *xo, float *vo, float damping, float dt,
                                               int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x0 = x[i], v0 = v[i], kk = k[i], h = dt;
        float k1x = v0, k1v = -kk * x0 - damping * v0;
        float x2 = x0 + 0.5f * h * k1x, v2 = v0 + 0.5f * h * k1v;
        float k2x = v2, k2v = -kk * x2 - damping * v2;
        float x3 = x0 + 0.5f * h * k2x, v3 = v0 + 0.5f * h * k2v;
        float k3x = v3, k3v = -kk * x3 - damping * v3;
        float x4 = x0 + h * k3x, v4 = v0 + h * k3v;
        float k4x = v4, k4v = -kk * x4 - damping * v4;
        xo[i] = x0 + h / 6.0f * (k1x + 2.0f * k2x + 2.0f * k3x + k4x);
        vo[i] = v0 + h / 6.0f * (k1v + 2.0f * k2v + 2.0f * k3v + k4v);
    }
}
