// Held-out suite 11 (frozen). The skew-symmetric part of a square matrix:
// S[i][j] = (A[i][j] - A[j][i]) / 2, read straight from global memory.
__kernel void skew_part(__global const float *A, __global float *S, int n)
{
    int j = get_global_id(0);
    int i = get_global_id(1);
    if (i < n && j < n)
        S[(size_t)i * n + j] = 0.5f * (A[(size_t)i * n + j] - A[(size_t)j * n + i]);
}
