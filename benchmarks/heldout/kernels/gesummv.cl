// Held-out suite (frozen). PolyBench gesummv: y = alpha A x + beta B x, one work-item per row.
// Memory problem: neighbouring work-items read A and B n floats apart (uncoalesced).
__kernel void gesummv(__global const float *A, __global const float *B, __global const float *x,
                      __global float *y, float alpha, float beta, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float sa = 0.0f, sb = 0.0f;
        for (int j = 0; j < n; j++) {
            sa += A[i * n + j] * x[j];
            sb += B[i * n + j] * x[j];
        }
        y[i] = alpha * sa + beta * sb;
    }
}
