// Held-out suite 7 (frozen). The central difference along z of a volume (nz x ny x nx,
// x fastest in memory): out = (f(z+1) - f(z-1)) * half_inv_h inside, zero on the first and
// last planes. A 3D grid whose x index is z, y index is y and z index is x.
extern "C" __global__ void dz_central3d_zx(const float *f, float *out, float half_inv_h,
                                           int nx, int ny, int nz)
{
    int z = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int x = blockIdx.z;
    if (z < nz && y < ny && x < nx) {
        int plane = nx * ny;
        int i = z * plane + y * nx + x;
        float v = 0.0f;
        if (z > 0 && z < nz - 1)
            v = (f[i + plane] - f[i - plane]) * half_inv_h;
        out[i] = v;
    }
}
