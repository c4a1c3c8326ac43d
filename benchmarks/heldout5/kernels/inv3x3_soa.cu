// Held-out suite 5 (frozen). Inverse and determinant of n 3 x 3 matrices stored as nine
// planes (M[k * n + i] is entry k, row-major, of matrix i), by cofactors. One thread per
// matrix; every plane is read and written with unit stride.
extern "C" __global__ void inv3x3_soa(const float *M, float *Minv, float *det, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float a = M[i], b = M[n + i], c = M[2 * n + i];
        float d = M[3 * n + i], e = M[4 * n + i], f = M[5 * n + i];
        float g = M[6 * n + i], h = M[7 * n + i], k = M[8 * n + i];
        float c00 = e * k - f * h, c01 = f * g - d * k, c02 = d * h - e * g;
        float dt = a * c00 + b * c01 + c * c02;
        float r = 1.0f / dt;
        Minv[i] = c00 * r;
        Minv[n + i] = (c * h - b * k) * r;
        Minv[2 * n + i] = (b * f - c * e) * r;
        Minv[3 * n + i] = c01 * r;
        Minv[4 * n + i] = (a * k - c * g) * r;
        Minv[5 * n + i] = (c * d - a * f) * r;
        Minv[6 * n + i] = c02 * r;
        Minv[7 * n + i] = (b * g - a * h) * r;
        Minv[8 * n + i] = (a * e - b * d) * r;
        det[i] = dt;
    }
}
