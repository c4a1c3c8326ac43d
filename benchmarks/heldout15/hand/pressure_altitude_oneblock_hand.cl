// Held-out suite 15 (frozen), hand version of pressure_altitude_oneblock: a work-item per value
// over as many work-groups as the array needs. Any 1D range of at least n items.
__kernel void pressure_altitude_oneblock_hand(__global const float *restrict hpa,
                                              __global float *restrict alt_ft, int n)
{
    int i = get_global_id(0);
    if (i < n)
        alt_ft[i] = 145366.45f * (1.0f - pow(hpa[i] / 1013.25f, 0.190284f));
}
