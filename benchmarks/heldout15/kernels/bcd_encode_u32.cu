// Held-out suite 15 (frozen). Each value below 10^8 packed as eight binary-coded decimal
// digits, the units digit in the low nibble.
extern "C" __global__ void bcd_encode_u32(const unsigned int *value, unsigned int *bcd, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        unsigned int v = value[i];
        unsigned int out = 0;
        for (int k = 0; k < 8; k++) {
            out |= (v % 10u) << (4 * k);
            v /= 10u;
        }
        bcd[i] = out;
    }
}
