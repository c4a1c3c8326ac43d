// Held-out suite 10 (frozen), hand version of ipv4_header_checksum: a work-group's headers
// are copied to __local memory as 32-bit words by all its items (consecutive words,
// coalesced; hdr 4-byte aligned), then each item sums its five words' little-endian 16-bit
// halves (a stride of 5 words: no bank conflicts) and swaps the bytes of the folded sum (a
// ones' complement sum does not depend on the byte order). Work-groups of at most 256 items.
__kernel void ipv4_header_checksum_hand(__global const uchar *restrict hdr,
                                        __global ushort *restrict csum, int n)
{
    __local uint words[5 * 256];
    __global const uint *all = (__global const uint *)hdr;
    int t = get_local_id(0), size = get_local_size(0);
    int first = get_group_id(0) * size;
    int count = min(size, n - first) * 5;
    for (int k = t; k < count; k += size)
        words[k] = all[first * 5 + k];
    barrier(CLK_LOCAL_MEM_FENCE);
    int i = first + t;
    if (i < n) {
        __local const uint *w = words + 5 * t;
        uint s = (w[0] & 0xffffu) + (w[0] >> 16) + (w[1] & 0xffffu) + (w[1] >> 16) +
                 (w[2] & 0xffffu) + (w[3] & 0xffffu) + (w[3] >> 16) + (w[4] & 0xffffu) +
                 (w[4] >> 16);
        s = (s & 0xffffu) + (s >> 16);
        s = (s & 0xffffu) + (s >> 16);
        s = ((s & 0xffu) << 8) | (s >> 8);
        csum[i] = (ushort)(~s & 0xffffu);
    }
}
