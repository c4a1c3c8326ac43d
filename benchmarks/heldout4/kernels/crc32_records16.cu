// Held-out suite 4 (frozen). CRC-32 (IEEE, reflected, table-driven) of every 16-byte
// record: one thread per record reads it as one uint4 and feeds its bytes, lowest first,
// through the 256-entry table.
extern "C" __global__ void crc32_records16(const uint4 *rec, const unsigned int *table,
                                           unsigned int *crc, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        uint4 r = rec[i];
        unsigned int w[4];
        w[0] = r.x;
        w[1] = r.y;
        w[2] = r.z;
        w[3] = r.w;
        unsigned int c = 0xffffffffu;
        for (int k = 0; k < 16; k++) {
            unsigned int byte = (w[k >> 2] >> (8 * (k & 3))) & 255u;
            c = table[(c ^ byte) & 255u] ^ (c >> 8);
        }
        crc[i] = ~c;
    }
}
