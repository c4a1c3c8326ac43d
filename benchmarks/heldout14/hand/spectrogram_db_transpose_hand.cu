// Held-out suite 14 (frozen), hand version of spectrogram_db_transpose: a block of 32 x 8
// threads per 32 x 32 tile; the tile is read along the bins (coalesced), converted to
// decibels into shared memory (rows padded to 33 floats against bank conflicts), and after a
// barrier written along the frames (coalesced). Values past the last frame or bin are neither
// read nor written. Blocks of exactly 32 x 8 on a grid of (ceil(bins / 32), ceil(frames / 32)).
extern "C" __global__ void spectrogram_db_transpose_hand(const float *__restrict__ power,
                                                         float *__restrict__ db_t, int frames,
                                                         int bins)
{
    __shared__ float tile[32][33];
    int tx = threadIdx.x, ty = threadIdx.y;
    int b0 = blockIdx.x * 32, f0 = blockIdx.y * 32;
    for (int k = ty; k < 32; k += 8) {
        int f = f0 + k, b = b0 + tx;
        if (f < frames && b < bins)
            tile[k][tx] = 10.0f * log10f(power[(size_t)f * bins + b] + 1e-10f);
    }
    __syncthreads();
    for (int k = ty; k < 32; k += 8) {
        int b = b0 + k, f = f0 + tx;
        if (b < bins && f < frames)
            db_t[(size_t)b * frames + f] = tile[tx][k];
    }
}
