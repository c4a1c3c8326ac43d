// Held-out suite 9 (frozen). The power in decibels of every complex sample (interleaved
// float pairs, read as float2): 10 log10(re^2 + im^2 + 1e-12).
extern "C" __global__ void power_db_c64(const float2 *z, float *db, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float2 v = z[i];
        db[i] = 10.0f * log10f(v.x * v.x + v.y * v.y + 1e-12f);
    }
}
