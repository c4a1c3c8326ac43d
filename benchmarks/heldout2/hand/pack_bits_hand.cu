// Held-out suite 2 (frozen), hand version of pack_bits: each thread reads its 32 mask bytes
// as two uint4 and gathers the low bit of every byte with shifts (byte k of a word is bits
// 8k..8k+7).
__device__ unsigned int low_bits4(unsigned int w)
{
    return (w & 1u) | ((w >> 7) & 2u) | ((w >> 14) & 4u) | ((w >> 21) & 8u);
}

extern "C" __global__ void pack_bits_hand(const unsigned char *mask, unsigned int *words, int n)
{
    int t = blockIdx.x * blockDim.x + threadIdx.x;
    if (32 * t < n) {
        uint4 a = ((const uint4 *)mask)[2 * t];
        uint4 b = ((const uint4 *)mask)[2 * t + 1];
        words[t] = low_bits4(a.x) | (low_bits4(a.y) << 4) | (low_bits4(a.z) << 8)
                   | (low_bits4(a.w) << 12) | (low_bits4(b.x) << 16) | (low_bits4(b.y) << 20)
                   | (low_bits4(b.z) << 24) | (low_bits4(b.w) << 28);
    }
}
