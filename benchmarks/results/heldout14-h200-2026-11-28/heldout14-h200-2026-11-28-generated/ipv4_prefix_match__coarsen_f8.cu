extern "C" __global__ void ipv4_prefix_match_cf8x(const unsigned int* addr, unsigned char* hit, unsigned int prefix, unsigned int mask, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_0 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_0] = (addr[i_0] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_1 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_1] = (addr[i_1] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_2 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_2] = (addr[i_2] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_3 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_3] = (addr[i_3] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_4 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_4] = (addr[i_4] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_5 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_5] = (addr[i_5] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_6 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_6] = (addr[i_6] & mask) == prefix ? 1 : 0;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    if (i_7 < n)
#line 8 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        hit[i_7] = (addr[i_7] & mask) == prefix ? 1 : 0;
}
