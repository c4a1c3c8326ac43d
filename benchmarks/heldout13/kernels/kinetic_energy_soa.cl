// Held-out suite 13 (frozen). The kinetic energy m |v|^2 / 2 of particles held as planes, a
// work-item per element.
__kernel void kinetic_energy_soa(__global const float *m, __global const float *vx,
                                 __global const float *vy, __global const float *vz,
                                 __global float *ke, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float a = vx[i], b = vy[i], c = vz[i];
        ke[i] = 0.5f * m[i] * (a * a + b * b + c * c);
    }
}
