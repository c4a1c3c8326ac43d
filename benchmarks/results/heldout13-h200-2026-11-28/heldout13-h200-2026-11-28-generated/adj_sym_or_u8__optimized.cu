extern "C" __global__ void adj_sym_or_u8_opt(const unsigned char* a, unsigned char* s, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
    int ucond = ((int)(8u * (blockIdx.y * blockDim.y + threadIdx.y)) < n) & ((int)(blockIdx.x * blockDim.x + threadIdx.x) < n);
    uint2 a_v0;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int j_m0 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int i_m0 = 8u * (blockIdx.y * blockDim.y + threadIdx.y);
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        if (ucond) {
            a_v0 = *(const uint2*)&a[j_m0 * n + i_m0];
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
            s[i_m0 * n + j_m0] = a[i_m0 * n + j_m0] | (int)(a_v0.x & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int j_m1 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int i_m1 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 1u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
            s[i_m1 * n + j_m1] = a[i_m1 * n + j_m1] | (int)((a_v0.x >> 8) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int j_m2 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int i_m2 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 2u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
            s[i_m2 * n + j_m2] = a[i_m2 * n + j_m2] | (int)((a_v0.x >> 16) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int j_m3 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int i_m3 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 3u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
            s[i_m3 * n + j_m3] = a[i_m3 * n + j_m3] | (int)(a_v0.x >> 24);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int j_m4 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int i_m4 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 4u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
            s[i_m4 * n + j_m4] = a[i_m4 * n + j_m4] | (int)(a_v0.y & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int j_m5 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int i_m5 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 5u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
            s[i_m5 * n + j_m5] = a[i_m5 * n + j_m5] | (int)((a_v0.y >> 8) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int j_m6 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int i_m6 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 6u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
            s[i_m6 * n + j_m6] = a[i_m6 * n + j_m6] | (int)((a_v0.y >> 16) & 255u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int j_m7 = blockIdx.x * blockDim.x + threadIdx.x;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        int i_m7 = 8u * (blockIdx.y * blockDim.y + threadIdx.y) + 7u;
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
        if (ucond) {
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/adj_sym_or_u8.cu"
            s[i_m7 * n + j_m7] = a[i_m7 * n + j_m7] | (int)(a_v0.y >> 24);
        }
    }
}
