// Held-out suite 9 (frozen). The power in decibels of every complex sample (interleaved
// float pairs, read as float2): 10 log10(re^2 + im^2 + 1e-12).
__kernel void power_db_c64(__global const float2 *z, __global float *db, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float2 v = z[i];
        db[i] = 10.0f * log10(v.x * v.x + v.y * v.y + 1e-12f);
    }
}
