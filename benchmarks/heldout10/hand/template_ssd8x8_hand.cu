// Held-out suite 10 (frozen), hand version of template_ssd8x8: a block of 32 x 8 threads
// copies the 39 x 15 image tile its outputs need and the template into shared memory once
// (coalesced), then every thread sums its window from there (lanes on consecutive words, no
// bank conflicts; the template read is a broadcast). Blocks of 32 x 8 threads.
extern "C" __global__ void template_ssd8x8_hand(const float *__restrict__ img,
                                                const float *__restrict__ tpl,
                                                float *__restrict__ out, int width, int height)
{
    __shared__ float tile[15][40];
    __shared__ float t8[64];
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * 32, y0 = blockIdx.y * 8;
    int flat = ty * 32 + tx;
    for (int k = flat; k < 15 * 39; k += 256) {
        int r = k / 39, c = k % 39;
        int gy = y0 + r, gx = x0 + c;
        tile[r][c] = (gy < height && gx < width) ? __ldg(img + gy * width + gx) : 0.0f;
    }
    if (flat < 64)
        t8[flat] = __ldg(tpl + flat);
    __syncthreads();
    int x = x0 + tx, y = y0 + ty;
    int ow = width - 7, oh = height - 7;
    if (x < ow && y < oh) {
        float s = 0.0f;
#pragma unroll
        for (int i = 0; i < 8; i++)
#pragma unroll
            for (int j = 0; j < 8; j++) {
                float d = tile[ty + i][tx + j] - t8[i * 8 + j];
                s += d * d;
            }
        out[y * ow + x] = s;
    }
}
