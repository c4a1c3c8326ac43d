// Held-out suite 5 (frozen), hand version of dct8_blocks: blocks of 128 threads copy their
// 128 blocks (1024 contiguous floats) and the 64 coefficients into shared memory with
// coalesced loads (block b at sh[9 b]: padded, conflict-free), each thread transforms its
// block there in place, and the block stores the 1024 floats with coalesced stores.
extern "C" __global__ void dct8_blocks_hand(const float *x, const float *C8, float *X,
                                            int nblocks)
{
    __shared__ float sh[128 * 9];
    __shared__ float cs[64];
    int t = threadIdx.x;
    int base = blockIdx.x * 1024;
    int n = 8 * nblocks;
    if (t < 64)
        cs[t] = C8[t];
    for (int e = t; e < 1024; e += 128)
        sh[(e >> 3) * 9 + (e & 7)] = base + e < n ? x[base + e] : 0.0f;
    __syncthreads();
    float v[8];
    for (int m = 0; m < 8; m++)
        v[m] = sh[9 * t + m];
    for (int k = 0; k < 8; k++) {
        float s = 0.0f;
        for (int m = 0; m < 8; m++)
            s += cs[8 * k + m] * v[m];
        sh[9 * t + k] = s;
    }
    __syncthreads();
    for (int e = t; e < 1024; e += 128)
        if (base + e < n)
            X[base + e] = sh[(e >> 3) * 9 + (e & 7)];
}
