// Held-out suite (frozen). One step of PolyBench heat-3d on an n^3 grid (x fastest):
// B = A + 0.125 * (second differences along i, j and k); the boundary is copied.
extern "C" __global__ void heat3d(const float *A, float *B, int n)
{
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    int i = blockIdx.z;
    if (k < n && j < n) {
        int c = (i * n + j) * n + k;
        if (i == 0 || j == 0 || k == 0 || i == n - 1 || j == n - 1 || k == n - 1) {
            B[c] = A[c];
        } else {
            float di = A[c + n * n] - 2.0f * A[c] + A[c - n * n];
            float dj = A[c + n] - 2.0f * A[c] + A[c - n];
            float dk = A[c + 1] - 2.0f * A[c] + A[c - 1];
            B[c] = 0.125f * di + 0.125f * dj + 0.125f * dk + A[c];
        }
    }
}
