// Held-out suite 13 (frozen), hand version of key16_djb2_hash: each work-item reads its 16-byte
// key as one uint4 (consecutive items consecutive 16-byte pieces) and hashes the bytes from
// registers, lowest byte of each word first (little-endian order, as the bytes lie in memory).
__kernel void key16_djb2_hash_hand(__global const uchar *restrict keys,
                                   __global uint *restrict h, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        uint4 q = ((__global const uint4 *)keys)[i];
        uint words[4] = {q.x, q.y, q.z, q.w};
        uint acc = 5381u;
        for (int k = 0; k < 4; k++) {
            for (int b = 0; b < 4; b++)
                acc = acc * 33u + ((words[k] >> (8 * b)) & 255u);
        }
        h[i] = acc;
    }
}
