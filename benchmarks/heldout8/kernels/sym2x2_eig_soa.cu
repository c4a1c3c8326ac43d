// Held-out suite 8 (frozen). The two eigenvalues of every symmetric 2 x 2 matrix [[a, b],
// [b, c]], the matrices as three planes (mean plus and minus the root of the discriminant).
extern "C" __global__ void sym2x2_eig_soa(const float *a, const float *b, const float *c,
                                          float *l1, float *l2, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float m = 0.5f * (a[i] + c[i]);
        float h = 0.5f * (a[i] - c[i]);
        float d = sqrtf(h * h + b[i] * b[i]);
        l1[i] = m + d;
        l2[i] = m - d;
    }
}
