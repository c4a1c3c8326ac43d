// Held-out suite 12 (frozen). The dew point (degrees C) from the temperature (degrees C) and
// the relative humidity (percent) by the Magnus formula (b = 17.62, c = 243.12).
__kernel void dew_point_magnus(__global const float *temp, __global const float *rh,
                               __global float *dew, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float t = temp[i];
        float g = log(rh[i] * 0.01f) + 17.62f * t / (243.12f + t);
        dew[i] = 243.12f * g / (17.62f - g);
    }
}
