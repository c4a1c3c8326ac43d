extern "C" __global__ void ipv4_prefix_match_opt(const unsigned int* addr, unsigned char* hit, unsigned int prefix, unsigned int mask, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uchar4 hit_v0;
    uint4 addr_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        if (ucond) {
            addr_v1 = *(const uint4*)&addr[i_m0];
            hit_v0.x = (addr_v1.x & mask) == prefix ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        if (ucond) {
            hit_v0.y = (addr_v1.y & mask) == prefix ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        if (ucond) {
            hit_v0.z = (addr_v1.z & mask) == prefix ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cu"
        if (ucond) {
            hit_v0.w = (addr_v1.w & mask) == prefix ? 1 : 0;
            *(uchar4*)(&hit[i_m3] - 3) = hit_v0;
        }
    }
}
