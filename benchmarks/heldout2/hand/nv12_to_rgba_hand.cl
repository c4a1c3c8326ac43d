// their Y bytes and their two U, V pairs each read as one 32-bit word and the four RGBA words
// written as one uint4 (width a multiple of 4). The launch covers width / 4 x height threads.
int clamp255(int v)
{
    return min(max(v, 0), 255);
}

uint nv12_px(uint yy, uint uu, uint vv)
{
    int c = (int)yy - 16, d = (int)uu - 128, e = (int)vv - 128;
    int r = clamp255((298 * c + 409 * e + 128) >> 8);
    int g = clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
    int b = clamp255((298 * c + 516 * d + 128) >> 8);
    return (uint)r | ((uint)g << 8) | ((uint)b << 16) | 0xFF000000u;
}

__kernel void nv12_to_rgba_hand(__global const uchar *Yp, __global const uchar *UV, __global uint *rgba, int width, int height)
{
    int tx = get_group_id(0) * get_local_size(0) + get_local_id(0);
    int y = get_group_id(1) * get_local_size(1) + get_local_id(1);
    int q = width / 4;
    if (tx < q && y < height) {
        uint yw = ((__global const uint *)Yp)[y * q + tx];
        uint cw = ((__global const uint *)UV)[(y >> 1) * q + tx];
        uint u0 = cw & 255u, v0 = (cw >> 8) & 255u;
        uint u1 = (cw >> 16) & 255u, v1 = cw >> 24;
        uint4 o;
        o.x = nv12_px(yw & 255u, u0, v0);
        o.y = nv12_px((yw >> 8) & 255u, u0, v0);
        o.z = nv12_px((yw >> 16) & 255u, u1, v1);
        o.w = nv12_px(yw >> 24, u1, v1);
        ((__global uint4 *)rgba)[y * q + tx] = o;
    }
}
