// Held-out suite 14 (frozen). The length of the day in hours at a latitude and a solar
// declination (degrees) from the sunrise hour angle, acos(-tan(lat) tan(decl)) clamped to
// polar day and night; a thread per pair.
extern "C" __global__ void sunrise_day_length(const float *lat_deg, const float *decl_deg,
                                              float *day_hours, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        const float rad = 0.017453292519943295f;
        float c = -tanf(lat_deg[i] * rad) * tanf(decl_deg[i] * rad);
        c = fminf(fmaxf(c, -1.0f), 1.0f);
        day_hours[i] = acosf(c) * (57.29577951308232f / 7.5f);
    }
}
