// Alpha compositing of image layers, for the seventeenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "composite"): out[i] is the opaque background pixel
// background[i] with the four RGBA8 layers layers[l * n + i] (l = 0 .. 3, bottom to top) put
// over it in turn, each channel c of red, green and blue becoming
// (src_c * a + dst_c * (255 - a) + 127) / 255 for the layer's alpha a (rounded to nearest),
// the result's alpha 255. A pixel is a 32-bit word, red in its low byte, alpha in its high
// one. A block of block_size_x threads takes block_size_x * items pixels (their number a
// multiple of it), a thread items of them: vec=4 reads and writes four consecutive pixels
// as uint4s, vec=1 one pixel at a time, block_size_x apart. method=0 divides by 255,
// 1 rounds by adding the high byte and shifting, a channel at a time, 2 does the same on red
// and blue together in one word (two 16-bit lanes), then on green. ldg=1 reads the layers
// through the read-only cache, 0 plainly.
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 4
#endif
#ifndef vec
#define vec 4
#endif
#ifndef method
#define method 2
#endif
#ifndef ldg
#define ldg 1
#endif
#define LAYERS 4

#if ldg == 1
#define LOAD_PIXEL(p) __ldg(p)
#define LOAD_QUAD(p) __ldg((const uint4 *)(p))
#else
#define LOAD_PIXEL(p) (*(p))
#define LOAD_QUAD(p) (*(const uint4 *)(p))
#endif

#if method == 0
// round(t / 255) for 0 <= t <= 255 * 255
__device__ __forceinline__ unsigned int div255(unsigned int t)
{
    return (t + 127u) / 255u;
}
#else
__device__ __forceinline__ unsigned int div255(unsigned int t)
{
    t += 128u;
    return (t + (t >> 8)) >> 8;
}
#endif

// src over dst, dst opaque: the blended pixel (alpha 255)
__device__ __forceinline__ unsigned int over(unsigned int src, unsigned int dst)
{
    unsigned int a = src >> 24, na = 255u - a;
#if method == 2
    unsigned int rb = (src & 0x00ff00ffu) * a + (dst & 0x00ff00ffu) * na + 0x00800080u;
    rb = ((rb + ((rb >> 8) & 0x00ff00ffu)) >> 8) & 0x00ff00ffu;
    unsigned int g = div255(((src >> 8) & 255u) * a + ((dst >> 8) & 255u) * na);
    return 0xff000000u | rb | (g << 8);
#else
    unsigned int out = 0xff000000u;
#pragma unroll
    for (int c = 0; c < 3; c++) {
        unsigned int s = (src >> (8 * c)) & 255u, d = (dst >> (8 * c)) & 255u;
        out |= div255(s * a + d * na) << (8 * c);
    }
    return out;
#endif
}

__global__ void composite(unsigned int *out, const unsigned int *background,
                          const unsigned int *layers, int n)
{
    size_t block_first = (size_t)blockIdx.x * (block_size_x * items);
#pragma unroll
    for (int v = 0; v < items / vec; v++) {
        size_t at = block_first + ((size_t)v * block_size_x + threadIdx.x) * vec;
#if vec == 4
        uint4 px = *(const uint4 *)(background + at);
#pragma unroll
        for (int l = 0; l < LAYERS; l++) {
            uint4 s = LOAD_QUAD(layers + (size_t)l * n + at);
            px.x = over(s.x, px.x);
            px.y = over(s.y, px.y);
            px.z = over(s.z, px.z);
            px.w = over(s.w, px.w);
        }
        *(uint4 *)(out + at) = px;
#else
        unsigned int px = background[at];
#pragma unroll
        for (int l = 0; l < LAYERS; l++)
            px = over(LOAD_PIXEL(layers + (size_t)l * n + at), px);
        out[at] = px;
#endif
    }
}
