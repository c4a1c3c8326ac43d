// Held-out suite 2 (frozen), hand version of d2q9_collide: the block's 256 cells (9 * 256
// contiguous floats) are read into shared memory and written back from it with coalesced
// accesses; each thread works on its cell there (stride 9 words: no bank conflict).
// blockDim.x is 256.
extern "C" __global__ void d2q9_collide_hand(const float *f, float *fout, float omega, int n)
{
    __shared__ float s[9 * 256];
    int t = threadIdx.x;
    int base = blockIdx.x * (9 * 256);
    for (int k = t; k < 9 * 256; k += 256)
        if (base + k < 9 * n)
            s[k] = f[base + k];
    __syncthreads();
    int i = blockIdx.x * 256 + t;
    if (i < n) {
        float q[9];
        for (int k = 0; k < 9; k++)
            q[k] = s[9 * t + k];
        float rho = 0.0f;
        for (int k = 0; k < 9; k++)
            rho += q[k];
        float ux = ((q[1] - q[3]) + (q[5] - q[6]) + (q[8] - q[7])) / rho;
        float uy = ((q[2] - q[4]) + (q[5] - q[8]) + (q[6] - q[7])) / rho;
        float usq = 1.5f * (ux * ux + uy * uy);
        const int ex[9] = {0, 1, 0, -1, 0, 1, -1, -1, 1};
        const int ey[9] = {0, 0, 1, 0, -1, 1, 1, -1, -1};
        for (int k = 0; k < 9; k++) {
            float w = k == 0 ? 4.0f / 9.0f : (k < 5 ? 1.0f / 9.0f : 1.0f / 36.0f);
            float eu = (float)ex[k] * ux + (float)ey[k] * uy;
            float feq = w * rho * (1.0f + 3.0f * eu + 4.5f * eu * eu - usq);
            s[9 * t + k] = q[k] - omega * (q[k] - feq);
        }
    }
    __syncthreads();
    for (int k = t; k < 9 * 256; k += 256)
        if (base + k < 9 * n)
            fout[base + k] = s[k];
}
