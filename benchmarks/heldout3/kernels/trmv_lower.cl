// Held-out suite 3 (frozen). Lower-triangular matrix times vector, y = L x, with L stored
// as a full n x n row-major matrix of which only j <= i is read; one thread per row.
__kernel void trmv_lower(__global const float *L, __global const float *x, __global float *y, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        float s = 0.0f;
        for (int j = 0; j <= i; j++)
            s += L[i * n + j] * x[j];
        y[i] = s;
    }
}
