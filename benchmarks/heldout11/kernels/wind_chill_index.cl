// Held-out suite 11 (frozen). The wind chill index (Celsius, km/h) of every reading: 13.12 +
// 0.6215 T - 11.37 V^0.16 + 0.3965 T V^0.16.
__kernel void wind_chill_index(__global const float *temp, __global const float *wind,
                               __global float *wci, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float t = temp[i];
        float p = pow(wind[i], 0.16f);
        wci[i] = 13.12f + 0.6215f * t - 11.37f * p + 0.3965f * t * p;
    }
}
