extern "C" __global__ void ipv4_header_checksum_opt(const unsigned char* hdr, unsigned short* csum, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        const unsigned char* p = hdr + 20 * i;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        uchar4 hdr_v = *(const uchar4*)&p[0];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        unsigned int s = (hdr_v.x << 8) | hdr_v.y;
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s += (hdr_v.z << 8) | hdr_v.w;
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        uchar4 hdr_v1 = *(const uchar4*)&p[4];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s += (hdr_v1.x << 8) | hdr_v1.y;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s += (hdr_v1.z << 8) | hdr_v1.w;
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s += (p[8] << 8) | p[9];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        uchar4 hdr_v2 = *(const uchar4*)&p[12];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s += (hdr_v2.x << 8) | hdr_v2.y;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s += (hdr_v2.z << 8) | hdr_v2.w;
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        uchar4 hdr_v3 = *(const uchar4*)&p[16];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s += (hdr_v3.x << 8) | hdr_v3.y;
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s += (hdr_v3.z << 8) | hdr_v3.w;
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s = (s & 65535u) + (s >> 16);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s = (s & 65535u) + (s >> 16);
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        csum[i] = (unsigned short)(~s & 65535u);
    }
}
