// Held-out suite (frozen). RGBA (bytes) to premultiplied gray, OpenCL form:
// y = (77 r + 150 g + 29 b) >> 8, gray = (y * a + 127) / 255, one pixel per work-item.
// Memory problem: four 1-byte loads per work-item at rgba[4i+0..3] and a 1-byte store.
__kernel void rgba_to_gray_cl(__global const uchar *rgba, __global uchar *gray, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        int r = rgba[4 * i + 0];
        int g = rgba[4 * i + 1];
        int b = rgba[4 * i + 2];
        int a = rgba[4 * i + 3];
        int y = (77 * r + 150 * g + 29 * b) >> 8;
        gray[i] = (uchar)((y * a + 127) / 255);
    }
}
