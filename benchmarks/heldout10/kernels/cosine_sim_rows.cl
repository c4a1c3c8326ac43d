// Held-out suite 10 (frozen). The cosine similarity of every pair of rows of two matrices
// (dot over the square root of the product of the squared norms), a work-item per row pair.
__kernel void cosine_sim_rows(__global const float *A, __global const float *B,
                              __global float *sim, int rows, int cols)
{
    int r = get_global_id(0);
    if (r < rows) {
        float dot = 0.0f, na = 0.0f, nb = 0.0f;
        for (int c = 0; c < cols; c++) {
            float a = A[r * cols + c];
            float b = B[r * cols + c];
            dot += a * b;
            na += a * a;
            nb += b * b;
        }
        sim[r] = dot / sqrt(na * nb + 1e-8f);
    }
}
