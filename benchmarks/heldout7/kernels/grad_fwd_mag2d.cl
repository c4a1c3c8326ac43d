// Held-out suite 7 (frozen). The squared gradient of a grid (height x width) by forward
// differences, gx^2 + gy^2, with a difference of zero past the last column or row.
__kernel void grad_fwd_mag2d(__global const float *u, __global float *g2, int width,
                             int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float gx = x < width - 1 ? u[i + 1] - u[i] : 0.0f;
        float gy = y < height - 1 ? u[i + width] - u[i] : 0.0f;
        g2[i] = gx * gx + gy * gy;
    }
}
