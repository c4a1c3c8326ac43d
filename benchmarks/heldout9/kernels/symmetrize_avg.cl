// Held-out suite 9 (frozen). The symmetric part of a square n x n matrix, (A + A^T) / 2,
// a thread per element.
__kernel void symmetrize_avg(__global const float *A, __global float *out, int n)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i < n && j < n)
        out[i * n + j] = 0.5f * (A[i * n + j] + A[j * n + i]);
}
