// Held-out suite 15 (frozen), hand version of thermal_celsius_colwalk: the same conversion with
// dimension 0 along the columns, so that consecutive items touch consecutive pixels of one row.
// Any 2D range covering width x height items.
__kernel void thermal_celsius_colwalk_hand(__global const ushort *restrict raw,
                                           __global float *restrict celsius, float gain,
                                           float offset, int width, int height)
{
    int col = get_global_id(0);
    int row = get_global_id(1);
    if (row < height && col < width) {
        int i = row * width + col;
        celsius[i] = (float)raw[i] * gain + offset;
    }
}
