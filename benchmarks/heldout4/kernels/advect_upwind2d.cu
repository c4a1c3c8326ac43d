// Held-out suite 4 (frozen). One step of first-order upwind advection of q by the velocity
// field (u, v): each difference is taken on the side the flow comes from; cx and cy are
// dt / dx and dt / dy. The border cells are copied. One thread per cell.
extern "C" __global__ void advect_upwind2d(const float *q, const float *u,
                                           const float *v, float *out, float cx, float cy,
                                           int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int i = y * width + x;
        float c = q[i];
        if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
            out[i] = c;
        } else {
            float ux = u[i], vy = v[i];
            float dx = ux > 0.0f ? c - q[i - 1] : q[i + 1] - c;
            float dy = vy > 0.0f ? c - q[i - width] : q[i + width] - c;
            out[i] = c - cx * ux * dx - cy * vy * dy;
        }
    }
}
