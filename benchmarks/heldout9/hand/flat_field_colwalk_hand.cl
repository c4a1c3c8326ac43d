// Held-out suite 9 (frozen), hand version of flat_field_colwalk: the grid's first index
// counts columns, so neighbouring work-items read and write consecutive floats (coalesced).
__kernel void flat_field_colwalk_hand(__global const float *raw, __global const float *dark,
                                      __global const float *gain, __global float *out,
                                      int width, int height)
{
    int c = get_global_id(0);
    int r = get_global_id(1);
    if (r < height && c < width) {
        int i = r * width + c;
        out[i] = (raw[i] - dark[i]) * gain[i];
    }
}
