// 3 x 3 median filter of a byte image, for the seventh held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "median"): out[y][x] = the median (fifth smallest)
// of in[y + dy][x + dx], dy, dx in 0..2, for an h x w output of an (h + 2) x (w + 2) input
// (no borders). A block of block_size_x x block_size_y threads covers block_size_x columns
// and TH = block_size_y * tile_y rows; a thread computes tile_y consecutive rows of its
// column, marching down and keeping the last two input rows' three bytes in registers
// (three new bytes a row). method=0 sorts the nine values by odd-even transposition (nine
// rounds of compare-exchanges) and takes the middle one; method=1 sorts each column of
// three, then takes the median of the largest column minimum, the median of the column
// medians and the smallest column maximum. use_shmem=1 stages the block's
// (TH + 2) x (block_size_x + 2) bytes in shared memory first.
#ifndef block_size_x
#define block_size_x 32
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef tile_y
#define tile_y 1
#endif
#ifndef method
#define method 1
#endif
#ifndef use_shmem
#define use_shmem 0
#endif
#define TH (block_size_y * tile_y)

#define CSWAP(a, b)              \
    {                            \
        int lo_ = min(a, b);     \
        b = max(a, b);           \
        a = lo_;                 \
    }

__device__ __forceinline__ int med3(int a, int b, int c)
{
    return max(min(a, b), min(max(a, b), c));
}

// the median of the 3 x 3 window whose rows are (a0 a1 a2), (b0 b1 b2), (c0 c1 c2)
__device__ __forceinline__ int median9(int a0, int a1, int a2, int b0, int b1, int b2,
                                       int c0, int c1, int c2)
{
#if method == 0
    int p[9] = {a0, a1, a2, b0, b1, b2, c0, c1, c2};
#pragma unroll
    for (int round = 0; round < 9; round++) {
#pragma unroll
        for (int i = round & 1; i + 1 < 9; i += 2)
            CSWAP(p[i], p[i + 1]);
    }
    return p[4];
#else
    CSWAP(a0, b0);
    CSWAP(b0, c0);
    CSWAP(a0, b0);
    CSWAP(a1, b1);
    CSWAP(b1, c1);
    CSWAP(a1, b1);
    CSWAP(a2, b2);
    CSWAP(b2, c2);
    CSWAP(a2, b2);
    return med3(max(max(a0, a1), a2), med3(b0, b1, b2), min(min(c0, c1), c2));
#endif
}

__global__ void median(unsigned char *out, const unsigned char *in, int w, int h)
{
    int tx = threadIdx.x, ty = threadIdx.y;
    int x0 = blockIdx.x * block_size_x, y0 = blockIdx.y * TH;
    int iw = w + 2;
#if use_shmem
    __shared__ unsigned char sh[TH + 2][block_size_x + 2];
    for (int i = ty; i < TH + 2; i += block_size_y)
        for (int j = tx; j < block_size_x + 2; j += block_size_x)
            sh[i][j] = in[(y0 + i) * iw + x0 + j];
    __syncthreads();
#define IN(r, c) ((int)sh[r][c])
#else
#define IN(r, c) ((int)in[(y0 + (r)) * iw + x0 + (c)])
#endif
    int r0 = ty * tile_y;   // the thread's first input row in the block's window
    int a0 = IN(r0, tx), a1 = IN(r0, tx + 1), a2 = IN(r0, tx + 2);
    int b0 = IN(r0 + 1, tx), b1 = IN(r0 + 1, tx + 1), b2 = IN(r0 + 1, tx + 2);
#pragma unroll
    for (int k = 0; k < tile_y; k++) {
        int r = r0 + k + 2;
        int c0 = IN(r, tx), c1 = IN(r, tx + 1), c2 = IN(r, tx + 2);
        out[(y0 + r0 + k) * w + x0 + tx] =
            (unsigned char)median9(a0, a1, a2, b0, b1, b2, c0, c1, c2);
        a0 = b0;
        a1 = b1;
        a2 = b2;
        b0 = c0;
        b1 = c1;
        b2 = c2;
    }
}
