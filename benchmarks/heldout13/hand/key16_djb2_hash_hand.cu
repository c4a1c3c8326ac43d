// Held-out suite 13 (frozen), hand version of key16_djb2_hash: each thread reads its 16-byte
// key as one uint4 (a warp's load covers 512 contiguous bytes) and hashes the bytes from
// registers, lowest byte of each word first (little-endian order, as the bytes lie in memory).
extern "C" __global__ void key16_djb2_hash_hand(const unsigned char *__restrict__ keys,
                                                unsigned int *__restrict__ h, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        uint4 q = ((const uint4 *)keys)[i];
        unsigned int words[4] = {q.x, q.y, q.z, q.w};
        unsigned int acc = 5381u;
#pragma unroll
        for (int k = 0; k < 4; k++) {
#pragma unroll
            for (int b = 0; b < 4; b++)
                acc = acc * 33u + ((words[k] >> (8 * b)) & 255u);
        }
        h[i] = acc;
    }
}
