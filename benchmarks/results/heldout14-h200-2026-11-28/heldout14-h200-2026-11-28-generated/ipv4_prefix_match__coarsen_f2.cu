extern "C" __global__ void ipv4_prefix_match_cf2x(const unsigned int* addr, unsigned char* hit, unsigned int prefix, unsigned int mask, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_0] = (addr[i_0] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_1] = (addr[i_1] & mask) == prefix ? 1 : 0;
}
