// Held-out suite 15 (frozen). Static pressures in hPa converted to pressure altitude in feet
// (standard atmosphere), by one work-group whose items step through the whole array.
__kernel void pressure_altitude_oneblock(__global const float *hpa, __global float *alt_ft,
                                         int n)
{
    for (int i = get_local_id(0); i < n; i += get_local_size(0))
        alt_ft[i] = 145366.45f * (1.0f - pow(hpa[i] / 1013.25f, 0.190284f));
}
