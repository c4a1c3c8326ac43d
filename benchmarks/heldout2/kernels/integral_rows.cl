// from the left (ints).
__kernel void integral_rows(__global const int *in, __global int *out, int width, int height)
{
    int y = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (y < height) {
        int s = 0;
        for (int x = 0; x < width; x++) {
            s += in[y * width + x];
            out[y * width + x] = s;
        }
    }
}
