// column from the top (ints); neighbouring threads read neighbouring words.
__kernel void integral_cols(__global const int *in, __global int *out, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (x < width) {
        int s = 0;
        for (int y = 0; y < height; y++) {
            s += in[y * width + x];
            out[y * width + x] = s;
        }
    }
}
