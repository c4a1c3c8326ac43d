// Held-out suite 12 (frozen). The signed distance from every pixel (x, y) of a height x width
// grid to a circle of centre (cx, cy) and radius radius.
extern "C" __global__ void circle_sdf2d(float *dist, float cx, float cy, float radius,
                                        int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        float dx = (float)x - cx;
        float dy = (float)y - cy;
        dist[y * width + x] = sqrtf(dx * dx + dy * dy) - radius;
    }
}
