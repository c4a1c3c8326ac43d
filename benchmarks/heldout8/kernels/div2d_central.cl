// Held-out suite 8 (frozen). The divergence of a 2D vector field (u, v) by central
// differences on the interior of a width x height grid, 0 on its border.
__kernel void div2d_central(__global const float *u, __global const float *v,
                            __global float *div, float half_inv_h, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int i = y * width + x;
        float d = 0.0f;
        if (x > 0 && x < width - 1 && y > 0 && y < height - 1)
            d = ((u[i + 1] - u[i - 1]) + (v[i + width] - v[i - width])) * half_inv_h;
        div[i] = d;
    }
}
