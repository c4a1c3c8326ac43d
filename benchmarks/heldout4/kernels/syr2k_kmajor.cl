// Held-out suite 4 (frozen). Symmetric rank-2k update of the lower triangle,
// C = alpha * (A B^T + B A^T) + beta * C, with A and B (n x k) stored k-major
// (A[l * n + i]): one thread per element (i, j) of C, j along x; the threads above the
// diagonal do nothing.
__kernel void syr2k_kmajor(__global const float *A, __global const float *B, __global float *C,
                           float alpha, float beta, int n, int k)
{
    int j = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int i = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (i < n && j <= i) {
        float s = 0.0f;
        for (int l = 0; l < k; l++)
            s += A[l * n + i] * B[l * n + j] + B[l * n + i] * A[l * n + j];
        C[i * n + j] = alpha * s + beta * C[i * n + j];
    }
}
