// Held-out suite (frozen). One Jacobi-2D sweep (PolyBench): the five-point average inside,
// the border copied; x is the column.
__kernel void jacobi2d(__global const float *a, __global float *b, int n)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < n && y < n) {
        int p = y * n + x;
        if (x == 0 || y == 0 || x == n - 1 || y == n - 1)
            b[p] = a[p];
        else
            b[p] = 0.2f * (a[p] + a[p - 1] + a[p + 1] + a[p + n] + a[p - n]);
    }
}
