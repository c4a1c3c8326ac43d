// Black-Scholes European option pricing (after the CUDA SDK sample).
#define A1 0.31938153f
#define A2 -0.356563782f
#define A3 1.781477937f
#define A4 -1.821255978f
#define A5 1.330274429f
#define RSQRT2PI 0.39894228040143267793994605993438f

// Polynomial approximation of the cumulative normal distribution function
__device__ inline float cnd(float d)
{
    float K = __fdividef(1.0f, (1.0f + 0.2316419f * fabsf(d)));
    float c = RSQRT2PI * expf(-0.5f * d * d) *
              (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
    if (d > 0)
        c = 1.0f - c;
    return c;
}

__global__ void black_scholes(float *__restrict__ d_call, float *__restrict__ d_put,
                              const float *__restrict__ d_S, const float *__restrict__ d_X,
                              const float *__restrict__ d_T, float R, float V, int opt_n)
{
    const int tid = blockDim.x * blockIdx.x + threadIdx.x;
    const int THREAD_N = blockDim.x * gridDim.x;

    for (int opt = tid; opt < opt_n; opt += THREAD_N) {
        float S = d_S[opt], X = d_X[opt], T = d_T[opt];
        float sqrtT = sqrtf(T);
        float d1 = (logf(S / X) + (R + 0.5f * V * V) * T) / (V * sqrtT);
        float d2 = d1 - V * sqrtT;
        float CNDD1 = cnd(d1);
        float CNDD2 = cnd(d2);
        float expRT = expf(-R * T);
        d_call[opt] = S * CNDD1 - X * expRT * CNDD2;
        d_put[opt] = X * expRT * (1.0f - CNDD2) - S * (1.0f - CNDD1);
    }
}
