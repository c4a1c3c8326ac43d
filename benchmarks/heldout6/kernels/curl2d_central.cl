// Held-out suite 6 (frozen). The vorticity w = dv/dx - du/dy of a 2D velocity field (u, v
// planes, height x width) by central differences scaled by half_inv_h, 0 on the border. One
// thread per point.
__kernel void curl2d_central(__global const float *u, __global const float *v,
                             __global float *w, float half_inv_h, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float c = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1)
            c = ((v[i + 1] - v[i - 1]) - (u[i + width] - u[i - width])) * half_inv_h;
        w[i] = c;
    }
}
