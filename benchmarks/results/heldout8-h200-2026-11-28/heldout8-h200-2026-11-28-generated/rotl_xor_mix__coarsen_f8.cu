extern "C" __global__ void rotl_xor_mix_cf8x(const unsigned int* in, unsigned int* out, int n) {
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i_0 = blockIdx.x * (blockDim.x * 8u) + threadIdx.x * 8u;
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i_1 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 1u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i_2 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 2u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i_3 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 3u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i_4 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 4u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i_5 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 5u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i_6 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 6u);
#line 5 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    int i_7 = blockIdx.x * (blockDim.x * 8u) + (threadIdx.x * 8u + 7u);
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i_0 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h_0 = in[i_0];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_0 = ((h_0 << 7) | (h_0 >> 25)) ^ (h_0 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_0 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_0 ^= h_0 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i_0] = h_0;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i_1 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h_1 = in[i_1];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_1 = ((h_1 << 7) | (h_1 >> 25)) ^ (h_1 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_1 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_1 ^= h_1 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i_1] = h_1;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i_2 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h_2 = in[i_2];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_2 = ((h_2 << 7) | (h_2 >> 25)) ^ (h_2 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_2 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_2 ^= h_2 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i_2] = h_2;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i_3 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h_3 = in[i_3];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_3 = ((h_3 << 7) | (h_3 >> 25)) ^ (h_3 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_3 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_3 ^= h_3 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i_3] = h_3;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i_4 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h_4 = in[i_4];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_4 = ((h_4 << 7) | (h_4 >> 25)) ^ (h_4 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_4 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_4 ^= h_4 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i_4] = h_4;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i_5 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h_5 = in[i_5];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_5 = ((h_5 << 7) | (h_5 >> 25)) ^ (h_5 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_5 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_5 ^= h_5 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i_5] = h_5;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i_6 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h_6 = in[i_6];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_6 = ((h_6 << 7) | (h_6 >> 25)) ^ (h_6 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_6 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_6 ^= h_6 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i_6] = h_6;
    }
#line 6 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
    if (i_7 < n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        unsigned int h_7 = in[i_7];
#line 8 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_7 = ((h_7 << 7) | (h_7 >> 25)) ^ (h_7 >> 3);
#line 9 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_7 *= 2654435761u;
#line 10 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        h_7 ^= h_7 >> 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout8/kernels/rotl_xor_mix.cu"
        out[i_7] = h_7;
    }
}
