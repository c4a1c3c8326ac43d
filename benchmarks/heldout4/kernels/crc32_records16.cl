// Held-out suite 4 (frozen). CRC-32 (IEEE, reflected, table-driven) of every 16-byte
// record: one thread per record reads it as one uint4 and feeds its bytes, lowest first,
// through the 256-entry table.
__kernel void crc32_records16(__global const uint4 *rec, __global const uint *table,
                              __global uint *crc, int n)
{
    int i = get_group_id(0) * get_local_size(0) + get_local_id(0);
    if (i < n) {
        uint4 r = rec[i];
        uint w[4];
        w[0] = r.x;
        w[1] = r.y;
        w[2] = r.z;
        w[3] = r.w;
        uint c = 0xffffffffu;
        for (int k = 0; k < 16; k++) {
            uint byte = (w[k >> 2] >> (8 * (k & 3))) & 255u;
            c = table[(c ^ byte) & 255u] ^ (c >> 8);
        }
        crc[i] = ~c;
    }
}
