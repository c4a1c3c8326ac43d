// Held-out suite 15 (frozen). Body surface area in square metres by Mosteller's formula,
// sqrt(height_cm * weight_kg / 3600), for each patient.
extern "C" __global__ void dose_bsa_mosteller(const float *height_cm, const float *weight_kg,
                                              float *bsa, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        bsa[i] = sqrtf(height_cm[i] * weight_kg[i] / 3600.0f);
}
