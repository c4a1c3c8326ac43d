// Held-out suite 6 (frozen), hand version of frame_energy: one warp per frame (blocks of 32
// x 8 threads, eight frames per block); the lanes stride along the frame reading float4
// words (coalesced; flen is a multiple of 4) and warp shuffles add their 32 partial sums.
// The launch covers 32 * nframes threads.
extern "C" __global__ void frame_energy_hand(const float *x, float *e, int nframes, int flen)
{
    int lane = threadIdx.x;
    int r = blockIdx.x * 8 + threadIdx.y;
    float acc = 0.0f;
    int q = flen >> 2;
    if (r < nframes)
        for (int j = lane; j < q; j += 32) {
            float4 v = ((const float4 *)x)[r * q + j];
            acc += v.x * v.x + v.y * v.y + v.z * v.z + v.w * v.w;
        }
    for (int off = 16; off > 0; off >>= 1)
        acc += __shfl_xor_sync(0xffffffffu, acc, off);
    if (r < nframes && lane == 0)
        e[r] = acc;
}
