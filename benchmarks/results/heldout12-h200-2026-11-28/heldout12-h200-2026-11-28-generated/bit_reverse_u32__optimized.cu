extern "C" __global__ void bit_reverse_u32_opt(const unsigned int* w, unsigned int* r, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
    int ucond = (int)(4u * (blockIdx.x * blockDim.x + threadIdx.x)) < n;
    uint4 w_v0;
    uint4 r_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        int i_m0 = 4u * (blockIdx.x * blockDim.x + threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        if (ucond) {
            w_v0 = *(const uint4*)&w[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            unsigned int v_m0 = w_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m0 = (v_m0 >> 16) | (v_m0 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m0 = ((v_m0 >> 8) & 16711935u) | ((v_m0 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m0 = ((v_m0 >> 4) & 252645135u) | ((v_m0 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m0 = ((v_m0 >> 2) & 858993459u) | ((v_m0 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m0 = ((v_m0 >> 1) & 1431655765u) | ((v_m0 & 1431655765u) << 1);
            r_v1.x = v_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        int i_m1 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 1u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            unsigned int v_m1 = w_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m1 = (v_m1 >> 16) | (v_m1 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m1 = ((v_m1 >> 8) & 16711935u) | ((v_m1 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m1 = ((v_m1 >> 4) & 252645135u) | ((v_m1 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m1 = ((v_m1 >> 2) & 858993459u) | ((v_m1 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m1 = ((v_m1 >> 1) & 1431655765u) | ((v_m1 & 1431655765u) << 1);
            r_v1.y = v_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        int i_m2 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 2u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            unsigned int v_m2 = w_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m2 = (v_m2 >> 16) | (v_m2 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m2 = ((v_m2 >> 8) & 16711935u) | ((v_m2 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m2 = ((v_m2 >> 4) & 252645135u) | ((v_m2 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m2 = ((v_m2 >> 2) & 858993459u) | ((v_m2 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m2 = ((v_m2 >> 1) & 1431655765u) | ((v_m2 & 1431655765u) << 1);
            r_v1.z = v_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        int i_m3 = 4u * (blockIdx.x * blockDim.x + threadIdx.x) + 3u;
#line 6 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            unsigned int v_m3 = w_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m3 = (v_m3 >> 16) | (v_m3 << 16);
#line 9 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m3 = ((v_m3 >> 8) & 16711935u) | ((v_m3 & 16711935u) << 8);
#line 10 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m3 = ((v_m3 >> 4) & 252645135u) | ((v_m3 & 252645135u) << 4);
#line 11 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m3 = ((v_m3 >> 2) & 858993459u) | ((v_m3 & 858993459u) << 2);
#line 12 "/work/main/.stage/main/benchmarks/heldout12/kernels/bit_reverse_u32.cu"
            v_m3 = ((v_m3 >> 1) & 1431655765u) | ((v_m3 & 1431655765u) << 1);
            r_v1.w = v_m3;
            *(uint4*)(&r[i_m3] - 3) = r_v1;
        }
    }
}
