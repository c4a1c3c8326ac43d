// Held-out suite (frozen). One explicit step for charged particles stored as an array of
// structs of 8 floats (x, y, z, vx, vy, vz, m, q): v += dt * q * E, x += dt * v.
// Memory problem: array of structs: each lane reads and writes 8 words 32 bytes apart
// from its neighbour's (strided accesses).
extern "C" __global__ void particles_aos(const float *p, float *out, float ex, float ey,
                                         float ez, float dt, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = p[8 * i + 0], y = p[8 * i + 1], z = p[8 * i + 2];
        float vx = p[8 * i + 3], vy = p[8 * i + 4], vz = p[8 * i + 5];
        float m = p[8 * i + 6], q = p[8 * i + 7];
        vx = vx + dt * q * ex;
        vy = vy + dt * q * ey;
        vz = vz + dt * q * ez;
        out[8 * i + 0] = x + dt * vx;
        out[8 * i + 1] = y + dt * vy;
        out[8 * i + 2] = z + dt * vz;
        out[8 * i + 3] = vx;
        out[8 * i + 4] = vy;
        out[8 * i + 5] = vz;
        out[8 * i + 6] = m;
        out[8 * i + 7] = q;
    }
}
