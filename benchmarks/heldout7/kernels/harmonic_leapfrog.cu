// Held-out suite 7 (frozen). Independent harmonic oscillators x'' = -w2 x integrated with
// `steps` leapfrog (kick-drift-kick) steps of dt each; one thread per oscillator.
extern "C" __global__ void harmonic_leapfrog(const float *x0, const float *v0, float *x,
                                             float *v, float w2, float dt, int steps, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float p = x0[i], u = v0[i];
        float h = 0.5f * dt;
        for (int s = 0; s < steps; s++) {
            u = u - h * (w2 * p);
            p = p + dt * u;
            u = u - h * (w2 * p);
        }
        x[i] = p;
        v[i] = u;
    }
}
