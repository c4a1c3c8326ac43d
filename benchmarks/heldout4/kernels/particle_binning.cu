// Held-out suite 4 (frozen). Bins particles of a square box into a grid of ncell x ncell
// cells (inv_cell = 1 / cell size): each thread writes its particle's cell and counts it
// with a global atomic.
extern "C" __global__ void particle_binning(const float *px, const float *py,
                                            int *cell, int *count, float inv_cell, int ncell,
                                            int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int cx = min((int)(px[i] * inv_cell), ncell - 1);
        int cy = min((int)(py[i] * inv_cell), ncell - 1);
        int c = cy * ncell + cx;
        cell[i] = c;
        atomicAdd(&count[c], 1);
    }
}
