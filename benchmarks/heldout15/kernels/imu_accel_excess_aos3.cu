// Held-out suite 15 (frozen). Accelerometer samples stored as (x, y, z) float records; for each
// sample, how far the acceleration's magnitude exceeds gravity (0 below it).
extern "C" __global__ void imu_accel_excess_aos3(const float *acc, float *excess, float g, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float x = acc[3 * i], y = acc[3 * i + 1], z = acc[3 * i + 2];
        excess[i] = fmaxf(sqrtf(x * x + y * y + z * z) - g, 0.0f);
    }
}
