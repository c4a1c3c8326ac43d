extern "C" __global__ void ipv4_header_checksum(const unsigned char* hdr, unsigned short* csum, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    if (i < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        const unsigned char* p = hdr + 20 * i;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        unsigned int s = (p[0] << 8) | p[1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s += (p[2] << 8) | p[3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s += (p[4] << 8) | p[5];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s += (p[6] << 8) | p[7];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s += (p[8] << 8) | p[9];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s += (p[12] << 8) | p[13];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s += (p[14] << 8) | p[15];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s += (p[16] << 8) | p[17];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s += (p[18] << 8) | p[19];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s = (s & 65535u) + (s >> 16);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s = (s & 65535u) + (s >> 16);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        csum[i] = (unsigned short)(~s & 65535u);
    }
}
