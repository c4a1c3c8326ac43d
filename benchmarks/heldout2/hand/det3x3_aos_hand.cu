// Held-out suite 2 (frozen), hand version of det3x3_aos: the block's 256 matrices (9 * 256
// contiguous floats) are staged in shared memory by coalesced loads; each thread then reads
// its nine values there (stride 9 words: no bank conflict). blockDim.x is 256.
extern "C" __global__ void det3x3_aos_hand(const float *m, float *det, int n)
{
    __shared__ float s[9 * 256];
    int t = threadIdx.x;
    int base = blockIdx.x * (9 * 256);
    for (int k = t; k < 9 * 256; k += 256)
        if (base + k < 9 * n)
            s[k] = m[base + k];
    __syncthreads();
    int i = blockIdx.x * 256 + t;
    if (i < n) {
        float a = s[9 * t + 0], b = s[9 * t + 1], c = s[9 * t + 2];
        float d = s[9 * t + 3], e = s[9 * t + 4], f = s[9 * t + 5];
        float g = s[9 * t + 6], h = s[9 * t + 7], k = s[9 * t + 8];
        det[i] = (a * (e * k - f * h) - b * (d * k - f * g)) + c * (d * h - e * g);
    }
}
