extern "C" __global__ void ipv4_prefix_match(const unsigned int* addr, unsigned char* hit, unsigned int prefix, unsigned int mask, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i] = (addr[i] & mask) == prefix ? 1 : 0;
}
