// Held-out suite 10 (frozen). The header checksum of every 20-byte IPv4 header of a batch:
// the ones' complement of the ones' complement sum of its ten big-endian 16-bit words, the
// checksum field (bytes 10 and 11) counted as zero. A work-item per header.
__kernel void ipv4_header_checksum(__global const uchar *hdr, __global ushort *csum, int n)
{
    int i = get_global_id(0);
    if (i < n) {
        __global const uchar *p = hdr + 20 * i;
        uint s = ((p[0] << 8) | p[1]);
        s += ((p[2] << 8) | p[3]);
        s += ((p[4] << 8) | p[5]);
        s += ((p[6] << 8) | p[7]);
        s += ((p[8] << 8) | p[9]);
        s += ((p[12] << 8) | p[13]);
        s += ((p[14] << 8) | p[15]);
        s += ((p[16] << 8) | p[17]);
        s += ((p[18] << 8) | p[19]);
        s = (s & 0xffffu) + (s >> 16);
        s = (s & 0xffffu) + (s >> 16);
        csum[i] = (ushort)(~s & 0xffffu);
    }
}
