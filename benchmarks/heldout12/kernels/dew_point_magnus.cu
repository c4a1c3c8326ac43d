// Held-out suite 12 (frozen). The dew point (degrees C) from the temperature (degrees C) and
// the relative humidity (percent) by the Magnus formula (b = 17.62, c = 243.12).
extern "C" __global__ void dew_point_magnus(const float *temp, const float *rh, float *dew,
                                            int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float t = temp[i];
        float g = logf(rh[i] * 0.01f) + 17.62f * t / (243.12f + t);
        dew[i] = 243.12f * g / (17.62f - g);
    }
}
