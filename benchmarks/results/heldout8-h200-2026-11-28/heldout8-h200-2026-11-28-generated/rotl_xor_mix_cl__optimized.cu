extern "C" __global__ void rotl_xor_mix_opt(const unsigned int* in, unsigned int* out, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 in_v0;
    uint4 out_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        if (ucond) {
            in_v0 = *(const uint4*)&in[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            unsigned int h_m0 = in_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m0 = ((h_m0 << 7) | (h_m0 >> 25)) ^ (h_m0 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m0 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m0 ^= h_m0 >> 15;
            out_v1.x = h_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            unsigned int h_m1 = in_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m1 = ((h_m1 << 7) | (h_m1 >> 25)) ^ (h_m1 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m1 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m1 ^= h_m1 >> 15;
            out_v1.y = h_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            unsigned int h_m2 = in_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m2 = ((h_m2 << 7) | (h_m2 >> 25)) ^ (h_m2 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m2 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m2 ^= h_m2 >> 15;
            out_v1.z = h_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            unsigned int h_m3 = in_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m3 = ((h_m3 << 7) | (h_m3 >> 25)) ^ (h_m3 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m3 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cl"
            h_m3 ^= h_m3 >> 15;
            out_v1.w = h_m3;
            *(uint4*)(&out[i_m3] - 3) = out_v1;
        }
    }
}
