// Held-out suite 13 (frozen). A height x width byte mask of the ring r_in <= |p - c| <= r_out
// (255 inside, 0 outside; integer squared distances), a work-item per pixel.
__kernel void ring_mask_u8_2d(__global uchar *mask, int cx, int cy, int r_in, int r_out,
                              int width, int height)
{
    int x = get_global_id(0);
    int y = get_global_id(1);
    if (x < width && y < height) {
        int dx = x - cx, dy = y - cy;
        int d2 = dx * dx + dy * dy;
        mask[y * width + x] = (d2 >= r_in * r_in && d2 <= r_out * r_out) ? 255 : 0;
    }
}
