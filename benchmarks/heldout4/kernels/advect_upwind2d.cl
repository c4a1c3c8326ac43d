// Held-out suite 4 (frozen). One step of first-order upwind advection of q by the velocity
// field (u, v): each difference is taken on the side the flow comes from; cx and cy are
// dt / dx and dt / dy. The border cells are copied. One thread per cell.
__kernel void advect_upwind2d(__global const float *q, __global const float *u,
                              __global const float *v, __global float *out, float cx, float cy,
                              int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
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
