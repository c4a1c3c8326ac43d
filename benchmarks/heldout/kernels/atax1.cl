// Held-out suite (frozen). PolyBench atax, first kernel: tmp = A x, one work-item per row of
// a row-major A (rows x cols).
// Memory problem: neighbouring work-items read A cols floats apart (uncoalesced).
__kernel void atax1(__global const float *A, __global const float *x, __global float *tmp,
                    int rows, int cols)
{
    int i = get_global_id(0);
    if (i < rows) {
        float s = 0.0f;
        for (int j = 0; j < cols; j++)
            s += A[i * cols + j] * x[j];
        tmp[i] = s;
    }
}
