// Held-out suite 15 (frozen). The level of two incoherent sound sources together, in dB:
// 10 log10(10^(a / 10) + 10^(b / 10)).
extern "C" __global__ void decibel_sum_pair(const float *a_db, const float *b_db, float *sum_db,
                                            int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        sum_db[i] = 10.0f * log10f(powf(10.0f, 0.1f * a_db[i]) + powf(10.0f, 0.1f * b_db[i]));
}
