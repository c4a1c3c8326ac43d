// Held-out suite 7 (frozen), hand version of dz_central3d_zx: the grid's x index is x, its
// y index y and its z index z, so that a warp's loads and stores are neighbours along a
// row. The launch covers nx x ny x nz threads in blocks of 32 x 8.
__kernel void dz_central3d_zx_hand(__global const float *f, __global float *out,
                                   float half_inv_h, int nx, int ny, int nz)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int z = get_group_id(2);
    if (x < nx && y < ny && z < nz) {
        int plane = nx * ny;
        int i = z * plane + y * nx + x;
        float v = 0.0f;
        if (z > 0 && z < nz - 1)
            v = (f[i + plane] - f[i - plane]) * half_inv_h;
        out[i] = v;
    }
}
