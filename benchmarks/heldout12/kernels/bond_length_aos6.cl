// Held-out suite 12 (frozen). The length of each bond, stored as a record of six floats (x0,
// y0, z0, x1, y1, z1), a work-item per bond reading its record field by field.
__kernel void bond_length_aos6(__global const float *bonds, __global float *length, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float dx = bonds[6 * i + 3] - bonds[6 * i + 0];
        float dy = bonds[6 * i + 4] - bonds[6 * i + 1];
        float dz = bonds[6 * i + 5] - bonds[6 * i + 2];
        length[i] = sqrt(dx * dx + dy * dy + dz * dz);
    }
}
