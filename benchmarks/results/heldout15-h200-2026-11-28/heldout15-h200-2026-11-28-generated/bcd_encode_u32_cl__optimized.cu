extern "C" __global__ void bcd_encode_u32_opt(const unsigned int* value, unsigned int* bcd, int n) {
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
    int ucond = (int)(4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x)) < n;
    uint4 value_v0;
    uint4 bcd_v1;
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        int i_m0 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x);
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        if (ucond) {
            value_v0 = *(const uint4*)&value[i_m0];
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            unsigned int v_m0 = value_v0.x;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            unsigned int out_m0 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            for (int k_m0 = 0; k_m0 < 8; k_m0++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
                out_m0 |= (v_m0 % 10u) << (4 * k_m0);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
                v_m0 /= 10u;
            }
            bcd_v1.x = out_m0;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        int i_m1 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 1ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            unsigned int v_m1 = value_v0.y;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            unsigned int out_m1 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            for (int k_m1 = 0; k_m1 < 8; k_m1++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
                out_m1 |= (v_m1 % 10u) << (4 * k_m1);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
                v_m1 /= 10u;
            }
            bcd_v1.y = out_m1;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        int i_m2 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 2ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            unsigned int v_m2 = value_v0.z;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            unsigned int out_m2 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            for (int k_m2 = 0; k_m2 < 8; k_m2++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
                out_m2 |= (v_m2 % 10u) << (4 * k_m2);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
                v_m2 /= 10u;
            }
            bcd_v1.z = out_m2;
        }
    }
    {
#line 5 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        int i_m3 = 4ull * ((unsigned long long)blockIdx.x * (unsigned long long)blockDim.x + (unsigned long long)threadIdx.x) + 3ull;
#line 6 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
        if (ucond) {
#line 7 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            unsigned int v_m3 = value_v0.w;
#line 8 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            unsigned int out_m3 = 0;
#line 9 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
            for (int k_m3 = 0; k_m3 < 8; k_m3++) {
#line 10 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
                out_m3 |= (v_m3 % 10u) << (4 * k_m3);
#line 11 "/work/main/.stage/main/benchmarks/heldout15/kernels/bcd_encode_u32.cl"
                v_m3 /= 10u;
            }
            bcd_v1.w = out_m3;
            *(uint4*)(&bcd[i_m3] - 3) = bcd_v1;
        }
    }
}
