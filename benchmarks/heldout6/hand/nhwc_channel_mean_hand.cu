// Held-out suite 6 (frozen), hand version of nhwc_channel_mean: blocks of 64 threads stage
// their 64 pixels' channels (C is 64: 4096 floats in a row of memory) in a padded shared
// tile with coalesced loads, then every thread adds its pixel's row of the tile (padding:
// no bank conflicts). npix is a multiple of 64; the launch covers npix threads.
extern "C" __global__ void nhwc_channel_mean_hand(const float *x, float *out, int npix, int C)
{
    __shared__ float tile[64][65];
    int t = threadIdx.x;
    int p0 = blockIdx.x * 64;
    for (int k = 0; k < 64; k++) {
        int e = k * 64 + t;
        tile[k][t] = x[p0 * 64 + e];
    }
    __syncthreads();
    if (p0 + t < npix) {
        float s = 0.0f;
        for (int c = 0; c < 64; c++)
            s += tile[t][c];
        out[p0 + t] = s / (float)C;
    }
}
