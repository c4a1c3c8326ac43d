// Held-out suite 15 (frozen). A wind turbine's output in kW at each wind speed (m/s): 0 below
// the cut-in speed of 3 and from the cut-out speed of 25 on, the rated power from the rated
// speed of 12 on, and in between rated * (v^3 - 27) / (1728 - 27).
extern "C" __global__ void wind_power_curve(const float *wind, float *power_kw, float rated_kw,
                                            int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        float v = wind[i];
        float p = 0.0f;
        if (v >= 3.0f && v < 25.0f)
            p = v >= 12.0f ? rated_kw : rated_kw * (v * v * v - 27.0f) / 1701.0f;
        power_kw[i] = p;
    }
}
