extern "C" __global__ void ipv4_prefix_match_cf8x(const unsigned int* addr, unsigned char* hit, unsigned int prefix, unsigned int mask, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_4 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_5 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 5ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_6 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 6ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int i_7 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 8ull + 7ull;
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
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i_4] = (addr[i_4] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i_5] = (addr[i_5] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i_6] = (addr[i_6] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        hit[i_7] = (addr[i_7] & mask) == prefix ? 1 : 0;
}
