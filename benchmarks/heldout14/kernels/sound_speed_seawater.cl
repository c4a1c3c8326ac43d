// Held-out suite 14 (frozen). The speed of sound in seawater (Medwin's formula) from the
// temperature in degrees C, the salinity in PSU and the depth in metres; a work-item per sample.
__kernel void sound_speed_seawater(__global const float *temp_c, __global const float *salinity,
                                   __global const float *depth_m, __global float *c, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float t = temp_c[i];
        float s = salinity[i];
        float z = depth_m[i];
        c[i] = 1449.2f + t * (4.6f + t * (-0.055f + t * 0.00029f)) +
               (1.34f - 0.01f * t) * (s - 35.0f) + 0.016f * z;
    }
}
