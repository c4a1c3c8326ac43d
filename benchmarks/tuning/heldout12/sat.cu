// Summed-area tables of the 32 x 128 tiles of an integer image, for the twelfth held-out set
// of tuning spaces (benchmarks/tuning/spaces.py, space "sat"): out[y][x] is the sum of
// in[y'][x'] over the tile's y' <= y and x' <= x (width a multiple of 128, height of 32,
// tile t at tile row t / (width / 128)). A block of block_size_x x block_size_y threads
// takes block_size_x / 32 tiles, a warp of each tile block_size_y of its rows, a band of
// 32 / block_size_y consecutive rows; a lane holds 4 columns of a row, vec consecutive ones
// (an int, int2 or int4) in each of 4 / vec segments 32 vec columns wide. With more than
// one band a first pass adds each band's columns and every warp starts from the column
// sums of the bands above it (stage=1 keeps the band in shared memory for the second pass,
// stage=0 reads it again from global memory). The second pass adds a row into the column
// sums and writes their prefix along the row: within a lane, then across the warp by
// shuffles (scan=0) or in shared memory (scan=1), segment after segment.
#ifndef block_size_x
#define block_size_x 64
#endif
#ifndef block_size_y
#define block_size_y 4
#endif
#ifndef vec
#define vec 2
#endif
#ifndef stage
#define stage 1
#endif
#ifndef scan
#define scan 0
#endif
#define TH 32
#define TW 128
#define TPB (block_size_x / 32)
#define BAND (TH / block_size_y)
#define SEG (4 / vec)
#define FULL 0xffffffffu

#if vec == 4
typedef int4 vec_t;
#define UNPACK(v, a) { a[0] = v.x; a[1] = v.y; a[2] = v.z; a[3] = v.w; }
#define PACK(a) make_int4(a[0], a[1], a[2], a[3])
#elif vec == 2
typedef int2 vec_t;
#define UNPACK(v, a) { a[0] = v.x; a[1] = v.y; }
#define PACK(a) make_int2(a[0], a[1])
#else
typedef int vec_t;
#define UNPACK(v, a) { a[0] = v; }
#define PACK(a) (a[0])
#endif

// the inclusive prefix of t over the warp's lanes, and the warp's total in *total
__device__ __forceinline__ int warp_scan(int t, int lane, int *s_scan, int *total)
{
#if scan == 0
#pragma unroll
    for (int d = 1; d < 32; d *= 2) {
        int u = __shfl_up_sync(FULL, t, d);
        if (lane >= d)
            t += u;
    }
    *total = __shfl_sync(FULL, t, 31);
#else
    s_scan[lane] = t;
    __syncwarp();
#pragma unroll
    for (int d = 1; d < 32; d *= 2) {
        int u = lane >= d ? s_scan[lane - d] : 0;
        __syncwarp();
        t += u;
        s_scan[lane] = t;
        __syncwarp();
    }
    *total = s_scan[31];
    __syncwarp();
#endif
    return t;
}

__global__ void sat(int *out, const int *in, int width)
{
    int lane = threadIdx.x % 32, p = threadIdx.x / 32, ty = threadIdx.y;
    int tile = blockIdx.x * TPB + p;
    int per_row = width / TW;
    size_t origin = (size_t)(tile / per_row) * TH * width + (size_t)(tile % per_row) * TW;
    const int *src = in + origin;
    int *dst = out + origin;
    int acc[SEG][vec];
#pragma unroll
    for (int g = 0; g < SEG; g++)
#pragma unroll
        for (int k = 0; k < vec; k++)
            acc[g][k] = 0;
#if scan == 1
    __shared__ int s_scans[TPB][block_size_y][32];
    int *s_scan = s_scans[p][ty];
#else
    int *s_scan = 0;
#endif
#if stage == 1 && block_size_y > 1
    __shared__ vec_t s_band[TPB][TH][SEG][32];
#endif
#if block_size_y > 1
    __shared__ int s_tot[TPB][block_size_y][TW];
    for (int r = ty * BAND; r < (ty + 1) * BAND; r++) {
#pragma unroll
        for (int g = 0; g < SEG; g++) {
            vec_t v = *(const vec_t *)(src + (size_t)r * width + (g * 32 + lane) * vec);
#if stage == 1
            s_band[p][r][g][lane] = v;
#endif
            int a[vec];
            UNPACK(v, a);
#pragma unroll
            for (int k = 0; k < vec; k++)
                acc[g][k] += a[k];
        }
    }
#pragma unroll
    for (int g = 0; g < SEG; g++)
#pragma unroll
        for (int k = 0; k < vec; k++)
            s_tot[p][ty][(g * 32 + lane) * vec + k] = acc[g][k];
    __syncthreads();
#pragma unroll
    for (int g = 0; g < SEG; g++)
#pragma unroll
        for (int k = 0; k < vec; k++) {
            int c = 0;
            for (int b = 0; b < ty; b++)
                c += s_tot[p][b][(g * 32 + lane) * vec + k];
            acc[g][k] = c;
        }
#endif
    for (int r = ty * BAND; r < (ty + 1) * BAND; r++) {
        int carry = 0;
#pragma unroll
        for (int g = 0; g < SEG; g++) {
#if stage == 1 && block_size_y > 1
            vec_t v = s_band[p][r][g][lane];
#else
            vec_t v = *(const vec_t *)(src + (size_t)r * width + (g * 32 + lane) * vec);
#endif
            int a[vec];
            UNPACK(v, a);
            int run = 0;
#pragma unroll
            for (int k = 0; k < vec; k++) {
                acc[g][k] += a[k];
                run += acc[g][k];
                a[k] = run;
            }
            int total;
            int before = warp_scan(run, lane, s_scan, &total) - run + carry;
#pragma unroll
            for (int k = 0; k < vec; k++)
                a[k] += before;
            *(vec_t *)(dst + (size_t)r * width + (g * 32 + lane) * vec) = PACK(a);
            carry += total;
        }
    }
}
