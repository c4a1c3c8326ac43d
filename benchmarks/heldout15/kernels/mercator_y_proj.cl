// Held-out suite 15 (frozen). The Mercator projection's northing (in earth radii) of each
// latitude in degrees: ln(tan(pi / 4 + latitude / 2)).
__kernel void mercator_y_proj(__global const float *lat_deg, __global float *y, int n)
{
    int i = get_global_id(0);
    if (i < n)
        y[i] = log(tan(0.78539816f + lat_deg[i] * 0.0087266463f));
}
