extern "C" __global__ void ipv4_header_checksum_hand(const unsigned char* __restrict__ hdr, unsigned short* __restrict__ csum, int n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    __shared__ unsigned int words[1280];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    const unsigned int* all = (const unsigned int*)hdr;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    int t = (unsigned long long)threadIdx.x;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    int size = (unsigned long long)blockDim.x;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    int first = (unsigned long long)blockIdx.x * size;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    int count = min(size, n - first) * 5;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    for (int k = t; k < count; k += size)
#line 15 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
        words[k] = all[first * 5 + k];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    __syncthreads();
#line 17 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    int i = first + t;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
    if (i < n) {
#line 19 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
        const unsigned int* w = words + 5 * t;
#line 20 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
        unsigned int s = (w[0] & 65535u) + (w[0] >> 16) + (w[1] & 65535u) + (w[1] >> 16) + (w[2] & 65535u) + (w[3] & 65535u) + (w[3] >> 16) + (w[4] & 65535u) + (w[4] >> 16);
#line 23 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
        s = (s & 65535u) + (s >> 16);
#line 24 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
        s = (s & 65535u) + (s >> 16);
#line 25 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
        s = ((s & 255u) << 8) | (s >> 8);
#line 26 "/work/main/.stage/main/benchmarks/heldout10/hand/ipv4_header_checksum_hand.cl"
        csum[i] = (unsigned short)(~s & 65535u);
    }
}
