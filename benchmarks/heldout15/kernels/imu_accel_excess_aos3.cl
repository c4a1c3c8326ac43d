// Held-out suite 15 (frozen). Accelerometer samples stored as (x, y, z) float records; for each
// sample, how far the acceleration's magnitude exceeds gravity (0 below it).
__kernel void imu_accel_excess_aos3(__global const float *acc, __global float *excess, float g,
                                    int n)
{
    int i = get_global_id(0);
    if (i < n) {
        float x = acc[3 * i], y = acc[3 * i + 1], z = acc[3 * i + 2];
        excess[i] = fmax(sqrt(x * x + y * y + z * z) - g, 0.0f);
    }
}
