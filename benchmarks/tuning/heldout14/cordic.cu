// Sines and cosines by CORDIC rotations in fixed point, for the fourteenth held-out set of
// tuning spaces (benchmarks/tuning/spaces.py, space "cordic"): theta[i] is an angle in
// [-pi, pi] in units of 2^-28 radians; an angle beyond +-pi/2 is first brought back by pi
// (and the result negated), then the vector (K 2^29, 0), K the product of the rotations'
// gains, is turned by ITERS shift-and-add rotations toward it: in round i, by
// +-atan(2^-i) (atan_tab[i], in the same units) to the side that brings the remaining
// angle to 0, the shifts arithmetic. cosv[i] and sinv[i] are the vector's coordinates (in
// units of 2^-29). A block of block_size_x threads takes block_size_x * items angles, a
// thread items of them, block_size_x apart, turned together round by round. table_in=0
// reads the round's angle from global memory, 1 from constant memory (c_atan, filled by the
// host), 2 from shared memory (the block copies the table in first); loop_unroll=1 unrolls
// the rounds (the table index a constant in every round), 0 keeps them a loop.
#ifndef block_size_x
#define block_size_x 128
#endif
#ifndef items
#define items 2
#endif
#ifndef table_in
#define table_in 1
#endif
#ifndef loop_unroll
#define loop_unroll 1
#endif
#define ITERS 30
#define PI_Q 843314857
#define HALF_PI_Q 421657428
#define GAIN_Q 326016437

__constant__ int c_atan[ITERS];

#if table_in == 2
#define ATAN(i) s_atan[i]
#elif table_in == 1
#define ATAN(i) c_atan[i]
#else
#define ATAN(i) atan_tab[i]
#endif

__global__ void cordic(int *cosv, int *sinv, const int *theta, const int *atan_tab)
{
#if table_in == 2
    __shared__ int s_atan[ITERS];
    if (threadIdx.x < ITERS)
        s_atan[threadIdx.x] = atan_tab[threadIdx.x];
    __syncthreads();
#endif
    size_t first = (size_t)blockIdx.x * block_size_x * items + threadIdx.x;
    int x[items], y[items], z[items], flip[items];
#pragma unroll
    for (int k = 0; k < items; k++) {
        int a = theta[first + (size_t)k * block_size_x];
        flip[k] = 0;
        if (a > HALF_PI_Q) {
            a -= PI_Q;
            flip[k] = 1;
        } else if (a < -HALF_PI_Q) {
            a += PI_Q;
            flip[k] = 1;
        }
        x[k] = GAIN_Q;
        y[k] = 0;
        z[k] = a;
    }
#if loop_unroll == 1
#pragma unroll
#else
#pragma unroll 1
#endif
    for (int i = 0; i < ITERS; i++) {
        int t = ATAN(i);
#pragma unroll
        for (int k = 0; k < items; k++) {
            int xs = x[k] >> i, ys = y[k] >> i;
            if (z[k] >= 0) {
                x[k] -= ys;
                y[k] += xs;
                z[k] -= t;
            } else {
                x[k] += ys;
                y[k] -= xs;
                z[k] += t;
            }
        }
    }
#pragma unroll
    for (int k = 0; k < items; k++) {
        size_t i = first + (size_t)k * block_size_x;
        cosv[i] = flip[k] ? -x[k] : x[k];
        sinv[i] = flip[k] ? -y[k] : y[k];
    }
}
