// Batched forward FFT (Stockham formulation, complex float2): the second validation family
// of Baghsorkhi et al., PPoPP'10, section 4, Fig. 6 and Fig. 7, after the pseudo-code of
// Govindaraju et al., "High performance discrete Fourier transforms on graphics processors"
// (SC'08). One block computes one transform of N_POINTS points with THREADS = N_POINTS /
// RADIX threads (the paper's T = N / R); thread j holds RADIX values in the array v.
//
// One radix-R step with sub-transform length Ns (Ns = 1, R, R^2, ..., N / R):
//   v[r] = x[j + r * T] * exp(-2 pi i r (j % Ns) / (Ns R))       (load and twiddle)
//   v    = R-point DFT of v                                      (in registers)
//   y[(j / Ns) * Ns * R + j % Ns + r * Ns] = v[r]                 (store, "expand")
// log_R(N) steps give the DFT in natural order.
//
//   fft_global  Fig. 6(a): one launch per step; x and y are global buffers (ping-pong,
//               the host passes Ns). The first steps' stores are not coalesced.
//   fft_shared  Fig. 6(b): one launch does every step; between steps the values are
//               exchanged through shared memory (real parts in work[0..N), imaginary in
//               work[N..2N)); the result is loaded back in the order j + r * T, so the final
//               store to global memory is coalesced like the first load.
// Launch (both): grid (number of transforms), block (N_POINTS / RADIX).
// RADIX is 2, 4 or 16 (-D RADIX=...); N_POINTS a power of RADIX (256 in the paper).
#ifndef RADIX
#define RADIX 2
#endif
#ifndef N_POINTS
#define N_POINTS 256
#endif
#define THREADS (N_POINTS / RADIX)
#define PI_F 3.14159265358979323846f

__device__ float2 cmul(float2 a, float2 b)
{
    return make_float2(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x);
}

__device__ float2 cadd(float2 a, float2 b) { return make_float2(a.x + b.x, a.y + b.y); }
__device__ float2 csub(float2 a, float2 b) { return make_float2(a.x - b.x, a.y - b.y); }

// a * (-i)
__device__ float2 cmul_minus_i(float2 a) { return make_float2(a.y, -a.x); }

// exp(i * angle)
__device__ float2 twiddle(float angle) { return make_float2(cosf(angle), sinf(angle)); }

// 2-point DFT of v[0], v[s]
__device__ void fft2(float2 *v, int s)
{
    float2 a = v[0];
    float2 b = v[s];
    v[0] = cadd(a, b);
    v[s] = csub(a, b);
}

// 4-point DFT of v[0], v[s], v[2s], v[3s], in place and in natural order
__device__ void fft4(float2 *v, int s)
{
    float2 t0 = cadd(v[0], v[2 * s]);
    float2 t1 = csub(v[0], v[2 * s]);
    float2 t2 = cadd(v[s], v[3 * s]);
    float2 t3 = cmul_minus_i(csub(v[s], v[3 * s]));
    v[0] = cadd(t0, t2);
    v[s] = cadd(t1, t3);
    v[2 * s] = csub(t0, t2);
    v[3 * s] = csub(t1, t3);
}

// 16-point DFT of v[0..15] as 4 x 4: DFTs of the four columns v[n2 + 4 n1], twiddles
// exp(-2 pi i n2 k1 / 16), DFTs of the four rows, then the 4 x 4 transpose into natural order.
__device__ void fft16(float2 *v)
{
#pragma unroll
    for (int n2 = 0; n2 < 4; n2++)
        fft4(v + n2, 4);
#pragma unroll
    for (int n2 = 1; n2 < 4; n2++) {
#pragma unroll
        for (int k1 = 1; k1 < 4; k1++)
            v[n2 + 4 * k1] = cmul(v[n2 + 4 * k1], twiddle(-2.0f * PI_F * (n2 * k1) / 16.0f));
    }
#pragma unroll
    for (int k1 = 0; k1 < 4; k1++)
        fft4(v + 4 * k1, 1);
    // now X[k1 + 4 k2] is in v[4 k1 + k2]: transpose
#pragma unroll
    for (int k1 = 0; k1 < 4; k1++) {
#pragma unroll
        for (int k2 = k1 + 1; k2 < 4; k2++) {
            float2 t = v[4 * k1 + k2];
            v[4 * k1 + k2] = v[4 * k2 + k1];
            v[4 * k2 + k1] = t;
        }
    }
}

// The RADIX-point DFT of v in place, natural order.
__device__ void fft_radix(float2 *v)
{
#if RADIX == 2
    fft2(v, 1);
#elif RADIX == 4
    fft4(v, 1);
#elif RADIX == 16
    fft16(v);
#else
#error "RADIX must be 2, 4 or 16"
#endif
}

__global__ void fft_global(const float2 *x, float2 *y, int Ns)
{
    float2 v[RADIX];
    int j = threadIdx.x;
    int base = blockIdx.x * N_POINTS;

    /* Load data from global memory, twiddle */
    float angle = -2.0f * PI_F * (float)(j % Ns) / (float)(Ns * RADIX);
#pragma unroll
    for (int r = 0; r < RADIX; r++)
        v[r] = cmul(x[base + j + r * THREADS], twiddle(r * angle));

    fft_radix(v);

    /* Store data to global memory */
    int idxD = (j / Ns) * Ns * RADIX + j % Ns;
#pragma unroll
    for (int r = 0; r < RADIX; r++)
        y[base + idxD + r * Ns] = v[r];
}

__global__ void fft_shared(const float2 *x, float2 *y)
{
    __shared__ float work[2 * N_POINTS];
    float2 v[RADIX];
    int j = threadIdx.x;
    int base = blockIdx.x * N_POINTS;

    /* Load data from global memory */
#pragma unroll
    for (int r = 0; r < RADIX; r++)
        v[r] = x[base + j + r * THREADS];

    for (int Ns = 1; Ns < N_POINTS; Ns *= RADIX) {
        float angle = -2.0f * PI_F * (float)(j % Ns) / (float)(Ns * RADIX);
#pragma unroll
        for (int r = 0; r < RADIX; r++)
            v[r] = cmul(v[r], twiddle(r * angle));

        fft_radix(v);

        int idxD = (j / Ns) * Ns * RADIX + j % Ns;
        __syncthreads();  // every thread has read the previous step's values
#pragma unroll
        for (int r = 0; r < RADIX; r++) {
            work[idxD + r * Ns] = v[r].x;
            work[idxD + r * Ns + N_POINTS] = v[r].y;
        }
        __syncthreads();
#pragma unroll
        for (int r = 0; r < RADIX; r++)
            v[r] = make_float2(work[j + r * THREADS], work[j + r * THREADS + N_POINTS]);
    }

    /* Store data to global memory, coalesced */
#pragma unroll
    for (int r = 0; r < RADIX; r++)
        y[base + j + r * THREADS] = v[r];
}
