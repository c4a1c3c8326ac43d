// blackscholes (NVIDIA OpenCL SDK oclBlackScholes): European call and put prices of optN
// options (float32), with the polynomial approximation of the cumulative normal
// distribution. As in the original, the work-items loop over the options with a stride of
// the global size: for (opt = get_global_id(0); opt < optN; opt += get_global_size(0)).
#define A1 0.31938153f
#define A2 -0.356563782f
#define A3 1.781477937f
#define A4 -1.821255978f
#define A5 1.330274429f
#define RSQRT2PI 0.39894228040143267793994605993438f

float CND(float d)
{
    float K = 1.0f / (1.0f + 0.2316419f * fabs(d));
    float cnd = RSQRT2PI * exp(-0.5f * d * d) *
                (K * (A1 + K * (A2 + K * (A3 + K * (A4 + K * A5)))));
    if (d > 0)
        cnd = 1.0f - cnd;
    return cnd;
}

__kernel void blackscholes(__global float *d_Call, __global float *d_Put,
                           __global const float *d_S, __global const float *d_X,
                           __global const float *d_T, float R, float V, unsigned int optN)
{
    for (unsigned int opt = get_global_id(0); opt < optN; opt += get_global_size(0)) {
        float S = d_S[opt];
        float X = d_X[opt];
        float T = d_T[opt];
        float sqrtT = sqrt(T);
        float d1 = (log(S / X) + (R + 0.5f * V * V) * T) / (V * sqrtT);
        float d2 = d1 - V * sqrtT;
        float CNDD1 = CND(d1);
        float CNDD2 = CND(d2);

        // call and put together
        float expRT = exp(-R * T);
        d_Call[opt] = S * CNDD1 - X * expRT * CNDD2;
        d_Put[opt] = X * expRT * (1.0f - CNDD2) - S * (1.0f - CNDD1);
    }
}
