extern "C" __global__ void ipv4_header_checksum_cf4x(const unsigned char* hdr, unsigned short* csum, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    int i_0 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    int i_1 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    int i_2 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    int i_3 = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x) * 4ull + 3ull;
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    if (i_0 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        const unsigned char* p_0 = hdr + 20 * i_0;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        unsigned int s_0 = (p_0[0] << 8) | p_0[1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 += (p_0[2] << 8) | p_0[3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 += (p_0[4] << 8) | p_0[5];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 += (p_0[6] << 8) | p_0[7];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 += (p_0[8] << 8) | p_0[9];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 += (p_0[12] << 8) | p_0[13];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 += (p_0[14] << 8) | p_0[15];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 += (p_0[16] << 8) | p_0[17];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 += (p_0[18] << 8) | p_0[19];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 = (s_0 & 65535u) + (s_0 >> 16);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_0 = (s_0 & 65535u) + (s_0 >> 16);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        csum[i_0] = (unsigned short)(~s_0 & 65535u);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    if (i_1 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        const unsigned char* p_1 = hdr + 20 * i_1;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        unsigned int s_1 = (p_1[0] << 8) | p_1[1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 += (p_1[2] << 8) | p_1[3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 += (p_1[4] << 8) | p_1[5];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 += (p_1[6] << 8) | p_1[7];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 += (p_1[8] << 8) | p_1[9];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 += (p_1[12] << 8) | p_1[13];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 += (p_1[14] << 8) | p_1[15];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 += (p_1[16] << 8) | p_1[17];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 += (p_1[18] << 8) | p_1[19];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 = (s_1 & 65535u) + (s_1 >> 16);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_1 = (s_1 & 65535u) + (s_1 >> 16);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        csum[i_1] = (unsigned short)(~s_1 & 65535u);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    if (i_2 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        const unsigned char* p_2 = hdr + 20 * i_2;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        unsigned int s_2 = (p_2[0] << 8) | p_2[1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 += (p_2[2] << 8) | p_2[3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 += (p_2[4] << 8) | p_2[5];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 += (p_2[6] << 8) | p_2[7];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 += (p_2[8] << 8) | p_2[9];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 += (p_2[12] << 8) | p_2[13];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 += (p_2[14] << 8) | p_2[15];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 += (p_2[16] << 8) | p_2[17];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 += (p_2[18] << 8) | p_2[19];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 = (s_2 & 65535u) + (s_2 >> 16);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_2 = (s_2 & 65535u) + (s_2 >> 16);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        csum[i_2] = (unsigned short)(~s_2 & 65535u);
    }
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
    if (i_3 < n) {
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        const unsigned char* p_3 = hdr + 20 * i_3;
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        unsigned int s_3 = (p_3[0] << 8) | p_3[1];
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 += (p_3[2] << 8) | p_3[3];
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 += (p_3[4] << 8) | p_3[5];
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 += (p_3[6] << 8) | p_3[7];
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 += (p_3[8] << 8) | p_3[9];
#line 14 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 += (p_3[12] << 8) | p_3[13];
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 += (p_3[14] << 8) | p_3[15];
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 += (p_3[16] << 8) | p_3[17];
#line 17 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 += (p_3[18] << 8) | p_3[19];
#line 18 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 = (s_3 & 65535u) + (s_3 >> 16);
#line 19 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        s_3 = (s_3 & 65535u) + (s_3 >> 16);
#line 20 "/work/main/.stage/main/benchmarks/heldout10/kernels/ipv4_header_checksum.cl"
        csum[i_3] = (unsigned short)(~s_3 & 65535u);
    }
}
