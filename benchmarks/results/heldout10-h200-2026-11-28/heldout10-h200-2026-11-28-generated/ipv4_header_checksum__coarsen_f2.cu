extern "C" __global__ void ipv4_header_checksum_cf2x(const unsigned char* hdr, unsigned short* csum, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
    int i_0 = blockIdx.x * (blockDim.x * 2u) + threadIdx.x * 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
    int i_1 = blockIdx.x * (blockDim.x * 2u) + (threadIdx.x * 2u + 1u);
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        const unsigned char* p_0 = hdr + 20 * i_0;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        unsigned int s_0 = (p_0[0] << 8) | p_0[1];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 += (p_0[2] << 8) | p_0[3];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 += (p_0[4] << 8) | p_0[5];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 += (p_0[6] << 8) | p_0[7];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 += (p_0[8] << 8) | p_0[9];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 += (p_0[12] << 8) | p_0[13];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 += (p_0[14] << 8) | p_0[15];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 += (p_0[16] << 8) | p_0[17];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 += (p_0[18] << 8) | p_0[19];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 = (s_0 & 65535u) + (s_0 >> 16);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_0 = (s_0 & 65535u) + (s_0 >> 16);
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        csum[i_0] = (unsigned short)(~s_0 & 65535u);
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        const unsigned char* p_1 = hdr + 20 * i_1;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        unsigned int s_1 = (p_1[0] << 8) | p_1[1];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 += (p_1[2] << 8) | p_1[3];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 += (p_1[4] << 8) | p_1[5];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 += (p_1[6] << 8) | p_1[7];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 += (p_1[8] << 8) | p_1[9];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 += (p_1[12] << 8) | p_1[13];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 += (p_1[14] << 8) | p_1[15];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 += (p_1[16] << 8) | p_1[17];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 += (p_1[18] << 8) | p_1[19];
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 = (s_1 & 65535u) + (s_1 >> 16);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        s_1 = (s_1 & 65535u) + (s_1 >> 16);
#line 21 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cu"
        csum[i_1] = (unsigned short)(~s_1 & 65535u);
    }
}
