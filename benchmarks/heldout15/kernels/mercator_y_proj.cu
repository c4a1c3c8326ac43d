// Held-out suite 15 (frozen). The Mercator projection's northing (in earth radii) of each
// latitude in degrees: ln(tan(pi / 4 + latitude / 2)).
extern "C" __global__ void mercator_y_proj(const float *lat_deg, float *y, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        y[i] = logf(tanf(0.78539816f + lat_deg[i] * 0.0087266463f));
}
