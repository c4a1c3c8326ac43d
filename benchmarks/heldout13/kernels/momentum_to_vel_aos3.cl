// Held-out suite 13 (frozen). Velocities from momenta and masses held as planes, written as
// (vx, vy, vz) records, a work-item per particle.
__kernel void momentum_to_vel_aos3(__global const float *px, __global const float *py,
                                   __global const float *pz, __global const float *mass,
                                   __global float *vel, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float m = mass[i];
        vel[3 * i] = px[i] / m;
        vel[3 * i + 1] = py[i] / m;
        vel[3 * i + 2] = pz[i] / m;
    }
}
