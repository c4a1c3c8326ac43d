// Held-out suite (frozen). PolyBench atax, second kernel: y = A^T tmp, one work-item per
// column (neighbouring work-items read neighbouring floats).
__kernel void atax2(__global const float *A, __global const float *tmp, __global float *y,
                    int rows, int cols)
{
    int j = get_global_id(0);
    if (j < cols) {
        float s = 0.0f;
        for (int i = 0; i < rows; i++)
            s += A[i * cols + j] * tmp[i];
        y[j] = s;
    }
}
