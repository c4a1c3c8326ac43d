// Held-out suite 13 (frozen), hand version of block_sumsq_divergent: a warp per chunk of 256
// integers (eight chunks per block of 256 threads); each lane reads two int4 (the warp's loads
// cover 512 contiguous bytes each), adds their squares and the warp combines the lanes with
// shuffles: no shared memory, no barrier. Blocks of exactly 256; the grid covers the chunks
// eight per block.
extern "C" __global__ void block_sumsq_divergent_hand(const int *__restrict__ v,
                                                        int *__restrict__ partial, int n)
{
    int lane = threadIdx.x & 31;
    int chunk = blockIdx.x * 8 + (threadIdx.x >> 5);
    int chunks = (n + 255) / 256;
    if (chunk >= chunks)
        return;
    int base = chunk * 256;
    int s = 0;
    if (base + 256 <= n && (n & 3) == 0) {
        const int4 *q = (const int4 *)(v + base);
        int4 a = q[lane], b = q[lane + 32];
        s = a.x * a.x + a.y * a.y + a.z * a.z + a.w * a.w + b.x * b.x + b.y * b.y + b.z * b.z +
            b.w * b.w;
    } else {
        for (int i = base + lane; i < base + 256 && i < n; i += 32)
            s += v[i] * v[i];
    }
    for (int off = 16; off > 0; off >>= 1)
        s += __shfl_down_sync(0xffffffffu, s, off);
    if (lane == 0)
        partial[chunk] = s;
}
