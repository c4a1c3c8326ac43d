// Held-out suite 14 (frozen), hand version of ema_filter_channels: a work-group of 32 items per
// 32 channels walks time in steps of 32 samples. Each step the group reads a 32 x 32 tile
// (items along time: coalesced) into local memory (rows padded to 33 floats against bank
// conflicts), after a barrier each item runs its own channel's 32 steps of the recurrence in
// its own tile row, and after a second barrier the tile is written back along time
// (coalesced); a third barrier keeps the next tile from overwriting it before every item has
// stored. Channels and samples past the ends are neither read nor written. Work-groups of
// exactly 32 on a range of ceil(channels / 32) groups.
__kernel void ema_filter_channels_hand(__global const float *restrict x,
                                       __global float *restrict y, float alpha, int channels,
                                       int t)
{
    __local float tile[32][33];
    int lane = get_local_id(0);
    int c0 = get_group_id(0) * 32;
    float beta = 1.0f - alpha;
    float acc = 0.0f;
    for (int t0 = 0; t0 < t; t0 += 32) {
        int k = t0 + lane;
        for (int r = 0; r < 32; r++)
            if (c0 + r < channels && k < t)
                tile[r][lane] = x[(size_t)(c0 + r) * t + k];
        barrier(CLK_LOCAL_MEM_FENCE);
        if (c0 + lane < channels) {
            int steps = min(32, t - t0);
            for (int j = 0; j < steps; j++) {
                float xv = tile[lane][j];
                acc = (t0 + j == 0) ? xv : alpha * xv + beta * acc;
                tile[lane][j] = acc;
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int r = 0; r < 32; r++)
            if (c0 + r < channels && k < t)
                y[(size_t)(c0 + r) * t + k] = tile[r][lane];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
}
