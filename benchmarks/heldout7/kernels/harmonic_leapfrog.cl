// Held-out suite 7 (frozen). Independent harmonic oscillators x'' = -w2 x integrated with
// `steps` leapfrog (kick-drift-kick) steps of dt each; one thread per oscillator.
__kernel void harmonic_leapfrog(__global const float *x0, __global const float *v0,
                                __global float *x, __global float *v, float w2, float dt,
                                int steps, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
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
