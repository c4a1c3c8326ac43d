// A bank of fixed-point IIR filters, for the eighteenth held-out set of tuning spaces
// (benchmarks/tuning/spaces.py, space "biquad"): each of the channels is filtered by the
// same cascade of SECTIONS second-order sections, samples stored time-major (sample t of
// channel c at signal[t * channels + c], likewise filtered). A section of Q13 coefficients
// b0 b1 b2 a1 a2 (coef[5 s .. 5 s + 4]) maps its input x to
//   y[t] = clamp((b0 x[t] + b1 x[t-1] + b2 x[t-2] - a1 y[t-1] - a2 y[t-2]) >> 13)
// (arithmetic shift, clamped to [-32768, 32767], the state zero before t = 0), its y the
// next section's x. A block of block_size_x threads takes block_size_x * items consecutive
// channels (their number a multiple of it), a thread items consecutive ones, read and
// written vec channels at a time (int, int2 or int4). coef_in=0 reads the coefficients from
// global memory, 1 from constant memory (c_coef, filled by the host), 2 from shared memory
// (the block copies them in first). form=0 keeps each section's last two inputs and
// outputs (direct form I), 1 its two partial sums (transposed direct form II; the same
// integers, as the rounding is applied to the output alone).
#ifndef block_size_x
#define block_size_x 256
#endif
#ifndef items
#define items 2
#endif
#ifndef vec
#define vec 2
#endif
#ifndef coef_in
#define coef_in 1
#endif
#ifndef form
#define form 0
#endif
#define SECTIONS 4
#define COEFS (5 * SECTIONS)

__constant__ int c_coef[COEFS];

#if coef_in == 2
#define COEF(k) s_coef[k]
#elif coef_in == 1
#define COEF(k) c_coef[k]
#else
#define COEF(k) coef[k]
#endif

// y rounded down by 13 bits and clamped to 16 bits
__device__ __forceinline__ int requantize(int acc)
{
    return min(max(acc >> 13, -32768), 32767);
}

__global__ void biquad(int *filtered, const int *signal, const int *coef, int channels,
                       int samples)
{
#if coef_in == 2
    __shared__ int s_coef[COEFS];
    for (int k = threadIdx.x; k < COEFS; k += block_size_x)
        s_coef[k] = coef[k];
    __syncthreads();
#endif
    size_t first = ((size_t)blockIdx.x * block_size_x + threadIdx.x) * items;
#if form == 0
    int x1[SECTIONS][items], x2[SECTIONS][items], y1[SECTIONS][items], y2[SECTIONS][items];
#else
    int s1[SECTIONS][items], s2[SECTIONS][items];
#endif
#pragma unroll
    for (int s = 0; s < SECTIONS; s++)
#pragma unroll
        for (int c = 0; c < items; c++) {
#if form == 0
            x1[s][c] = 0;
            x2[s][c] = 0;
            y1[s][c] = 0;
            y2[s][c] = 0;
#else
            s1[s][c] = 0;
            s2[s][c] = 0;
#endif
        }
    for (int t = 0; t < samples; t++) {
        size_t row = (size_t)t * channels + first;
        int v[items];
#pragma unroll
        for (int c = 0; c < items; c += vec) {
#if vec == 4
            int4 u = *(const int4 *)(signal + row + c);
            v[c] = u.x;
            v[c + 1] = u.y;
            v[c + 2] = u.z;
            v[c + 3] = u.w;
#elif vec == 2
            int2 u = *(const int2 *)(signal + row + c);
            v[c] = u.x;
            v[c + 1] = u.y;
#else
            v[c] = signal[row + c];
#endif
        }
#pragma unroll
        for (int s = 0; s < SECTIONS; s++) {
            int b0 = COEF(5 * s), b1 = COEF(5 * s + 1), b2 = COEF(5 * s + 2);
            int a1 = COEF(5 * s + 3), a2 = COEF(5 * s + 4);
#pragma unroll
            for (int c = 0; c < items; c++) {
                int x = v[c];
#if form == 0
                int y = requantize(b0 * x + b1 * x1[s][c] + b2 * x2[s][c] - a1 * y1[s][c] -
                                   a2 * y2[s][c]);
                x2[s][c] = x1[s][c];
                x1[s][c] = x;
                y2[s][c] = y1[s][c];
                y1[s][c] = y;
#else
                int y = requantize(b0 * x + s1[s][c]);
                s1[s][c] = b1 * x - a1 * y + s2[s][c];
                s2[s][c] = b2 * x - a2 * y;
#endif
                v[c] = y;
            }
        }
#pragma unroll
        for (int c = 0; c < items; c += vec) {
#if vec == 4
            *(int4 *)(filtered + row + c) = make_int4(v[c], v[c + 1], v[c + 2], v[c + 3]);
#elif vec == 2
            *(int2 *)(filtered + row + c) = make_int2(v[c], v[c + 1]);
#else
            filtered[row + c] = v[c];
#endif
        }
    }
}
