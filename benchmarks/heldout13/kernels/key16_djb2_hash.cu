// Held-out suite 13 (frozen). The djb2 hash (h = 33 h + byte, from 5381) of each 16-byte key,
// a thread per key reading its bytes in order.
extern "C" __global__ void key16_djb2_hash(const unsigned char *keys, unsigned int *h, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int acc = 5381u;
        for (int b = 0; b < 16; b++)
            acc = acc * 33u + keys[16 * i + b];
        h[i] = acc;
    }
}
