// Held-out suite 10 (frozen), hand version of heightmap_normals: the range's first index is
// the column, so neighbouring work-items read and write consecutive floats of a row
// (coalesced).
__kernel void heightmap_normals_hand(__global const float *restrict h,
                                     __global float *restrict nx, __global float *restrict ny,
                                     __global float *restrict nz, float scale, int width,
                                     int height)
{
    int col = get_global_id(0);
    int row = get_global_id(1);
    if (row < height && col < width) {
        int i = row * width + col;
        int left = col > 0 ? i - 1 : i, right = col < width - 1 ? i + 1 : i;
        int up = row > 0 ? i - width : i, down = row < height - 1 ? i + width : i;
        float dx = (h[right] - h[left]) * scale;
        float dy = (h[down] - h[up]) * scale;
        float inv = 1.0f / sqrt(dx * dx + dy * dy + 1.0f);
        nx[i] = -dx * inv;
        ny[i] = -dy * inv;
        nz[i] = inv;
    }
}
