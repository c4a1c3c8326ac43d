// Held-out suite 9 (frozen). Flat-field correction of a width x height image, (raw - dark)
// * gain per pixel, on a 2D grid whose x index counts rows and y index columns.
__kernel void flat_field_colwalk(__global const float *raw, __global const float *dark,
                                 __global const float *gain, __global float *out, int width,
                                 int height)
{
    int r = get_global_id(0);
    int c = get_global_id(1);
    if (r < height && c < width) {
        int i = r * width + c;
        out[i] = (raw[i] - dark[i]) * gain[i];
    }
}
