// Held-out suite 15 (frozen), hand version of imu_accel_excess_aos3: a work-group of 256 copies
// its 256 records (768 consecutive floats) into local memory with coalesced loads, then after a
// barrier each item reads its record there. Work-groups of exactly 256.
__kernel void imu_accel_excess_aos3_hand(__global const float *restrict acc,
                                         __global float *restrict excess, float g, int n)
{
    __local float rec[3 * 256];
    int t = get_local_id(0);
    int base = get_group_id(0) * 256;
    int total = 3 * n;
    for (int k = t; k < 3 * 256; k += 256) {
        int j = 3 * base + k;
        rec[k] = j < total ? acc[j] : 0.0f;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = base + t;
    if (i < n) {
        float x = rec[3 * t], y = rec[3 * t + 1], z = rec[3 * t + 2];
        excess[i] = fmax(sqrt(x * x + y * y + z * z) - g, 0.0f);
    }
}
