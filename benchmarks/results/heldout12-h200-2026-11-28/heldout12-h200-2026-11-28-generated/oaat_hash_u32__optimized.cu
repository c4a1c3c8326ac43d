extern "C" __global__ void oaat_hash_u32_opt(const unsigned int* w, unsigned int* h, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 w_v0;
    uint4 h_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        if (ucond) {
            w_v0 = *(const uint4*)&w[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            unsigned int word_m0 = w_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            unsigned int acc_m0 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            for (int k_m0 = 0; k_m0 < 4; ++k_m0) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m0 += (word_m0 >> (8 * k_m0)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m0 += acc_m0 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m0 ^= acc_m0 >> 6;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m0 += acc_m0 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m0 ^= acc_m0 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m0 += acc_m0 << 15;
            h_v1.x = acc_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            unsigned int word_m1 = w_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            unsigned int acc_m1 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            for (int k_m1 = 0; k_m1 < 4; ++k_m1) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m1 += (word_m1 >> (8 * k_m1)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m1 += acc_m1 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m1 ^= acc_m1 >> 6;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m1 += acc_m1 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m1 ^= acc_m1 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m1 += acc_m1 << 15;
            h_v1.y = acc_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            unsigned int word_m2 = w_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            unsigned int acc_m2 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            for (int k_m2 = 0; k_m2 < 4; ++k_m2) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m2 += (word_m2 >> (8 * k_m2)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m2 += acc_m2 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m2 ^= acc_m2 >> 6;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m2 += acc_m2 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m2 ^= acc_m2 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m2 += acc_m2 << 15;
            h_v1.z = acc_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            unsigned int word_m3 = w_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            unsigned int acc_m3 = 0u;
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            for (int k_m3 = 0; k_m3 < 4; ++k_m3) {
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m3 += (word_m3 >> (8 * k_m3)) & 255u;
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m3 += acc_m3 << 10;
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
                acc_m3 ^= acc_m3 >> 6;
            }
#line 14 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m3 += acc_m3 << 3;
#line 15 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m3 ^= acc_m3 >> 11;
#line 16 "/work/main/.stage/main/benchmarks/heldout12/kernels/oaat_hash_u32.cu"
            acc_m3 += acc_m3 << 15;
            h_v1.w = acc_m3;
            *(uint4*)(&h[i_m3] - 3) = h_v1;
        }
    }
}
