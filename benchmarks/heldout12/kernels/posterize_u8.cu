// Held-out suite 12 (frozen). Posterize a byte image to eight levels: keep the top three bits
// and set the middle of the dropped range (v & 0xE0 | 0x10).
extern "C" __global__ void posterize_u8(const unsigned char *src, unsigned char *dst, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        dst[i] = (unsigned char)((src[i] & 0xE0) | 0x10);
}
