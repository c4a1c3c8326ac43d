// Held-out suite 3 (frozen). Bit-plane slicing of an 8-bit image: plane p holds bit p of
// every pixel as a 0/1 byte (planes[p * n + i] = (in[i] >> p) & 1). One thread per pixel:
// one 1-byte load and eight 1-byte stores.
extern "C" __global__ void bitplane_extract(const unsigned char *in, unsigned char *planes, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        int v = in[i];
        for (int p = 0; p < 8; p++)
            planes[p * n + i] = (unsigned char)((v >> p) & 1);
    }
}
