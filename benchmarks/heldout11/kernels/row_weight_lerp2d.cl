// Held-out suite 11 (frozen). A blend of two images, one weight per row:
// out[y][x] = A[y][x] + wrow[y] (B[y][x] - A[y][x]), on a 2D range whose first index is the row.
__kernel void row_weight_lerp2d(__global const float *A, __global const float *B,
                                __global const float *wrow, __global float *out, int width,
                                int height)
{
    int y = get_global_id(0);
    int x = get_global_id(1);
    if (y < height && x < width) {
        size_t i = (size_t)y * width + x;
        float a = A[i];
        out[i] = a + wrow[y] * (B[i] - a);
    }
}
