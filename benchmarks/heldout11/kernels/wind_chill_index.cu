// Held-out suite 11 (frozen). The wind chill index (Celsius, km/h) of every reading: 13.12 +
// 0.6215 T - 11.37 V^0.16 + 0.3965 T V^0.16.
extern "C" __global__ void wind_chill_index(const float *temp, const float *wind, float *wci,
                                            int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float t = temp[i];
        float p = powf(wind[i], 0.16f);
        wci[i] = 13.12f + 0.6215f * t - 11.37f * p + 0.3965f * t * p;
    }
}
