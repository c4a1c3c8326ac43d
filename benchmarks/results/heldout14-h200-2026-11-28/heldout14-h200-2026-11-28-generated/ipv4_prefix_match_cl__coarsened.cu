extern "C" __global__ void ipv4_prefix_match_cf4x_st16(const unsigned int* addr, unsigned char* hit, unsigned int prefix, unsigned int mask, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 16ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 32ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) / 16ull * 64ull + (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) % 16ull + 48ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i_0] = (addr[i_0] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i_1] = (addr[i_1] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i_2] = (addr[i_2] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i_3] = (addr[i_3] & mask) == prefix ? 1 : 0;
}
