// Held-out suite 4 (frozen). Splits records of five floats (x, y, z, mass, charge; 20
// bytes each) into five planes: one thread per record, reading its fields one by one.
extern "C" __global__ void aos5_unzip(const float *rec, float *X, float *Y,
                                      float *Z, float *M, float *Q, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        X[i] = rec[5 * i];
        Y[i] = rec[5 * i + 1];
        Z[i] = rec[5 * i + 2];
        M[i] = rec[5 * i + 3];
        Q[i] = rec[5 * i + 4];
    }
}
