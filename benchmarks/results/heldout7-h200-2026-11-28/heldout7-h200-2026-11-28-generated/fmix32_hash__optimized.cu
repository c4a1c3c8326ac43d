extern "C" __global__ void fmix32_hash_opt(const unsigned int* in, unsigned int* out, unsigned int seed, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 in_v0;
    uint4 out_v1;
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        if (ucond) {
            in_v0 = *(const uint4*)&in[i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            unsigned int h_m0 = in_v0.x ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m0 ^= h_m0 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m0 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m0 ^= h_m0 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m0 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m0 ^= h_m0 >> 16;
            out_v1.x = h_m0;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            unsigned int h_m1 = in_v0.y ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m1 ^= h_m1 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m1 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m1 ^= h_m1 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m1 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m1 ^= h_m1 >> 16;
            out_v1.y = h_m1;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            unsigned int h_m2 = in_v0.z ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m2 ^= h_m2 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m2 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m2 ^= h_m2 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m2 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m2 ^= h_m2 >> 16;
            out_v1.z = h_m2;
        }
    }
    {
#line 6 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            unsigned int h_m3 = in_v0.w ^ seed;
#line 9 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m3 ^= h_m3 >> 16;
#line 10 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m3 *= 2246822507u;
#line 11 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m3 ^= h_m3 >> 13;
#line 12 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m3 *= 3266489909u;
#line 13 "/work/main/.stage/main/benchmarks/heldout7/kernels/fmix32_hash.cu"
            h_m3 ^= h_m3 >> 16;
            out_v1.w = h_m3;
            *(uint4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
