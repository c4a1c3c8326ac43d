// Held-out suite 14 (frozen), hand version of price_path_variation_rows: a warp per path (eight
// paths per block of 256), its lanes reading consecutive prices (coalesced) and adding their
// squared steps, the warp's sums added with xor shuffles; lane 0 stores the path's value. The
// path index is the same for the whole warp, so every lane takes part in every shuffle. Blocks
// of exactly 256 on a grid of ceil(rows / 8).
extern "C" __global__ void price_path_variation_rows_hand(const float *__restrict__ price,
                                                          float *__restrict__ qv, int rows, int t)
{
    int lane = threadIdx.x & 31;
    int r = blockIdx.x * 8 + (threadIdx.x >> 5);
    if (r < rows) {
        const float *p = price + (size_t)r * t;
        float s = 0.0f;
        for (int k = lane + 1; k < t; k += 32) {
            float d = p[k] - p[k - 1];
            s += d * d;
        }
        for (int off = 16; off > 0; off >>= 1)
            s += __shfl_xor_sync(0xffffffffu, s, off);
        if (lane == 0)
            qv[r] = s;
    }
}
