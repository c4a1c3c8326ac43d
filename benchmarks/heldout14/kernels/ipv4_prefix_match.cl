// Held-out suite 14 (frozen). Whether each IPv4 address (host order) lies in the network
// prefix / mask (1) or not (0); a work-item per address.
__kernel void ipv4_prefix_match(__global const uint *addr, __global uchar *hit, uint prefix,
                                uint mask, int n)
{
    int i = get_global_id(0);
    if (i < n)
        hit[i] = (addr[i] & mask) == prefix ? 1 : 0;
}
