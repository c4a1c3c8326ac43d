extern "C" __global__ void ipv4_prefix_match_opt(const unsigned int* addr, unsigned char* hit, unsigned int prefix, unsigned int mask, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uchar4 hit_v0;
    uint4 addr_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        if (ucond) {
            addr_v1 = *(const uint4*)&addr[i_m0];
            hit_v0.x = (addr_v1.x & mask) == prefix ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        if (ucond) {
            hit_v0.y = (addr_v1.y & mask) == prefix ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        if (ucond) {
            hit_v0.z = (addr_v1.z & mask) == prefix ? 1 : 0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout14/kernels/ipv4_prefix_match.cl"
        if (ucond) {
            hit_v0.w = (addr_v1.w & mask) == prefix ? 1 : 0;
            *(uchar4*)(&hit[i_m3] - 3) = hit_v0;
        }
    }
}
