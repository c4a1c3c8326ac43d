// Held-out suite 14 (frozen), hand version of spectrogram_db_transpose: a work-group of 32 x 8
// items per 32 x 32 tile; the tile is read along the bins (coalesced), converted to decibels
// into local memory (rows padded to 33 floats against bank conflicts), and after a barrier
// written along the frames (coalesced). Values past the last frame or bin are neither read nor
// written. Work-groups of exactly 32 x 8 on a range of (ceil(bins / 32), ceil(frames / 32))
// groups.
__kernel void spectrogram_db_transpose_hand(__global const float *restrict power,
                                            __global float *restrict db_t, int frames, int bins)
{
    __local float tile[32][33];
    int tx = get_local_id(0), ty = get_local_id(1);
    int b0 = get_group_id(0) * 32, f0 = get_group_id(1) * 32;
    for (int k = ty; k < 32; k += 8) {
        int f = f0 + k, b = b0 + tx;
        if (f < frames && b < bins)
            tile[k][tx] = 10.0f * log10(power[(size_t)f * bins + b] + 1e-10f);
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int k = ty; k < 32; k += 8) {
        int b = b0 + k, f = f0 + tx;
        if (b < bins && f < frames)
            db_t[(size_t)b * frames + f] = tile[tx][k];
    }
}
