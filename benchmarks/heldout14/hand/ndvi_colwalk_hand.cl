// Held-out suite 14 (frozen), hand version of ndvi_colwalk: the same index with dimension 0
// along the columns, so that consecutive items load and store consecutive floats of one row.
// Any 2D range covering width x height items.
__kernel void ndvi_colwalk_hand(__global const float *restrict nir,
                                __global const float *restrict red,
                                __global float *restrict ndvi, int width, int height)
{
    int col = get_global_id(0);
    int row = get_global_id(1);
    if (row < height && col < width) {
        int i = row * width + col;
        float a = nir[i], b = red[i];
        ndvi[i] = (a - b) / (a + b);
    }
}
