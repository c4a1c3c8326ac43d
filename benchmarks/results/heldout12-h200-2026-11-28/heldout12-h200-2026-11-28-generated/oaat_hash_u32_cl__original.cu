extern "C" __global__ void oaat_hash_u32(const unsigned int* w, unsigned int* h, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    int i = (unsigned long long)(blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
    if (i < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int word = w[i];
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        unsigned int acc = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        for (int k = 0; k < 4; ++k) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc += (word >> (8 * k)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc += acc << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
            acc ^= acc >> 6;
        }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc += acc << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc ^= acc >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        acc += acc << 15;
#line 17 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cl"
        h[i] = acc;
    }
}
