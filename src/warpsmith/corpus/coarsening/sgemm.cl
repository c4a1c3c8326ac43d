// sgemm: C = beta * C + alpha * A * B^T, one work-item per element of C. Follows the
// Parboil benchmark sgemm, version opencl_base (kernel mysgemmNT): every matrix is
// column-major; A is m x k (A[row + i * lda]), B is n x k (B[col + i * ldb]), C is m x n
// (C[row + col * ldc]); work-item (m, n) = (get_global_id(0), get_global_id(1)) loops over
// the k products.
__kernel void sgemm(__global const float *A, int lda, __global const float *B, int ldb,
                    __global float *C, int ldc, int k, float alpha, float beta)
{
    float c = 0.0f;
    int m = get_global_id(0);
    int n = get_global_id(1);

    for (int i = 0; i < k; ++i) {
        float a = A[m + i * lda];
        float b = B[n + i * ldb];
        c += a * b;
    }
    C[m + n * ldc] = beta * C[m + n * ldc] + alpha * c;
}
