// Held-out suite 12 (frozen). The length of each bond, stored as a record of six floats (x0,
// y0, z0, x1, y1, z1), a thread per bond reading its record field by field.
extern "C" __global__ void bond_length_aos6(const float *bonds, float *length, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float dx = bonds[6 * i + 3] - bonds[6 * i + 0];
        float dy = bonds[6 * i + 4] - bonds[6 * i + 1];
        float dz = bonds[6 * i + 5] - bonds[6 * i + 2];
        length[i] = sqrtf(dx * dx + dy * dy + dz * dz);
    }
}
