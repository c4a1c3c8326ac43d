// Held-out suite 14 (frozen). The normalized difference vegetation index (nir - red) /
// (nir + red) of each pixel of a width x height image (row-major), work-items laid out with
// dimension 0 along the rows of the image and dimension 1 along its columns.
__kernel void ndvi_colwalk(__global const float *nir, __global const float *red,
                           __global float *ndvi, int width, int height)
{
    int row = get_global_id(0);
    int col = get_global_id(1);
    if (row < height && col < width) {
        int i = row * width + col;
        float a = nir[i], b = red[i];
        ndvi[i] = (a - b) / (a + b);
    }
}
