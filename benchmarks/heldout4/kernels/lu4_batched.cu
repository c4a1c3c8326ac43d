// Held-out suite 4 (frozen). Batched LU factorisation without pivoting of 4 x 4 matrices
// (row-major, 16 floats each, diagonally dominant): one thread per matrix; the unit lower
// factor (below the diagonal) and the upper factor are written in place of the matrix.
extern "C" __global__ void lu4_batched(const float *A, float *LU, int nb)
{
    int b = blockIdx.x * blockDim.x + threadIdx.x;
    if (b < nb) {
        float a[16];
        for (int e = 0; e < 16; e++)
            a[e] = A[16 * b + e];
        for (int k = 0; k < 4; k++) {
            float inv = 1.0f / a[5 * k];
            for (int i = k + 1; i < 4; i++) {
                float l = a[4 * i + k] * inv;
                a[4 * i + k] = l;
                for (int j = k + 1; j < 4; j++)
                    a[4 * i + j] -= l * a[4 * k + j];
            }
        }
        for (int e = 0; e < 16; e++)
            LU[16 * b + e] = a[e];
    }
}
