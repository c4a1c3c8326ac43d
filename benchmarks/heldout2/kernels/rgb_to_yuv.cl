// the integer BT.601 formulas; one thread per pixel.
__kernel void rgb_to_yuv(__global const uchar *rgb, __global uchar *Y, __global uchar *U, __global uchar *V, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        int r = rgb[3 * i + 0];
        int g = rgb[3 * i + 1];
        int b = rgb[3 * i + 2];
        Y[i] = (uchar)(((66 * r + 129 * g + 25 * b + 128) >> 8) + 16);
        U[i] = (uchar)(((-38 * r - 74 * g + 112 * b + 128) >> 8) + 128);
        V[i] = (uchar)(((112 * r - 94 * g - 18 * b + 128) >> 8) + 128);
    }
}
