// Held-out suite 4 (frozen). Scales every column of a row-major matrix (rows x cols) to
// unit Euclidean norm: one thread per column walks down it twice, once for the sum of
// squares and once to write the scaled column.
__kernel void colnorm_scale(__global const float *A, __global float *B, int rows, int cols)
{
    int c = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (c < cols) {
        float s = 0.0f;
        for (int r = 0; r < rows; r++) {
            float v = A[r * cols + c];
            s += v * v;
        }
        float inv = 1.0f / sqrt(s);
        for (int r = 0; r < rows; r++)
            B[r * cols + c] = A[r * cols + c] * inv;
    }
}
