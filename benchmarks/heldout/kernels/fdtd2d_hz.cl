// Held-out suite (frozen). PolyBench fdtd-2d, the hz update (in place) for i < ny-1,
// j < nx-1: hz -= 0.7 * (ex[i][j+1] - ex[i][j] + ey[i+1][j] - ey[i][j]).
__kernel void fdtd2d_hz(__global float *hz, __global const float *ex, __global const float *ey,
                        int nx, int ny)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i < ny - 1 && j < nx - 1) {
        int p = i * nx + j;
        hz[p] = hz[p] - 0.7f * (ex[p + 1] - ex[p] + ey[p + nx] - ey[p]);
    }
}
