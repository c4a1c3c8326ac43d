// Held-out suite 5 (frozen). The gradient of a 3D field f (nz x ny x nx, x fastest) by
// central differences, 0.5 (f[+1] - f[-1]) along each axis, written as three fields; zero
// on the boundary. One thread per (x, y) column, marching along z.
extern "C" __global__ void grad3d_central(const float *f, float *gx, float *gy, float *gz,
                                          int nx, int ny, int nz)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < nx && y < ny) {
        int plane = nx * ny;
        bool edge = x == 0 || y == 0 || x == nx - 1 || y == ny - 1;
        for (int z = 0; z < nz; z++) {
            int i = z * plane + y * nx + x;
            if (edge || z == 0 || z == nz - 1) {
                gx[i] = 0.0f;
                gy[i] = 0.0f;
                gz[i] = 0.0f;
            } else {
                gx[i] = 0.5f * (f[i + 1] - f[i - 1]);
                gy[i] = 0.5f * (f[i + nx] - f[i - nx]);
                gz[i] = 0.5f * (f[i + plane] - f[i - plane]);
            }
        }
    }
}
