extern "C" __global__ void nibble_swap_u32_opt(const unsigned int* w, unsigned int* s, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 w_v0;
    uint4 s_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        if (ucond) {
            w_v0 = *(const uint4*)&w[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
            unsigned int v_m0 = w_v0.x;
            s_v1.x = ((v_m0 & 252645135u) << 4) | ((v_m0 >> 4) & 252645135u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
            unsigned int v_m1 = w_v0.y;
            s_v1.y = ((v_m1 & 252645135u) << 4) | ((v_m1 >> 4) & 252645135u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
            unsigned int v_m2 = w_v0.z;
            s_v1.z = ((v_m2 & 252645135u) << 4) | ((v_m2 >> 4) & 252645135u);
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout13/kernels/nibble_swap_u32.cl"
            unsigned int v_m3 = w_v0.w;
            s_v1.w = ((v_m3 & 252645135u) << 4) | ((v_m3 >> 4) & 252645135u);
            *(uint4*)(&s[i_m3] - 3) = s_v1;
        }
    }
}
