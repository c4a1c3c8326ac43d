// Held-out suite 14 (frozen). Whether each IPv4 address (host order) lies in the network
// prefix / mask (1) or not (0); a thread per address.
extern "C" __global__ void ipv4_prefix_match(const unsigned int *addr, unsigned char *hit,
                                             unsigned int prefix, unsigned int mask, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        hit[i] = (addr[i] & mask) == prefix ? 1 : 0;
}
