// Held-out suite 10 (frozen). The most frequent label (0..15; the smallest of equals) of
// every 8 x 8 patch of a label image, a thread per patch counting its labels in its 16
// counters of scratch.
extern "C" __global__ void patch_mode8x8(const unsigned char *labels, int *scratch,
                                         unsigned char *mode, int width, int height)
{
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    int pw = width / 8, ph = height / 8;
    if (p < pw * ph) {
        int px = p % pw, py = p / pw;
        int *count = scratch + p * 16;
        for (int b = 0; b < 16; b++)
            count[b] = 0;
        for (int r = 0; r < 8; r++)
            for (int c = 0; c < 8; c++)
                count[labels[(py * 8 + r) * width + px * 8 + c]]++;
        int best = 0;
        for (int b = 1; b < 16; b++)
            if (count[b] > count[best])
                best = b;
        mode[p] = (unsigned char)best;
    }
}
