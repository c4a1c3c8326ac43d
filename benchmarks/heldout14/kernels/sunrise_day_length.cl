// Held-out suite 14 (frozen). The length of the day in hours at a latitude and a solar
// declination (degrees) from the sunrise hour angle, acos(-tan(lat) tan(decl)) clamped to
// polar day and night; a work-item per pair.
__kernel void sunrise_day_length(__global const float *lat_deg, __global const float *decl_deg,
                                 __global float *day_hours, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        const float rad = 0.017453292519943295f;
        float c = -tan(lat_deg[i] * rad) * tan(decl_deg[i] * rad);
        c = fmin(fmax(c, -1.0f), 1.0f);
        day_hours[i] = acos(c) * (57.29577951308232f / 7.5f);
    }
}
