// Held-out suite 10 (frozen). The cosine similarity of every pair of rows of two matrices
// (dot over the square root of the product of the squared norms), a thread per row pair.
extern "C" __global__ void cosine_sim_rows(const float *A, const float *B, float *sim, int rows,
                                           int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        float dot = 0.0f, na = 0.0f, nb = 0.0f;
        for (int c = 0; c < cols; c++) {
            float a = A[r * cols + c];
            float b = B[r * cols + c];
            dot += a * b;
            na += a * a;
            nb += b * b;
        }
        sim[r] = dot / sqrtf(na * nb + 1e-8f);
    }
}
