// Held-out suite 2 (frozen), hand version of nv12_to_rgba: four horizontal pixels per thread,
// their Y bytes and their two U, V pairs each read as one 32-bit word and the four RGBA words
// written as one uint4 (width a multiple of 4). The launch covers width / 4 x height threads.
__device__ int clamp255(int v)
{
    return min(max(v, 0), 255);
}

__device__ unsigned int nv12_px(unsigned int yy, unsigned int uu, unsigned int vv)
{
    int c = (int)yy - 16, d = (int)uu - 128, e = (int)vv - 128;
    int r = clamp255((298 * c + 409 * e + 128) >> 8);
    int g = clamp255((298 * c - 100 * d - 208 * e + 128) >> 8);
    int b = clamp255((298 * c + 516 * d + 128) >> 8);
    return (unsigned int)r | ((unsigned int)g << 8) | ((unsigned int)b << 16) | 0xFF000000u;
}

extern "C" __global__ void nv12_to_rgba_hand(const unsigned char *Yp, const unsigned char *UV,
                                             unsigned int *rgba, int width, int height)
{
    int tx = blockIdx.x * blockDim.x + threadIdx.x;
    int y = blockIdx.y * blockDim.y + threadIdx.y;
    int q = width / 4;
    if (tx < q && y < height) {
        unsigned int yw = ((const unsigned int *)Yp)[y * q + tx];
        unsigned int cw = ((const unsigned int *)UV)[(y >> 1) * q + tx];
        unsigned int u0 = cw & 255u, v0 = (cw >> 8) & 255u;
        unsigned int u1 = (cw >> 16) & 255u, v1 = cw >> 24;
        uint4 o;
        o.x = nv12_px(yw & 255u, u0, v0);
        o.y = nv12_px((yw >> 8) & 255u, u0, v0);
        o.z = nv12_px((yw >> 16) & 255u, u1, v1);
        o.w = nv12_px(yw >> 24, u1, v1);
        ((uint4 *)rgba)[y * q + tx] = o;
    }
}
