// Held-out suite 5 (frozen). Lennard-Jones forces (epsilon = sigma = 1) between the 64
// particles of every cell (pos: x, y, z, unused; cells one after another): F_i = sum over
// j != i of 24 (2 s^6 - s^3) s (p_i - p_j), s = 1 / r^2. One block of 64 threads per
// cell: the cell's positions staged in shared memory, one thread per particle.
extern "C" __global__ void lj_cell_shared(const float4 *pos, float *fx, float *fy, float *fz,
                                          int ncell)
{
    __shared__ float4 sp[64];
    int t = threadIdx.x;
    int i = blockIdx.x * 64 + t;
    float4 me = pos[i];
    sp[t] = me;
    __syncthreads();
    float ax = 0.0f, ay = 0.0f, az = 0.0f;
    for (int j = 0; j < 64; j++) {
        if (j != t) {
            float dx = me.x - sp[j].x, dy = me.y - sp[j].y, dz = me.z - sp[j].z;
            float s = 1.0f / (dx * dx + dy * dy + dz * dz);
            float s3 = s * s * s;
            float f = 24.0f * (2.0f * s3 * s3 - s3) * s;
            ax += f * dx;
            ay += f * dy;
            az += f * dz;
        }
    }
    fx[i] = ax;
    fy[i] = ay;
    fz[i] = az;
}
