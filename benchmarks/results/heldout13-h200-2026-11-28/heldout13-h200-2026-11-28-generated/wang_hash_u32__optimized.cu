extern "C" __global__ void wang_hash_u32_opt(const unsigned int* k, unsigned int* h, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 k_v0;
    uint4 h_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        if (ucond) {
            k_v0 = *(const uint4*)&k[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            unsigned int v_m0 = k_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m0 = v_m0 ^ 61u ^ (v_m0 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m0 = v_m0 + (v_m0 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m0 = v_m0 ^ (v_m0 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m0 = v_m0 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m0 = v_m0 ^ (v_m0 >> 15);
            h_v1.x = v_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            unsigned int v_m1 = k_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m1 = v_m1 ^ 61u ^ (v_m1 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m1 = v_m1 + (v_m1 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m1 = v_m1 ^ (v_m1 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m1 = v_m1 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m1 = v_m1 ^ (v_m1 >> 15);
            h_v1.y = v_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            unsigned int v_m2 = k_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m2 = v_m2 ^ 61u ^ (v_m2 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m2 = v_m2 + (v_m2 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m2 = v_m2 ^ (v_m2 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m2 = v_m2 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m2 = v_m2 ^ (v_m2 >> 15);
            h_v1.z = v_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            unsigned int v_m3 = k_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m3 = v_m3 ^ 61u ^ (v_m3 >> 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m3 = v_m3 + (v_m3 << 3);
#line 10 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m3 = v_m3 ^ (v_m3 >> 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m3 = v_m3 * 668265261u;
#line 12 "/work/main/.stage/main/benchmarks/heldout13/kernels/wang_hash_u32.cu"
            v_m3 = v_m3 ^ (v_m3 >> 15);
            h_v1.w = v_m3;
            *(uint4*)(&h[i_m3] - 3) = h_v1;
        }
    }
}
