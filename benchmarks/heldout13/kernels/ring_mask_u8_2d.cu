// Held-out suite 13 (frozen). A height x width byte mask of the ring r_in <= |p - c| <= r_out
// (255 inside, 0 outside; integer squared distances), a thread per pixel.
extern "C" __global__ void ring_mask_u8_2d(unsigned char *mask, int cx, int cy, int r_in,
                                           int r_out, int width, int height)
{
    int x = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < width && y < height) {
        int dx = x - cx, dy = y - cy;
        int d2 = dx * dx + dy * dy;
        mask[y * width + x] = (d2 >= r_in * r_in && d2 <= r_out * r_out) ? 255 : 0;
    }
}
