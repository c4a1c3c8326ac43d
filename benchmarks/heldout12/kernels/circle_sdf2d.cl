// Held-out suite 12 (frozen). The signed distance from every pixel (x, y) of a height x width
// grid to a circle of centre (cx, cy) and radius radius.
__kernel void circle_sdf2d(__global float *dist, float cx, float cy, float radius, int width,
                           int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        float dx = (float)x - cx;
        float dy = (float)y - cy;
        dist[y * width + x] = sqrt(dx * dx + dy * dy) - radius;
    }
}
