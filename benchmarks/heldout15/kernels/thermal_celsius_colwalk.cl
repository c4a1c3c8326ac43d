// Held-out suite 15 (frozen). Raw 16-bit counts of a thermal camera (width x height, row-major)
// converted to degrees Celsius, work-items laid out with dimension 0 along the rows.
__kernel void thermal_celsius_colwalk(__global const ushort *raw, __global float *celsius,
                                      float gain, float offset, int width, int height)
{
    int row = get_global_id(0);
    int col = get_global_id(1);
    if (row < height && col < width) {
        int i = row * width + col;
        celsius[i] = (float)raw[i] * gain + offset;
    }
}
