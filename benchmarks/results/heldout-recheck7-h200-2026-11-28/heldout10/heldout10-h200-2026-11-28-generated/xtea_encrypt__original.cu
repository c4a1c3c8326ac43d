extern "C" __global__ void xtea_encrypt(const unsigned int* v0, const unsigned int* v1, const unsigned int* key, unsigned int* o0, unsigned int* o1, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    int i = blockIdx.x * blockDim.x + threadIdx.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
    if (i < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int a = v0[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int b = v1[i];
#line 9 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        unsigned int sum = 0u;
#line 10 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        for (int r = 0; r < 32; r++) {
#line 11 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            a += (((b << 4) ^ (b >> 5)) + b) ^ (sum + key[sum & 3u]);
#line 12 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            sum += 2654435769u;
#line 13 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
            b += (((a << 4) ^ (a >> 5)) + a) ^ (sum + key[(sum >> 11) & 3u]);
        }
#line 15 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o0[i] = a;
#line 16 "/work/main/.stage/main/benchmarks/heldout10/kernels/xtea_encrypt.cu"
        o1[i] = b;
    }
}
