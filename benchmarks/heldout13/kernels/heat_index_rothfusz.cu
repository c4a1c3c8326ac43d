// Held-out suite 13 (frozen). The heat index (Rothfusz regression, degrees Fahrenheit) from the
// temperature in Fahrenheit and the relative humidity in percent, a thread per element.
extern "C" __global__ void heat_index_rothfusz(const float *temp_f, const float *rh, float *hi,
                                               int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float t = temp_f[i], r = rh[i];
        hi[i] = -42.379f + 2.04901523f * t + 10.14333127f * r - 0.22475541f * t * r -
                0.00683783f * t * t - 0.05481717f * r * r + 0.00122874f * t * t * r +
                0.00085282f * t * r * r - 0.00000199f * t * t * r * r;
    }
}
