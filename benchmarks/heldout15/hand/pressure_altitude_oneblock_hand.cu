// Held-out suite 15 (frozen), hand version of pressure_altitude_oneblock: a thread per value
// over as many blocks as the array needs. Any 1D launch of at least n threads.
extern "C" __global__ void pressure_altitude_oneblock_hand(const float *__restrict__ hpa,
                                                           float *__restrict__ alt_ft, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        alt_ft[i] = 145366.45f * (1.0f - powf(hpa[i] / 1013.25f, 0.190284f));
}
