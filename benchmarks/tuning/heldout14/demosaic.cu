// Bilinear demosaicing of an RGGB Bayer image, for the fourteenth held-out set of tuning
// spaces (benchmarks/tuning/spaces.py, space "demosaic"): raw holds one byte a pixel, with
// a border of one pixel on every side ((height + 2) rows of width + 2 bytes); pixel (y, x)
// of the image has a red filter where y and x are even, a blue one where both are odd and a
// green one elsewhere. out[y][x] = R | G << 8 | B << 16, the pixel's own colour its byte
// and each missing colour the mean, rounded down, of the two or four nearest pixels of that
// colour (the left and right or upper and lower ones, the four sides or the four corners).
// A thread takes 2 x 2 pixels (a quad) at a time, reading the 4 x 4 bytes around it; a
// block of block_size_x x block_size_y threads takes block_size_x quads in x and
// block_size_y * tile_y in y, a thread tile_y quads of a column, block_size_y apart.
// use_shmem=1 first copies the block's bytes and their border into shared memory and reads
// the quads' neighbourhoods there, use_shmem=0 reads them from global memory; vec=2 reads
// two neighbouring bytes as one uchar2 (the staging too), vec=1 one byte at a time.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_y
#define tile_y 2
#endif
#ifndef use_shmem
#define use_shmem 1
#endif
#ifndef vec
#define vec 2
#endif
#define TR (2 * block_size_y * tile_y + 2)
#define TC (2 * block_size_x + 2)

// the 4 x 4 bytes from p on, rows pitch bytes apart (p and pitch even)
__device__ __forceinline__ void window(int w[4][4], const unsigned char *p, int pitch)
{
#pragma unroll
    for (int r = 0; r < 4; r++) {
#if vec == 2
        uchar2 a = *(const uchar2 *)(p + r * pitch);
        uchar2 b = *(const uchar2 *)(p + r * pitch + 2);
        w[r][0] = a.x;
        w[r][1] = a.y;
        w[r][2] = b.x;
        w[r][3] = b.y;
#else
#pragma unroll
        for (int c = 0; c < 4; c++)
            w[r][c] = p[r * pitch + c];
#endif
    }
}

__device__ __forceinline__ unsigned int rgb(int r, int g, int b)
{
    return (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16);
}

// the quad of w[1..2][1..2] written at o, the image's rows width pixels apart
__device__ __forceinline__ void quad(unsigned int *o, int width, int w[4][4])
{
    o[0] = rgb(w[1][1], (w[0][1] + w[2][1] + w[1][0] + w[1][2]) >> 2,
               (w[0][0] + w[0][2] + w[2][0] + w[2][2]) >> 2);
    o[1] = rgb((w[1][1] + w[1][3]) >> 1, w[1][2], (w[0][2] + w[2][2]) >> 1);
    o[width] = rgb((w[1][1] + w[3][1]) >> 1, w[2][1], (w[2][0] + w[2][2]) >> 1);
    o[width + 1] = rgb((w[1][1] + w[1][3] + w[3][1] + w[3][3]) >> 2,
                       (w[1][2] + w[3][2] + w[2][1] + w[2][3]) >> 2, w[2][2]);
}

__global__ void demosaic(unsigned int *out, const unsigned char *raw, int width, int height)
{
    int pitch = width + 2;
    int qx0 = blockIdx.x * block_size_x, qy0 = blockIdx.y * block_size_y * tile_y;
    int qx = qx0 + threadIdx.x;
#if use_shmem == 1
    __shared__ uchar2 s_pairs[TR * TC / 2];  // uchar2s: the tile 2-byte aligned
    unsigned char *s_tile = (unsigned char *)s_pairs;
    int tid = threadIdx.y * block_size_x + threadIdx.x;
    const unsigned char *src = raw + (size_t)(2 * qy0) * pitch + 2 * qx0;
    for (int i = tid; i < TR * TC / vec; i += block_size_x * block_size_y) {
        int r = i / (TC / vec), c = i % (TC / vec) * vec;
#if vec == 2
        *(uchar2 *)(s_tile + r * TC + c) = *(const uchar2 *)(src + (size_t)r * pitch + c);
#else
        s_tile[r * TC + c] = src[(size_t)r * pitch + c];
#endif
    }
    __syncthreads();
#endif
#pragma unroll
    for (int k = 0; k < tile_y; k++) {
        int ly = k * block_size_y + threadIdx.y;
        int w[4][4];
#if use_shmem == 1
        window(w, s_tile + 2 * ly * TC + 2 * threadIdx.x, TC);
#else
        window(w, raw + (size_t)(2 * (qy0 + ly)) * pitch + 2 * qx, pitch);
#endif
        quad(out + (size_t)(2 * (qy0 + ly)) * width + 2 * qx, width, w);
    }
}
