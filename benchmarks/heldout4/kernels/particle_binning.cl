// Held-out suite 4 (frozen). Bins particles of a square box into a grid of ncell x ncell
// cells (inv_cell = 1 / cell size): each thread writes its particle's cell and counts it
// with a global atomic.
__kernel void particle_binning(__global const float *px, __global const float *py,
                               __global int *cell, __global int *count, float inv_cell, int ncell,
                               int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        int cx = min((int)(px[i] * inv_cell), ncell - 1);
        int cy = min((int)(py[i] * inv_cell), ncell - 1);
        int c = cy * ncell + cx;
        cell[i] = c;
        atomic_add(&count[c], 1);
    }
}
