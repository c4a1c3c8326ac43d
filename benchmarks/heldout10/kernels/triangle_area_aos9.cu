// Held-out suite 10 (frozen). The area of every triangle of a mesh stored as records of nine
// floats (the x, y, z of its three corners): half the length of the cross product of two
// edges. A thread per triangle.
extern "C" __global__ void triangle_area_aos9(const float *tri, float *area, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float ax = tri[9 * i + 0], ay = tri[9 * i + 1], az = tri[9 * i + 2];
        float bx = tri[9 * i + 3], by = tri[9 * i + 4], bz = tri[9 * i + 5];
        float cx = tri[9 * i + 6], cy = tri[9 * i + 7], cz = tri[9 * i + 8];
        float ux = bx - ax, uy = by - ay, uz = bz - az;
        float vx = cx - ax, vy = cy - ay, vz = cz - az;
        float wx = uy * vz - uz * vy, wy = uz * vx - ux * vz, wz = ux * vy - uy * vx;
        area[i] = 0.5f * sqrtf(wx * wx + wy * wy + wz * wz);
    }
}
