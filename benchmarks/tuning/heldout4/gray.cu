// RGBA to 8-bit gray for the fourth held-out set of tuning spaces (benchmarks/tuning/
// spaces.py, space "gray"): out[p] = (77 r + 150 g + 29 b + 128) >> 8 over a w x h image of
// uchar4 pixels (alpha ignored). A block of block_size_x x block_size_y threads (1D rows
// for block_size_y = 1) covers block_size_x * items x block_size_y pixels; a thread's
// items pixels are block_size_x apart along x. read_as=0: the pixel as four byte loads;
// read_as=1: one uchar4 load; read_as=2: one 32-bit word, channels taken by shifts.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef block_size_y
#define block_size_y 1
#endif
#ifndef items
#define items 1
#endif
#ifndef read_as
#define read_as 1
#endif

__global__ void gray(unsigned char *out, const uchar4 *in, int w, int h)
{
    int x0 = blockIdx.x * block_size_x * items + threadIdx.x;
    int y = blockIdx.y * block_size_y + threadIdx.y;
    for (int k = 0; k < items; k++) {
        int p = y * w + x0 + k * block_size_x;
#if read_as == 0
        const unsigned char *b = (const unsigned char *)in;
        int r = b[4 * p], g = b[4 * p + 1], bl = b[4 * p + 2];
#elif read_as == 1
        uchar4 q = in[p];
        int r = q.x, g = q.y, bl = q.z;
#else
        unsigned int u = ((const unsigned int *)in)[p];
        int r = u & 255, g = (u >> 8) & 255, bl = (u >> 16) & 255;
#endif
        out[p] = (unsigned char)((77 * r + 150 * g + 29 * bl + 128) >> 8);
    }
}
