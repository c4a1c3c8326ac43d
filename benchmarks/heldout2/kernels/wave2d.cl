// un = 2 u - up + c2 * (5-point Laplacian of u) inside, un = u on the boundary.
__kernel void wave2d(__global const float *u, __global const float *up, __global float *un, float c2, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x >= width || y >= height)
        return;
    int i = y * width + x;
    if (x == 0 || y == 0 || x == width - 1 || y == height - 1) {
        un[i] = u[i];
    } else {
        float lap = (((u[i - 1] + u[i + 1]) + u[i - width]) + u[i + width]) - 4.0f * u[i];
        un[i] = (2.0f * u[i] - up[i]) + c2 * lap;
    }
}
