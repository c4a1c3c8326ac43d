// Held-out suite (frozen). PolyBench fdtd-2d, the ey update of time step t (in place):
// row 0 takes the source fict[t], the other rows ey -= 0.5 * (hz[i][j] - hz[i-1][j]).
extern "C" __global__ void fdtd2d_ey(float *ey, const float *hz, const float *fict, int t,
                                     int nx, int ny)
{
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < ny && j < nx) {
        if (i == 0)
            ey[j] = fict[t];
        else
            ey[i * nx + j] = ey[i * nx + j] - 0.5f * (hz[i * nx + j] - hz[(i - 1) * nx + j]);
    }
}
