// Held-out suite 4 (frozen), hand version of aos5_unzip: blocks of 128 threads copy their
// 128 records (640 contiguous floats) into shared memory with coalesced loads, then each
// thread reads its record there (stride 5: conflict-free) and writes the five planes.
extern "C" __global__ void aos5_unzip_hand(const float *rec, float *X, float *Y,
                                           float *Z, float *M, float *Q, int n)
{
    __shared__ float sh[640];
    int t = threadIdx.x;
    int base = blockIdx.x * 640;
    for (int e = t; e < 640; e += 128) {
        int g = base + e;
        sh[e] = g < 5 * n ? rec[g] : 0.0f;
    }
    __syncthreads();
    int i = blockIdx.x * 128 + t;
    if (i < n) {
        X[i] = sh[5 * t];
        Y[i] = sh[5 * t + 1];
        Z[i] = sh[5 * t + 2];
        M[i] = sh[5 * t + 3];
        Q[i] = sh[5 * t + 4];
    }
}
