// Held-out suite 3 (frozen). Gray code to binary: the prefix XOR of the bits, from the top,
// in five shift-and-XOR steps. One thread per 32-bit word.
extern "C" __global__ void gray_decode(const unsigned int *in, unsigned int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int b = in[i];
        b ^= b >> 1;
        b ^= b >> 2;
        b ^= b >> 4;
        b ^= b >> 8;
        b ^= b >> 16;
        out[i] = b;
    }
}
