// stencil: one Jacobi step of the 7-point 3D stencil on an nx x ny x nz grid (x fastest):
// Anext = c1 * (sum of the 6 neighbours) - c0 * A0 at every interior point. Follows the
// Parboil benchmark stencil, version opencl_base (kernel naive_kernel), with its third
// NDRange dimension turned into a loop over the interior planes inside the kernel: the
// NDRange is 2D, work-item (i-1, j-1) computes column (i, j) for k = 1 .. nz-2. As in
// Parboil the x extent of the NDRange is nx-2 rounded up to a multiple of the local size
// (the paper's 512 for nx = 512), so the work is guarded by i < nx-1; the y extent is
// exactly ny-2. Boundary points of Anext are not written.
#define Index3D(_nx, _ny, _i, _j, _k) ((_i) + (_nx) * ((_j) + (_ny) * (_k)))

__kernel void stencil(float c0, float c1, __global const float *A0, __global float *Anext,
                      int nx, int ny, int nz)
{
    int i = get_global_id(0) + 1;
    int j = get_global_id(1) + 1;

    if (i < nx - 1) {
        for (int k = 1; k < nz - 1; k++) {
            Anext[Index3D(nx, ny, i, j, k)] = c1 * (A0[Index3D(nx, ny, i, j, k + 1)]
                                                    + A0[Index3D(nx, ny, i, j, k - 1)]
                                                    + A0[Index3D(nx, ny, i, j + 1, k)]
                                                    + A0[Index3D(nx, ny, i, j - 1, k)]
                                                    + A0[Index3D(nx, ny, i + 1, j, k)]
                                                    + A0[Index3D(nx, ny, i - 1, j, k)])
                                              - A0[Index3D(nx, ny, i, j, k)] * c0;
        }
    }
}
