// Held-out suite 15 (frozen). Static pressures in hPa converted to pressure altitude in feet
// (standard atmosphere), by one block whose threads step through the whole array.
extern "C" __global__ void pressure_altitude_oneblock(const float *hpa, float *alt_ft, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        alt_ft[i] = 145366.45f * (1.0f - powf(hpa[i] / 1013.25f, 0.190284f));
}
