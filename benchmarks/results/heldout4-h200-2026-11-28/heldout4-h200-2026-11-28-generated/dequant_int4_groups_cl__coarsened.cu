extern "C" __global__ void dequant_int4_groups_cf4x_st32(const unsigned char* q, const float* scale, float* w, int n) {
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    int i_0 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    int i_1 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 32ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    int i_2 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 64ull);
#line 7 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    int i_3 = (unsigned long long)blockIdx.x * ((unsigned long long)blockDim.x * 4ull) + ((unsigned long long)threadIdx.x / 32ull * 128ull + (unsigned long long)threadIdx.x % 32ull + 96ull);
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    if (i_0 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int b_0 = q[i_0 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int v_0 = i_0 & 1 ? b_0 >> 4 : b_0 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        w[i_0] = (float)(v_0 - 8) * scale[i_0 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    if (i_1 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int b_1 = q[i_1 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int v_1 = i_1 & 1 ? b_1 >> 4 : b_1 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        w[i_1] = (float)(v_1 - 8) * scale[i_1 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    if (i_2 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int b_2 = q[i_2 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int v_2 = i_2 & 1 ? b_2 >> 4 : b_2 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        w[i_2] = (float)(v_2 - 8) * scale[i_2 >> 6];
    }
#line 8 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
    if (i_3 < n) {
#line 9 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int b_3 = q[i_3 >> 1];
#line 10 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        int v_3 = i_3 & 1 ? b_3 >> 4 : b_3 & 15;
#line 11 "/work/main/.stage/main/benchmarks/heldout4/kernels/dequant_int4_groups.cl"
        w[i_3] = (float)(v_3 - 8) * scale[i_3 >> 6];
    }
}
