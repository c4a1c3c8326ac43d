// Held-out suite 10 (frozen), hand version of patch_mode8x8: the 16 counters of a thread live
// in shared memory as count[label][thread] (a warp's lanes on consecutive words, no bank
// conflicts), scratch is not touched, and each row of the patch is read as one 8-byte word
// (width a multiple of 8). Blocks of at most 256 threads.
extern "C" __global__ void patch_mode8x8_hand(const unsigned char *__restrict__ labels,
                                              int *__restrict__ scratch,
                                              unsigned char *__restrict__ mode, int width,
                                              int height)
{
    __shared__ int count[16][256];
    int t = threadIdx.x;
    int p = blockIdx.x * blockDim.x + t;
    int pw = width / 8, ph = height / 8;
    if (p < pw * ph) {
        int px = p % pw, py = p / pw;
#pragma unroll
        for (int b = 0; b < 16; b++)
            count[b][t] = 0;
        for (int r = 0; r < 8; r++) {
            uint2 row = __ldg((const uint2 *)(labels + (size_t)(py * 8 + r) * width + px * 8));
#pragma unroll
            for (int k = 0; k < 4; k++) {
                count[(row.x >> (8 * k)) & 15u][t]++;
                count[(row.y >> (8 * k)) & 15u][t]++;
            }
        }
        int best = 0, most = count[0][t];
#pragma unroll
        for (int b = 1; b < 16; b++) {
            int c = count[b][t];
            if (c > most) {
                most = c;
                best = b;
            }
        }
        mode[p] = (unsigned char)best;
    }
}
