// Held-out suite 3 (frozen). 5 x 5 census transform: bit k of the descriptor says whether
// the k-th neighbour (row by row, the centre skipped) is darker than the centre; borders
// clamped. One thread per pixel.
__kernel void census5x5(__global const int *in, __global uint *out, int width, int height)
{
    int x = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    if (x < width && y < height) {
        int c = in[y * width + x];
        uint d = 0u;
        int k = 0;
        for (int dy = -2; dy <= 2; dy++) {
            int yy = min(max(y + dy, 0), height - 1);
            for (int dx = -2; dx <= 2; dx++) {
                if (dx != 0 || dy != 0) {
                    int xx = min(max(x + dx, 0), width - 1);
                    if (in[yy * width + xx] < c)
                        d |= 1u << k;
                    k++;
                }
            }
        }
        out[y * width + x] = d;
    }
}
