// Held-out suite 10 (frozen), hand version of triangle_area_aos9: a block's records are
// copied to shared memory by all its threads as consecutive floats (coalesced), then each
// thread reads its nine floats from there (a stride of 9 words: no bank conflicts). Blocks
// of at most 256 threads.
extern "C" __global__ void triangle_area_aos9_hand(const float *__restrict__ tri,
                                                   float *__restrict__ area, int n)
{
    __shared__ float rec[9 * 256];
    int t = threadIdx.x;
    int first = blockIdx.x * blockDim.x;
    int count = min((int)blockDim.x, n - first) * 9;
    for (int k = t; k < count; k += blockDim.x)
        rec[k] = __ldg(tri + (size_t)first * 9 + k);
    __syncthreads();
    if (first + t < n) {
        const float *p = rec + 9 * t;
        float ux = p[3] - p[0], uy = p[4] - p[1], uz = p[5] - p[2];
        float vx = p[6] - p[0], vy = p[7] - p[1], vz = p[8] - p[2];
        float wx = uy * vz - uz * vy, wy = uz * vx - ux * vz, wz = ux * vy - uy * vx;
        area[first + t] = 0.5f * sqrtf(wx * wx + wy * wy + wz * wz);
    }
}
