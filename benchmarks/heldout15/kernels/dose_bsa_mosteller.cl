// Held-out suite 15 (frozen). Body surface area in square metres by Mosteller's formula,
// sqrt(height_cm * weight_kg / 3600), for each patient.
__kernel void dose_bsa_mosteller(__global const float *height_cm,
                                 __global const float *weight_kg, __global float *bsa, int n)
{
    int i = get_global_id(0);
    if (i < n)
        bsa[i] = sqrt(height_cm[i] * weight_kg[i] / 3600.0f);
}
